import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationIndexRow } from '@tn/contracts/read-models';
import type { EmulatorUser } from '@tn/kit/testing-auth';
import { signIn, signInEditor, startFakeMedia, useTestApp } from './helper.ts';

/**
 * Visitors' photos of places: pending until an editor approves them, then in Location.photos
 * with their credit and srcset, after the sourced ones until editors set the place's order (then
 * their cover leads); rejected ones never public; the author withdraws theirs (media lets go of
 * the file). The media service is answered by a small HTTP server here;
 * infra/test/community-photos.test.ts runs the real one.
 */
let media: Awaited<ReturnType<typeof startFakeMedia>>;
beforeAll(async () => {
  media = await startFakeMedia();
});
afterAll(() => media?.close());
const sut = useTestApp(() => ({ mediaUrl: media.url, mediaTimeoutMs: 500 }));

let visitor: EmulatorUser;
let other: EmulatorUser;
let anonymous: EmulatorUser;
let editor: EmulatorUser;
let place: { id: number; slug: string; photos: number };
beforeAll(async () => {
  [visitor, other, editor] = await Promise.all([signIn('Trần Thị Mai'), signIn('Lê Văn Bình'), signInEditor('Chị Biên Tập')]);
  anonymous = await signIn();
  const row = await sut().db.selectFrom('catalog.locations').select(['id', 'slug', 'photos']).where('slug', '=', 'ho-nui-coc').executeTakeFirstOrThrow();
  place = { id: row.id, slug: row.slug, photos: row.photos.length };
});

const add = (user: EmulatorUser, body: object, locationId = place.id) =>
  sut().call('POST', `/api/locations/${locationId}/photos`, user.idToken, body);
const addOwn = (user: EmulatorUser, licence = 'CC-BY-4.0') => add(user, { uploadId: media.upload(user), licence, ownWork: true });
const decide = (photoId: number, body: object, token = editor.idToken) =>
  sut().call('POST', `/api/locations/moderation/photos/${photoId}/decision`, token, body);
const publicPhotos = async () => (await sut().get(`/api/locations/slug/${place.slug}`)).body.photos as { url: string }[];
const mine = (user: EmulatorUser) => sut().call('GET', `/api/locations/${place.id}/photos/mine`, user.idToken);

describe('a photo from upload to the gallery', () => {
  it('is pending, seen only by its author and editors; approved, it follows the sourced photos with its credit and srcset', async () => {
    const before = await publicPhotos();
    const res = await add(visitor, { uploadId: media.upload(visitor), licence: 'CC-BY-4.0', ownWork: true, caption: '  Hồ lúc bình minh ' });
    expect(res.status).toBe(201);
    const photo = res.body;
    expect(photo).toMatchObject({
      locationId: place.id,
      author: 'Trần Thị Mai',
      licence: 'CC-BY-4.0',
      caption: 'Hồ lúc bình minh',
      status: 'pending',
      reason: null,
      position: null,
      isCover: false,
      width: 1600,
      height: 1200,
    });
    expect(photo.url).toMatch(/^\/media\/[0-9a-f]{64}-800\.webp$/);
    expect(photo.srcset).toMatch(/^\/media\/[0-9a-f]{64}-320\.webp 320w, \/media\/\S+-800\.webp 800w, \/media\/\S+-1600\.webp 1600w$/);

    // Not public yet; the author sees it, marked pending; another visitor sees none of it.
    expect(await publicPhotos()).toEqual(before);
    expect((await mine(visitor)).body).toEqual([photo]);
    expect((await mine(other)).body).toEqual([]);
    const queue = await sut().call('GET', '/api/locations/moderation/photos', editor.idToken);
    expect(queue.body).toContainEqual({ ...photo, location: { id: place.id, slug: place.slug, name: expect.any(String), nameVi: expect.any(String) } });

    const approved = await decide(photo.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: photo.id, status: 'approved', position: 1, isCover: true, reason: null });

    const after = await publicPhotos();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after[before.length]).toEqual({
      url: photo.url,
      author: 'Trần Thị Mai',
      licence: 'CC BY 4.0',
      sourceUrl: photo.srcset.match(/(\S+-1600\.webp)/)![1],
      srcset: photo.srcset,
      width: 1600,
      height: 1200,
    });
    // The list carries it too (cards, hero).
    const listed = (await sut().get('/api/locations')).body.find((l: { id: number }) => l.id === place.id);
    expect(listed.photos).toEqual(after);

    // Deciding again: 409, nothing changes.
    expect((await decide(photo.id, { decision: 'reject', reason: 'Đổi ý' })).status).toBe(409);
    expect(await publicPhotos()).toEqual(after);
  });

  it('a rejected photo is never public; its author sees it with the reason', async () => {
    const before = await publicPhotos();
    const { body: photo } = await addOwn(other, 'CC0-1.0');
    const refused = await decide(photo.id, { decision: 'reject', reason: '   ' });
    expect(refused).toMatchObject({ status: 400, body: { message: 'reason is required to reject' } });

    const rejected = await decide(photo.id, { decision: 'reject', reason: 'Ảnh không phải của địa điểm này' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Ảnh không phải của địa điểm này', position: null });
    expect(await publicPhotos()).toEqual(before);
    expect((await mine(other)).body).toContainEqual(expect.objectContaining({ id: photo.id, status: 'rejected' }));
    expect((await sut().call('GET', '/api/locations/moderation/photos?status=rejected', editor.idToken)).body.map((p: { id: number }) => p.id)).toContain(photo.id);
    expect((await decide(photo.id, { decision: 'approve' })).status).toBe(409);
  });

  it('the credit never names the email: an account without a display name is "Visitor"', async () => {
    const { body } = await addOwn(anonymous);
    expect(body.author).toBe('Visitor');
  });
});

