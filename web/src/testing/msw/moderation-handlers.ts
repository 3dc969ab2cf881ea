import type { ErrorBody } from '@tn/contracts/common';
import type { ReportedReview, Restaurant, Suggestion, SuggestionBody, SuggestionCreated } from '@tn/contracts/culinary';
import type { DecisionBody, ModerationEntry } from '@tn/contracts/moderation';
import type { AddPlacePhotoBody, CommunityPhoto, ModerationPhoto, PhotoOrderBody } from '@tn/contracts/place-photos';
import { http, HttpResponse } from 'msw';
import { makeReview, makeUpload, restaurants, tea } from './culinary-fixtures.ts';
import { locations } from './fixtures.ts';

/**
 * Visitors' photos, suggested places to eat, reported reviews and the editors' decisions: typed
 * fixtures and default handlers over a per-test store (reset after every test), so that a write
 * shows in the next read as the services would do it.
 */

const media = (hash: string) => `/media/${hash.repeat(64).slice(0, 64)}`;

/** A visitor's photo as catalog answers it; every stored size in its srcset. */
export function makeCommunityPhoto(overrides: Partial<CommunityPhoto> = {}): CommunityPhoto {
  const base = media(String(overrides.id ?? 1));
  return {
    id: 1,
    locationId: 1,
    url: `${base}-800.webp`,
    srcset: `${base}-320.webp 320w, ${base}-800.webp 800w, ${base}-1600.webp 1600w`,
    width: 1600,
    height: 1200,
    author: 'Lan Nguyen',
    licence: 'CC-BY-4.0',
    caption: null,
    status: 'pending',
    reason: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    position: null,
    isCover: false,
    ...overrides,
  };
}

const lake = locations[0]!;
const pagoda = locations[1]!;
const placeOf = (locationId: number) => {
  const l = locations.find((location) => location.id === locationId) ?? lake;
  return { id: l.id, slug: l.slug, name: l.name, nameVi: l.nameVi };
};
const toModeration = (photo: CommunityPhoto): ModerationPhoto => ({ ...photo, location: placeOf(photo.locationId) });

/** The default signed-in user's own photos of the lake: one waiting, one refused. */
export const myLakePhotos: CommunityPhoto[] = [
  makeCommunityPhoto({ id: 11, createdAt: '2026-11-21T03:00:00.000Z' }),
  makeCommunityPhoto({ id: 12, status: 'rejected', reason: 'Blurry', createdAt: '2026-11-19T03:00:00.000Z' }),
];

/** Waiting for an editor, oldest first: one of the lake by Lan, one of the pagoda by Minh (CC0). */
export const pendingPhotos: ModerationPhoto[] = [
  toModeration(makeCommunityPhoto({ id: 21, createdAt: '2026-11-18T03:00:00.000Z' })),
  toModeration(makeCommunityPhoto({ id: 22, locationId: pagoda.id, author: 'Minh Tran', licence: 'CC0-1.0', createdAt: '2026-11-19T03:00:00.000Z' })),
];

/** Approved photos of the lake, in the editors' order (the cover first). */
export const approvedPhotos: ModerationPhoto[] = [
  toModeration(makeCommunityPhoto({ id: 31, status: 'approved', position: 1, isCover: true, author: 'Lan Nguyen' })),
  toModeration(makeCommunityPhoto({ id: 32, status: 'approved', position: 2, author: 'Minh Tran' })),
  toModeration(makeCommunityPhoto({ id: 33, status: 'approved', position: 3, author: 'Hoa Le' })),
];

export const pendingSuggestions: Suggestion[] = [
  {
    id: 41,
    name: 'Quán bún chả Lan',
    kind: 'restaurant',
    address: 'Phường Hoàng Văn Thụ, TP Thái Nguyên',
    serves: 'Bún chả, nem rán',
    latitude: 21.59,
    longitude: 105.84,
    authorName: 'Lan Nguyen',
    status: 'pending',
    reason: null,
    createdAt: '2026-11-22T03:00:00.000Z',
    restaurantId: null,
    restaurantSlug: null,
  },
];

export const reportedReviews: ReportedReview[] = [
  {
    ...makeReview({
      id: 51,
      content: 'Terrible, never go there, the owner is a crook.',
      authorName: 'Bad Actor',
      rating: 1,
      imageUrl: '/media/0000000000000000000000000000000000000000000000000000000000000005-800.webp',
    }),
    hidden: true,
    subject: { type: 'dish', id: tea.id, slug: tea.slug, name: tea.name, nameVi: tea.nameVi },
    reportCount: 3,
    reports: [
      { reason: 'Insulting', createdAt: '2026-11-21T03:00:00.000Z' },
      { reason: 'Not about the tea', createdAt: '2026-11-21T04:00:00.000Z' },
      { reason: 'Spam', createdAt: '2026-11-21T05:00:00.000Z' },
    ],
  },
];

