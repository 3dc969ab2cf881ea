import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmulatorUser } from '@tn/kit/testing-auth';
import { buildTestApp, signIn, startFakeMedia, useTestApp } from './helper.ts';

const TEXT = 'Có ảnh minh họa món ăn này.';
// Upload ids are UUIDs (the media contract's MediaId).
const OWN1 = randomUUID();
const OWN2 = randomUUID();
const P1 = randomUUID();

/**
 * A review's photo is one of the caller's own uploads, attached through the media service over
 * HTTP. The media service is answered here by a small HTTP server on a free port, as the real
 * one answers (the two together are covered by the browser tests).
 */
describe('review photos through the media service', () => {
  let media: Awaited<ReturnType<typeof startFakeMedia>>;
  let mode: 'normal' | 'fail' | 'hang' | 'unsafe' | 'kept' = 'normal';
  beforeAll(async () => {
    media = await startFakeMedia((req, res) => {
      if (mode === 'fail') return void res.writeHead(500).end();
      if (mode === 'hang') return; // never answers
      // Another service keeps the upload (a place photo): media refuses another keeper.
      if (mode === 'kept') return void res.writeHead(409, { 'content-type': 'application/json' }).end('{"statusCode":409,"error":"Conflict","message":"kept by another service"}');
      if (mode === 'unsafe') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: P1, url: 'javascript:alert(1)' }));
      const match = /^\/api\/media\/([^/]+)\/attach$/.exec(req.url ?? '');
      // Media keeps ids as Postgres uuids: it answers them in lower case.
      const id = match && decodeURIComponent(match[1]!).toLowerCase();
      if (req.method !== 'POST' || !id || req.headers.authorization !== `Bearer ${media.uploads.get(id)}`) {
        return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"error":"Not Found","message":"no such upload"}');
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, url: `/media/${id}.webp` }));
    });
  });
  afterAll(() => media?.close());

  const sut = useTestApp(() => ({ mediaUrl: media.url, mediaTimeoutMs: 500 }));
  let owner: EmulatorUser;
  let other: EmulatorUser;
  let dishId: number;
  beforeAll(async () => {
    [owner, other] = await Promise.all([signIn(), signIn()]);
    media.uploads.set(OWN1, owner.idToken);
    media.uploads.set(OWN2, owner.idToken);
    dishId = await sut().dishId('banh-ngai');
  });
  const reviewsOf = async (user: EmulatorUser) =>
    sut().db.selectFrom('culinary.reviews').select(['id', 'imageId', 'imageUrl']).where('userId', '=', user.uid).execute();

  it("attaches the caller's own upload, forwarding their Authorization header and naming culinary as keeper", async () => {
    media.calls.length = 0;
    const res = await sut().post('/api/reviews', { dishId, rating: 5, content: TEXT, imageId: OWN1 }, owner.idToken);
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toBe(`/media/${OWN1}.webp`);
    expect(media.calls).toEqual([{ url: `/api/media/${OWN1}/attach`, authorization: `Bearer ${owner.idToken}`, body: '{"keeper":"culinary"}' }]);
    expect(await reviewsOf(owner)).toEqual([{ id: res.body.id, imageId: OWN1, imageUrl: `/media/${OWN1}.webp` }]);
  });

  it('an upload id in upper case is the same upload (media answers UUIDs in lower case)', async () => {
    const third = await signIn();
    const id = randomUUID();
    media.uploads.set(id, third.idToken);
    const res = await sut().post('/api/reviews', { dishId, rating: 4, content: TEXT, imageId: id.toUpperCase() }, third.idToken);
    expect(res).toMatchObject({ status: 201, body: { imageUrl: `/media/${id}.webp` } });
    expect((await reviewsOf(third))[0]!.imageId).toBe(id);
  });

  it("someone else's upload (media says 404) is 400 and nothing is written", async () => {
    const res = await sut().post('/api/reviews', { dishId, rating: 5, content: TEXT, imageId: OWN2 }, other.idToken);
    expect(res).toMatchObject({ status: 400, body: { message: 'imageId: not one of your uploads' } });
    expect(await reviewsOf(other)).toEqual([]);
  });

  it("an upload another service keeps (media says 409) is 409 and nothing is written", async () => {
    const user = await signIn();
    const id = randomUUID();
    media.uploads.set(id, user.idToken);
    mode = 'kept';
    try {
      const res = await sut().post('/api/reviews', { dishId, rating: 4, content: TEXT, imageId: id }, user.idToken);
      expect(res).toMatchObject({ status: 409, body: { message: 'imageId: this upload is already used elsewhere; upload the photo again' } });
    } finally {
      mode = 'normal';
    }
    expect(await reviewsOf(user)).toEqual([]);
  });

  it('media failing, hanging or answering an unusable address is 503 and nothing is written', async () => {
    for (const failure of ['fail', 'hang', 'unsafe'] as const) {
      mode = failure;
      media.uploads.set(P1, other.idToken);
      const started = Date.now();
      const res = await sut().post('/api/reviews', { dishId, rating: 4, content: TEXT, imageId: P1 }, other.idToken);
      mode = 'normal';
      expect(res.status, failure).toBe(503);
      expect(res.body.message, failure).toBe('imageId: photos cannot be attached right now; try again shortly');
      expect(Date.now() - started, failure).toBeLessThan(3_000);
      expect(await reviewsOf(other), failure).toEqual([]);
    }
  });

  it('the author changes or removes the photo with PATCH; a photo for a review not theirs is 403 first', async () => {
    const [review] = await reviewsOf(owner);
    media.calls.length = 0;
    const foreign = await sut().patch(`/api/reviews/${review!.id}`, { imageId: P1 }, other.idToken);
    expect(foreign.status).toBe(403);
    expect(media.calls).toEqual([]);
    const changed = await sut().patch(`/api/reviews/${review!.id}`, { imageId: OWN2 }, owner.idToken);
    expect(changed).toMatchObject({ status: 200, body: { imageUrl: `/media/${OWN2}.webp` } });
    const removed = await sut().patch(`/api/reviews/${review!.id}`, { imageId: null }, owner.idToken);
    expect(removed).toMatchObject({ status: 200, body: { imageUrl: null } });
    expect(await reviewsOf(owner)).toEqual([{ id: review!.id, imageId: null, imageUrl: null }]);
  });

  it('a second review of the same dish (409) or an unknown dish (404) is refused before any photo is attached', async () => {
    media.calls.length = 0;
    const res = await sut().post('/api/reviews', { dishId, rating: 3, content: TEXT, imageId: OWN1 }, owner.idToken);
    expect(res.status).toBe(409);
    const unknown = await sut().post('/api/reviews', { dishId: 999_999, rating: 3, content: TEXT, imageId: OWN1 }, other.idToken);
    expect(unknown.status).toBe(404);
    expect(media.calls).toEqual([]);
  });
});

describe('review photos with the media service unreachable', () => {
  it('answers 503 and writes nothing', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const sut = await buildTestApp({ mediaUrl: 'http://127.0.0.1:1' });
    try {
      const user = await signIn();
      const dishId = await sut.dishId('banh-ngai');
      const res = await sut.post('/api/reviews', { dishId, rating: 4, content: TEXT, imageId: randomUUID() }, user.idToken);
      expect(res).toMatchObject({ status: 503, body: { message: 'imageId: photos cannot be attached right now; try again shortly' } });
      expect(await sut.db.selectFrom('culinary.reviews').select('id').where('userId', '=', user.uid).execute()).toEqual([]);
    } finally {
      await sut.close();
    }
  });
});