describe("a visitor's photos of every place (what an export of their data holds)", () => {
  it('GET /api/locations/photos/mine: every photo of the caller, of any place and status, newest first; nobody else\'s', async () => {
    const author = await signIn('Đỗ Hải');
    const hills = await sut().db.selectFrom('catalog.locations').select('id').where('slug', '=', 'doi-che-tan-cuong').executeTakeFirstOrThrow();
    const { body: first } = await addOwn(author);
    const { body: second } = await add(author, { uploadId: media.upload(author), licence: 'CC0-1.0', ownWork: true }, hills.id);
    await decide(first.id, { decision: 'reject', reason: 'Mờ' });
    await addOwn(other);

    const res = await sut().call('GET', '/api/locations/photos/mine', author.idToken);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number; locationId: number; status: string; reason: string | null }) => [p.id, p.locationId, p.status, p.reason])).toEqual([
      [second.id, hills.id, 'pending', null],
      [first.id, place.id, 'rejected', 'Mờ'],
    ]);
    expect((await sut().call('GET', '/api/locations/photos/mine')).status).toBe(401);
  });
});

describe('adding a photo: bad input', () => {
  it('answers 400 naming the field, 404 for an unknown place, 401 signed out; nothing is written', async () => {
    const count = async () => (await sut().db.selectFrom('catalog.community_photos').select('id').execute()).length;
    const start = await count();
    const uploadId = media.upload(visitor);
    expect((await add(visitor, { uploadId, licence: 'CC-BY-4.0', ownWork: false })).body.message).toMatch(/ownWork/);
    expect((await add(visitor, { uploadId, licence: 'CC-BY-4.0' })).body.message).toMatch(/ownWork/);
    expect((await add(visitor, { uploadId, licence: 'all rights reserved', ownWork: true })).body.message).toMatch(/licence/);
    expect((await add(visitor, { uploadId: 'abc', licence: 'CC0-1.0', ownWork: true })).body.message).toMatch(/uploadId/);
    expect((await add(visitor, { uploadId, licence: 'CC0-1.0', ownWork: true, caption: 'x'.repeat(201) })).body.message).toMatch(/caption/);
    // Someone else's upload: media says 404; the answer names uploadId.
    const theirs = await add(other, { uploadId, licence: 'CC0-1.0', ownWork: true });
    expect(theirs).toMatchObject({ status: 400, body: { message: 'uploadId: not one of your uploads' } });
    expect((await add(visitor, { uploadId, licence: 'CC0-1.0', ownWork: true }, 999_999)).status).toBe(404);
    expect((await sut().call('POST', `/api/locations/${place.id}/photos`, undefined, { uploadId, licence: 'CC0-1.0', ownWork: true })).status).toBe(401);
    expect(await count()).toBe(start);

    // The same upload twice: 409.
    expect((await add(visitor, { uploadId, licence: 'CC0-1.0', ownWork: true })).status).toBe(201);
    expect((await add(visitor, { uploadId, licence: 'CC0-1.0', ownWork: true })).status).toBe(409);
  });

  it("an upload another service keeps (a review's photo) is 409, sent with catalog as keeper; nothing written", async () => {
    const count = async () => (await sut().db.selectFrom('catalog.community_photos').select('id').execute()).length;
    const start = await count();
    const uploadId = media.upload(visitor, 'culinary');
    media.calls.length = 0;
    const res = await add(visitor, { uploadId, licence: 'CC0-1.0', ownWork: true });
    expect(res).toMatchObject({ status: 409, body: { message: 'uploadId: this upload is already used elsewhere; upload the photo again' } });
    expect(media.calls).toEqual([`POST /api/media/${uploadId}/attach {"keeper":"catalog"}`]);
    expect(media.uploads.get(uploadId)).toMatchObject({ keeper: 'culinary', detached: false });
    expect(await count()).toBe(start);
  });

  it('media down: 503 and nothing written', async () => {
    const uploadId = media.upload(visitor);
    media.setDown(true);
    try {
      expect((await add(visitor, { uploadId, licence: 'CC0-1.0', ownWork: true })).status).toBe(503);
    } finally {
      media.setDown(false);
    }
    const rows = await sut().db.selectFrom('catalog.community_photos').select('id').where('uploadId', '=', uploadId).execute();
    expect(rows).toEqual([]);
  });
});