/** Newest first in each service, interleaved in time: the merged log alternates. */
export const catalogLog: ModerationEntry[] = [
  {
    id: 2,
    at: '2026-11-22T09:00:00.000Z',
    editorUid: 'editor-1',
    editorName: 'Hà Editor',
    subject: 'photo',
    subjectId: 9,
    decision: 'reject',
    reason: 'Not of this place',
    ...logNames(lake),
  },
  // Named before the log kept names, of a photo since withdrawn: known by its id alone.
  { id: 1, at: '2026-11-20T09:00:00.000Z', editorUid: 'editor-1', editorName: 'Hà Editor', subject: 'photo', subjectId: 8, decision: 'approve', reason: null, ...logNames(null) },
];
export const culinaryLog: ModerationEntry[] = [
  {
    id: 1,
    at: '2026-11-21T09:00:00.000Z',
    editorUid: 'editor-2',
    editorName: null,
    subject: 'suggestion',
    subjectId: 7,
    decision: 'approve',
    reason: null,
    ...logNames({ name: 'Quán phở Hùng', nameVi: null }),
  },
];

/** An audit entry's names of its subject, as the services keep them (null: not known). */
function logNames(named: { name: string; nameVi: string | null } | null): Pick<ModerationEntry, 'subjectName' | 'subjectNameVi'> {
  return { subjectName: named?.name ?? null, subjectNameVi: named?.nameVi ?? null };
}

/** A place to eat a visitor suggested and an editor approved. */
export const suggestedRestaurant: Restaurant = {
  ...restaurants[1]!,
  id: 9,
  slug: 'quan-bun-cha-lan',
  name: 'Lan’s grilled pork noodles',
  nameVi: 'Quán bún chả Lan',
  suggestedByVisitors: true,
  serves: 'Bún chả',
};

interface Store {
  mine: CommunityPhoto[];
  pending: ModerationPhoto[];
  approved: ModerationPhoto[];
  suggestions: Suggestion[];
  reviews: ReportedReview[];
  catalogLog: ModerationEntry[];
  culinaryLog: ModerationEntry[];
  nextId: number;
}

const fresh = (): Store => ({
  mine: structuredClone(myLakePhotos),
  pending: structuredClone(pendingPhotos),
  approved: structuredClone(approvedPhotos),
  suggestions: structuredClone(pendingSuggestions),
  reviews: structuredClone(reportedReviews),
  catalogLog: structuredClone(catalogLog),
  culinaryLog: structuredClone(culinaryLog),
  nextId: 100,
});
let store = fresh();

/** Back to the fixtures above (setup-tests calls it after every test). */
export function resetModerationStore(): void {
  store = fresh();
}

function apiError(statusCode: number, message: string) {
  const error = statusCode === 404 ? 'Not Found' : statusCode === 409 ? 'Conflict' : 'Bad Request';
  return HttpResponse.json<ErrorBody>({ statusCode, error, message }, { status: statusCode });
}

/** A decision as the services check it: a reason to reject, and only what still waits. */
function decideIn<T extends { id: number }>(
  queue: T[],
  id: number,
  body: DecisionBody,
  subject: ModerationEntry['subject'],
  log: ModerationEntry[],
  namesOf: (item: T) => { name: string; nameVi: string | null },
): { item: T } | { error: ReturnType<typeof apiError> } {
  if (body.decision === 'reject' && !body.reason?.trim()) return { error: apiError(400, 'reason: required to reject') };
  const item = queue.find((entry) => entry.id === id);
  if (!item) return { error: apiError(409, 'no longer pending') };
  queue.splice(queue.indexOf(item), 1);
  log.unshift({
    id: store.nextId++,
    at: new Date().toISOString(),
    editorUid: 'user-1',
    editorName: 'Lan Nguyen',
    subject,
    subjectId: id,
    decision: body.decision,
    reason: body.reason?.trim() || null,
    ...logNames(namesOf(item)),
  });
  return { item };
}

