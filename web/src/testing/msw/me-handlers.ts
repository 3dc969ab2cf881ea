import type { CreateTripBody, DashboardExport, LocationIdList, Me, MoodAnswer, MoodBody, Recommendations, Trip, UpdateTripBody } from '@tn/contracts/users';
import { http, HttpResponse } from 'msw';
import { locations } from './fixtures.ts';

/** The signed-in user of the default /api/me answers: a lake lover with one trip planned. */
/** A place as the export names it. */
const named = (id: number) => {
  const l = locations.find((location) => location.id === id);
  return l ? { id: l.id, slug: l.slug, name: l.name, nameVi: l.nameVi } : null;
};

export const profile: Me = {
  uid: 'user-1',
  email: 'lan@example.com',
  displayName: 'Lan Nguyen',
  photoURL: null,
  provider: 'google.com',
  memberSince: '2026-03-14T05:00:00.000Z',
  travelMood: 'nature',
  favorites: [1],
  visited: [2],
  plannedTrips: [{ id: '00000000-0000-4000-8000-000000000001', locationId: 2, date: '2099-05-01', notes: 'Go early' }],
  counts: { visited: 1, favorites: 1, votesCast: 7 },
};

const recommended = (index: number, matchScore: number) => {
  const l = locations[index]!;
  return { locationId: l.id, slug: l.slug, name: l.name, nameVi: l.nameVi, category: l.category, photo: l.photos[0] ?? null, matchScore };
};

export const recommendations: Recommendations = {
  travelMood: 'nature',
  moodMatch: 72,
  places: [recommended(0, 91), recommended(2, 64)],
};

// One user's stored profile per test: the handlers change it, so a refetch shows the change.
let stored: Me = structuredClone(profile);
let nextTrip = 2;

/** Back to `profile` (setup-tests calls it after every test). */
export function resetMeStore(): void {
  stored = structuredClone(profile);
  nextTrip = 2;
}

function mark(list: 'favorites' | 'visited', locationId: number, on: boolean) {
  const ids = stored[list].filter((id) => id !== locationId);
  stored = { ...stored, [list]: on ? [...ids, locationId] : ids };
  stored.counts = { ...stored.counts, [list]: stored[list].length };
  return HttpResponse.json<LocationIdList>(stored[list]);
}

/** A default answer for every /api/me call, over the stored profile above. */
export const meHandlers = [
  http.get('/api/me', () => HttpResponse.json<Me>(stored)),
  // As profile answers: a place already visited is not recommended.
  http.get('/api/me/recommendations', () =>
    HttpResponse.json<Recommendations>({ ...recommendations, places: recommendations.places.filter((place) => !stored.visited.includes(place.locationId)) }),
  ),
  http.get('/api/me/export', () =>
    HttpResponse.json<DashboardExport>({
      exportedAt: '2026-11-23T20:00:00.000Z',
      user: { uid: stored.uid, email: stored.email, displayName: stored.displayName, photoURL: stored.photoURL, provider: stored.provider, memberSince: stored.memberSince, lastSeenAt: '2026-11-23T10:00:00.000Z' },
      travelMood: stored.travelMood,
      moodChosenAt: null,
      favorites: stored.favorites.map((locationId) => ({ locationId, location: named(locationId), addedAt: '2026-11-23T10:00:00.000Z' })),
      visited: stored.visited.map((locationId) => ({ locationId, location: named(locationId), addedAt: '2026-11-23T10:00:00.000Z' })),
      plannedTrips: stored.plannedTrips.map((t) => ({
        ...t,
        location: named(t.locationId),
        createdAt: '2026-11-23T10:00:00.000Z',
        updatedAt: '2026-11-23T10:00:00.000Z',
      })),
      votesCast: stored.counts.votesCast,
    }),
  ),
  http.delete('/api/me', () => {
    stored = { ...structuredClone(profile), travelMood: null, favorites: [], visited: [], plannedTrips: [], counts: { visited: 0, favorites: 0, votesCast: 0 } };
    return new HttpResponse(null, { status: 204 });
  }),
  http.put<never, MoodBody>('/api/me/mood', async ({ request }) => {
    const { travelMood } = await request.json();
    stored = { ...stored, travelMood };
    return HttpResponse.json<MoodAnswer>({ travelMood });
  }),
  http.put<{ id: string }>('/api/me/favorites/:id', ({ params }) => mark('favorites', Number(params.id), true)),
  http.delete<{ id: string }>('/api/me/favorites/:id', ({ params }) => mark('favorites', Number(params.id), false)),
  http.put<{ id: string }>('/api/me/visited/:id', ({ params }) => mark('visited', Number(params.id), true)),
  http.delete<{ id: string }>('/api/me/visited/:id', ({ params }) => mark('visited', Number(params.id), false)),
  http.post<never, CreateTripBody>('/api/me/trips', async ({ request }) => {
    const body = await request.json();
    const trip: Trip = { id: `00000000-0000-4000-8000-${String(nextTrip++).padStart(12, '0')}`, notes: '', ...body };
    stored = { ...stored, plannedTrips: [...stored.plannedTrips, trip] };
    return HttpResponse.json<Trip>(trip, { status: 201 });
  }),
  http.patch<{ id: string }, UpdateTripBody>('/api/me/trips/:id', async ({ params, request }) => {
    const body = await request.json();
    const trip = stored.plannedTrips.find((t) => t.id === params.id);
    if (!trip) return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Trip not found' }, { status: 404 });
    const updated = { ...trip, ...body };
    stored = { ...stored, plannedTrips: stored.plannedTrips.map((t) => (t.id === trip.id ? updated : t)) };
    return HttpResponse.json<Trip>(updated);
  }),
  http.delete<{ id: string }>('/api/me/trips/:id', ({ params }) => {
    stored = { ...stored, plannedTrips: stored.plannedTrips.filter((t) => t.id !== params.id) };
    return new HttpResponse(null, { status: 204 });
  }),
];