describe('withdrawing a photo', () => {
  it('the author withdraws it, whatever its status: gone from everywhere and released in media', async () => {
    const { body: photo } = await addOwn(visitor);
    await decide(photo.id, { decision: 'approve' });
    expect((await publicPhotos()).map((p) => p.url)).toContain(photo.url);
    const uploadId = (await sut().db.selectFrom('catalog.community_photos').select('uploadId').where('id', '=', photo.id).executeTakeFirstOrThrow()).uploadId;

    expect((await sut().call('DELETE', `/api/locations/${place.id}/photos/${photo.id}`, other.idToken)).status).toBe(403);
    expect((await sut().call('DELETE', `/api/locations/${place.id}/photos/${photo.id}`)).status).toBe(401);
    expect((await sut().call('DELETE', `/api/locations/${place.id + 1}/photos/${photo.id}`, visitor.idToken)).status).toBe(404);
    expect(media.uploads.get(uploadId)!.detached).toBe(false);

    const res = await sut().call('DELETE', `/api/locations/${place.id}/photos/${photo.id}`, visitor.idToken);
    expect(res.status).toBe(204);
    expect((await publicPhotos()).map((p) => p.url)).not.toContain(photo.url);
    expect((await mine(visitor)).body.map((p: { id: number }) => p.id)).not.toContain(photo.id);
    expect(media.uploads.get(uploadId)!.detached).toBe(true);
    expect((await sut().call('DELETE', `/api/locations/${place.id}/photos/${photo.id}`, visitor.idToken)).status).toBe(404);
  });

  it('a pending photo too; with media down nothing changes (503)', async () => {
    const { body: photo } = await addOwn(other);
    media.setDown(true);
    try {
      expect((await sut().call('DELETE', `/api/locations/${place.id}/photos/${photo.id}`, other.idToken)).status).toBe(503);
    } finally {
      media.setDown(false);
    }
    expect((await mine(other)).body.map((p: { id: number }) => p.id)).toContain(photo.id);
    expect((await sut().call('DELETE', `/api/locations/${place.id}/photos/${photo.id}`, other.idToken)).status).toBe(204);
  });
});