export const moderationHandlers = [
  http.get<{ id: string }>('/api/locations/:id/photos/mine', ({ params }) =>
    HttpResponse.json<CommunityPhoto[]>(store.mine.filter((photo) => photo.locationId === Number(params.id))),
  ),
  http.post<{ id: string }, AddPlacePhotoBody>('/api/locations/:id/photos', async ({ params, request }) => {
    const body = await request.json();
    if (body.ownWork !== true) return apiError(400, 'ownWork: must be true');
    const photo = makeCommunityPhoto({ id: store.nextId++, locationId: Number(params.id), licence: body.licence, url: makeUpload().url, createdAt: new Date().toISOString() });
    store.mine = [photo, ...store.mine];
    return HttpResponse.json<CommunityPhoto>(photo, { status: 201 });
  }),
  http.delete<{ id: string; photoId: string }>('/api/locations/:id/photos/:photoId', ({ params }) => {
    store.mine = store.mine.filter((photo) => photo.id !== Number(params.photoId));
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('/api/locations/moderation/photos', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status') ?? 'pending';
    return HttpResponse.json<ModerationPhoto[]>(status === 'approved' ? store.approved : status === 'pending' ? store.pending : []);
  }),
  http.post<{ photoId: string }, DecisionBody>('/api/locations/moderation/photos/:photoId/decision', async ({ params, request }) => {
    const body = await request.json();
    const result = decideIn(store.pending, Number(params.photoId), body, 'photo', store.catalogLog, (photo) => photo.location);
    if ('error' in result) return result.error;
    const decided: ModerationPhoto = { ...result.item, status: body.decision === 'approve' ? 'approved' : 'rejected', reason: body.reason?.trim() || null };
    if (body.decision === 'approve') store.approved.push({ ...decided, position: store.approved.length + 1 });
    return HttpResponse.json<CommunityPhoto>(decided);
  }),
  http.put<{ locationId: string }, PhotoOrderBody>('/api/locations/moderation/places/:locationId/photo-order', async ({ params, request }) => {
    const { photoIds } = await request.json();
    const ofPlace = store.approved.filter((photo) => photo.locationId === Number(params.locationId));
    if (photoIds.length !== ofPlace.length || !ofPlace.every((photo) => photoIds.includes(photo.id))) return apiError(400, 'photoIds: every approved photo once');
    const ordered = photoIds.map((id, index) => ({ ...ofPlace.find((photo) => photo.id === id)!, position: index + 1, isCover: index === 0 }));
    store.approved = [...store.approved.filter((photo) => photo.locationId !== Number(params.locationId)), ...ordered];
    // Catalog logs an order as it logs a decision: who, which place, the new order.
    store.catalogLog.unshift({
      id: store.nextId++,
      at: new Date().toISOString(),
      editorUid: 'user-1',
      editorName: 'Lan Nguyen',
      subject: 'place',
      subjectId: Number(params.locationId),
      decision: 'reorder',
      reason: null,
      photoIds,
      ...logNames(placeOf(Number(params.locationId))),
    });
    return HttpResponse.json<CommunityPhoto[]>(ordered);
  }),
  http.get('/api/locations/moderation/log', () => HttpResponse.json<ModerationEntry[]>(store.catalogLog)),

  http.post<never, SuggestionBody>('/api/restaurants/suggestions', () =>
    HttpResponse.json<SuggestionCreated>({ id: store.nextId++, status: 'pending' }, { status: 201 }),
  ),
  http.get('/api/restaurants/moderation/suggestions', () => HttpResponse.json<Suggestion[]>(store.suggestions)),
  http.post<{ id: string }, DecisionBody>('/api/restaurants/moderation/suggestions/:id/decision', async ({ params, request }) => {
    const body = await request.json();
    const result = decideIn(store.suggestions, Number(params.id), body, 'suggestion', store.culinaryLog, (suggestion) => ({ name: suggestion.name, nameVi: null }));
    if ('error' in result) return result.error;
    return HttpResponse.json<Suggestion>({ ...result.item, status: body.decision === 'approve' ? 'approved' : 'rejected' });
  }),
  http.get('/api/reviews/moderation/reported', () => HttpResponse.json<ReportedReview[]>(store.reviews)),
  http.post<{ id: string }, DecisionBody>('/api/reviews/moderation/reported/:id/decision', async ({ params, request }) => {
    const body = await request.json();
    const result = decideIn(store.reviews, Number(params.id), body, 'review', store.culinaryLog, (review) => review.subject);
    if ('error' in result) return result.error;
    return HttpResponse.json<ReportedReview>(result.item);
  }),
  http.get('/api/restaurants/moderation/log', () => HttpResponse.json<ModerationEntry[]>(store.culinaryLog)),
];