describe("the editors' order", () => {
  // The tea hills have a sourced (Commons) photo: the case where the editors' cover must win.
  let hills: { id: number; slug: string; sourced: { url: string }[] };
  beforeAll(async () => {
    const row = await sut().db.selectFrom('catalog.locations').select(['id', 'slug', 'photos']).where('slug', '=', 'doi-che-tan-cuong').executeTakeFirstOrThrow();
    hills = { id: row.id, slug: row.slug, sourced: row.photos };
    expect(hills.sourced.length).toBeGreaterThan(0);
  });
  const order = (photoIds: number[], token = editor.idToken) =>
    sut().call('PUT', `/api/locations/moderation/places/${hills.id}/photo-order`, token, { photoIds });
  const addApproved = async () => {
    const { body } = await add(visitor, { uploadId: media.upload(visitor), licence: 'CC0-1.0', ownWork: true }, hills.id);
    await decide(body.id, { decision: 'approve' });
    return body as { id: number; url: string };
  };
  /** The gallery (detail page, hero), the list's photos (cards) and the published index's cover. */
  const shown = async () => {
    const gallery = ((await sut().get(`/api/locations/slug/${hills.slug}`)).body.photos as { url: string }[]).map((p) => p.url);
    const card = ((await sut().get('/api/locations')).body.find((l: { id: number }) => l.id === hills.id).photos as { url: string }[]).map((p) => p.url);
    const indexCover = await sut()
      .db.transaction()
      .execute(async (trx) => {
        await sql`set local role voting`.execute(trx);
        return (await sql<LocationIndexRow>`select photo from catalog.location_index where id = ${hills.id}`.execute(trx)).rows[0]!.photo?.url;
      });
    return { gallery, card, indexCover };
  };
  const coverFlags = async () =>
    Object.fromEntries(
      ((await sut().call('GET', `/api/locations/${hills.id}/photos/mine`, visitor.idToken)).body as { id: number; isCover: boolean }[]).map((p) => [p.id, p.isCover]),
    );

  it("sets the order of the approved photos; on a place with a sourced photo the editors' cover becomes the place's cover", async () => {
    const sourced = hills.sourced.map((p) => p.url);
    const photos = [await addApproved(), await addApproved(), await addApproved()];
    const ids = photos.map((p) => p.id);
    const urlOf = new Map(photos.map((p) => [p.id, p.url]));
    const pending = (await add(visitor, { uploadId: media.upload(visitor), licence: 'CC0-1.0', ownWork: true }, hills.id)).body;

    // No order set yet: the sourced photo stays the cover, as before; no visitor's photo is called the cover.
    expect(await shown()).toEqual({ gallery: [...sourced, ...photos.map((p) => p.url)], card: [...sourced, ...photos.map((p) => p.url)], indexCover: sourced[0] });
    expect(await coverFlags()).toEqual({ [ids[0]!]: false, [ids[1]!]: false, [ids[2]!]: false, [pending.id]: false });

    // Not every approved photo, one twice, or a pending one: 400 naming photoIds; nothing logged.
    const logLength = async () => (await sut().call('GET', '/api/locations/moderation/log', editor.idToken)).body.length;
    const loggedBefore = await logLength();
    for (const wrong of [[ids[0]!, ids[1]!], [ids[0]!, ids[1]!, ids[1]!], [ids[0]!, ids[1]!, ids[2]!, pending.id]]) {
      expect((await order(wrong)).body.message).toMatch(/^photoIds /);
    }
    expect((await sut().call('PUT', '/api/locations/moderation/places/999999/photo-order', editor.idToken, { photoIds: ids })).status).toBe(404);
    expect(await logLength()).toBe(loggedBefore);
    expect(await shown()).toEqual({ gallery: [...sourced, ...photos.map((p) => p.url)], card: [...sourced, ...photos.map((p) => p.url)], indexCover: sourced[0] });

    const res = await order([ids[2]!, ids[0]!, ids[1]!]);
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number; position: number; isCover: boolean }) => [p.id, p.position, p.isCover])).toEqual([
      [ids[2], 1, true],
      [ids[0], 2, false],
      [ids[1], 3, false],
    ]);
    // The editors' cover leads the gallery, the hero and the cards and is the index's cover; the sourced photos follow.
    const ordered = [urlOf.get(ids[2]!), urlOf.get(ids[0]!), urlOf.get(ids[1]!)];
    expect(await shown()).toEqual({ gallery: [...ordered, ...sourced], card: [...ordered, ...sourced], indexCover: ordered[0] });
    expect((await coverFlags())[ids[2]!]).toBe(true);

    // The audit log records it: who, what (the place and its new order), when.
    const [entry] = (await sut().call('GET', '/api/locations/moderation/log', editor.idToken)).body;
    expect(entry).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      editorUid: editor.uid,
      editorName: 'Chị Biên Tập',
      subject: 'place',
      subjectId: hills.id,
      decision: 'reorder',
      reason: null,
      photoIds: [ids[2], ids[0], ids[1]],
      subjectName: 'Tân Cương tea hills',
      subjectNameVi: 'Đồi chè Tân Cương',
    });
    expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);

    // A photo approved later joins the visitors' photos, still ahead of the sourced ones.
    const later = await addApproved();
    expect((await shown()).gallery).toEqual([...ordered, later.url, ...sourced]);

    // The cover is withdrawn: the next one becomes the place's cover.
    await sut().call('DELETE', `/api/locations/${hills.id}/photos/${ids[2]}`, visitor.idToken);
    expect((await coverFlags())[ids[0]!]).toBe(true);
    expect(await shown()).toEqual({ gallery: [...ordered.slice(1), later.url, ...sourced], card: [...ordered.slice(1), later.url, ...sourced], indexCover: ordered[1] });

    // Every approved photo withdrawn: the sourced cover is back, and the order goes with them, so
    // a photo approved afterwards follows the sourced ones until an editor chooses again.
    for (const id of [ids[0]!, ids[1]!, later.id]) await sut().call('DELETE', `/api/locations/${hills.id}/photos/${id}`, visitor.idToken);
    expect(await shown()).toEqual({ gallery: sourced, card: sourced, indexCover: sourced[0] });
    const afterwards = await addApproved();
    expect((await shown()).gallery).toEqual([...sourced, afterwards.url]);
    expect((await coverFlags())[afterwards.id]).toBe(false);
  });
});

describe('the audit log', () => {
  it('records who, what, when and why of every decision, newest first', async () => {
    const { body: a } = await addOwn(visitor);
    const { body: b } = await addOwn(visitor);
    await decide(a.id, { decision: 'approve', reason: 'Đẹp' });
    await decide(b.id, { decision: 'reject', reason: 'Mờ' });
    // Each names the place the photo shows, as it was then: still named once the photo is withdrawn.
    const names = { subjectName: 'Núi Cốc Reservoir', subjectNameVi: 'Hồ Núi Cốc' };
    expect((await sut().call('DELETE', `/api/locations/${place.id}/photos/${a.id}`, visitor.idToken)).status).toBe(204);
    const log = (await sut().call('GET', '/api/locations/moderation/log', editor.idToken)).body;
    expect(log.slice(0, 2)).toEqual([
      { id: expect.any(Number), at: expect.any(String), editorUid: editor.uid, editorName: 'Chị Biên Tập', subject: 'photo', subjectId: b.id, decision: 'reject', reason: 'Mờ', ...names },
      { id: expect.any(Number), at: expect.any(String), editorUid: editor.uid, editorName: 'Chị Biên Tập', subject: 'photo', subjectId: a.id, decision: 'approve', reason: 'Đẹp', ...names },
    ]);
    expect(Math.abs(Date.parse(log[0].at) - Date.now())).toBeLessThan(60_000);
  });

  it('a refused decision writes no entry', async () => {
    const { body: photo } = await addOwn(visitor);
    const before = (await sut().call('GET', '/api/locations/moderation/log', editor.idToken)).body.length;
    await decide(photo.id, { decision: 'reject' });
    await decide(999_999, { decision: 'approve' });
    expect((await sut().call('GET', '/api/locations/moderation/log', editor.idToken)).body.length).toBe(before);
  });
});

describe('cards of a place without a sourced photo', () => {
  it("the published index's cover is the editors' cover among visitors' photos", async () => {
    const baBe = await sut().db.selectFrom('catalog.locations').select(['id', 'slug']).where('slug', '=', 'ho-ba-be').executeTakeFirstOrThrow();
    const cover = async () =>
      sut()
        .db.transaction()
        .execute(async (trx) => {
          // Read as voting reads it: under its role, which may see only the view.
          await sql`set local role voting`.execute(trx);
          return (await sql<LocationIndexRow>`select photo from catalog.location_index where slug = 'ho-ba-be'`.execute(trx)).rows[0]!.photo;
        });
    expect(await cover()).toBeNull();
    const { body: photo } = await add(visitor, { uploadId: media.upload(visitor), licence: 'CC0-1.0', ownWork: true }, baBe.id);
    expect(await cover()).toBeNull();
    await decide(photo.id, { decision: 'approve' });
    expect(await cover()).toMatchObject({ url: photo.url, author: 'Trần Thị Mai', licence: 'CC0', srcset: photo.srcset });
  });
});

describe('authorization of every moderation route', () => {
  type Photo = { id: number; locationId: number };
  /** The place's approved photos, in their order: a valid photo-order body. */
  const approvedIds = async (locationId: number) =>
    (await sut().db.selectFrom('catalog.community_photos').select('id').where('locationId', '=', locationId).where('status', '=', 'approved').orderBy('position').execute()).map(
      (row) => row.id,
    );
  const orderSet = async (locationId: number) =>
    (await sut().db.selectFrom('catalog.photo_orders').select('locationId').where('locationId', '=', locationId).executeTakeFirst()) !== undefined;

  const routes: [method: 'GET' | 'POST' | 'PUT', path: string, payload: (photo: Photo) => Promise<object | undefined>][] = [
    ['GET', '/api/locations/moderation/photos', async () => undefined],
    ['GET', '/api/locations/moderation/log', async () => undefined],
    ['POST', '/api/locations/moderation/photos/PHOTO/decision', async () => ({ decision: 'approve' })],
    [
      'PUT',
      '/api/locations/moderation/places/PLACE/photo-order',
      // A valid body: the place's approved photos, this one (approved first) made the cover.
      async (photo) => {
        await decide(photo.id, { decision: 'approve' });
        return { photoIds: [photo.id, ...(await approvedIds(photo.locationId)).filter((id) => id !== photo.id)] };
      },
    ],
  ];

  it.each(routes)('%s %s: signed out 401, visitor 403, editor 200', async (method, path, prepare) => {
    const { body: photo } = await addOwn(visitor);
    const payload = await prepare(photo);
    const url = path.replace('PHOTO', String(photo.id)).replace('PLACE', String(photo.locationId));
    const statusBefore = (await mine(visitor)).body.find((p: { id: number }) => p.id === photo.id).status;
    const orderBefore = await approvedIds(photo.locationId);
    const orderWasSet = await orderSet(photo.locationId);
    expect((await sut().call(method, url, undefined, payload)).status).toBe(401);
    expect((await sut().call(method, url, visitor.idToken, payload)).status).toBe(403);
    // The refusals changed nothing: the photo's status, the place's order.
    expect((await mine(visitor)).body.find((p: { id: number }) => p.id === photo.id).status).toBe(statusBefore);
    expect(await approvedIds(photo.locationId)).toEqual(orderBefore);
    expect(await orderSet(photo.locationId)).toBe(orderWasSet);

    const asEditor = await sut().call(method, url, editor.idToken, payload);
    expect(asEditor.status, JSON.stringify(asEditor.body)).toBe(200);
    if (method === 'PUT') {
      expect(asEditor.body[0]).toMatchObject({ id: photo.id, position: 1, isCover: true });
      expect(await orderSet(photo.locationId)).toBe(true);
    }
  });

  it('GET /api/locations/{id}/photos/mine: signed out 401', async () => {
    const res = await sut().call('GET', `/api/locations/${place.id}/photos/mine`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401 });
  });
});

describe('a visitor who deletes their data', () => {
  it('POST /api/locations/photos/mine/anonymize: their photos stay, credited to "Visitor", still theirs to withdraw; nobody else\'s change', async () => {
    const leaving = await signIn('Người Rời Đi');
    const { body: approved } = await addOwn(leaving);
    await decide(approved.id, { decision: 'approve' });
    const { body: pending } = await addOwn(leaving);
    const { body: others } = await addOwn(other);
    expect((await sut().call('POST', '/api/locations/photos/mine/anonymize')).status).toBe(401);

    expect(await sut().call('POST', '/api/locations/photos/mine/anonymize', leaving.idToken)).toMatchObject({ status: 200, body: { anonymized: 2 } });
    const credits = (await publicPhotos()) as { url: string; author: string }[];
    expect(credits.find((p) => p.url === approved.url)?.author).toBe('Visitor');
    expect(((await mine(leaving)).body as { id: number; author: string }[]).map((p) => p.author)).toEqual(['Visitor', 'Visitor']);
    expect(((await mine(other)).body as { id: number; author: string }[]).find((p) => p.id === others.id)?.author).toBe('Lê Văn Bình');
    // Again: nothing more to change. And the photo is still theirs to take back.
    expect((await sut().call('POST', '/api/locations/photos/mine/anonymize', leaving.idToken)).body).toEqual({ anonymized: 0 });
    expect((await sut().call('DELETE', `/api/locations/${place.id}/photos/${pending.id}`, leaving.idToken)).status).toBe(204);
  });
});
