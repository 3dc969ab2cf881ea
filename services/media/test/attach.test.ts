import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser, type EmulatorUser } from '@tn/kit/testing-auth';
import { bearer, buildTestApp, type TestMedia } from './helper.ts';
import { fileForm, png } from './images.ts';

let sut: TestMedia;
let owner: EmulatorUser;
let stranger: EmulatorUser;
beforeAll(async () => {
  sut = await buildTestApp();
  [owner, stranger] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
});
afterAll(() => sut.close());

async function uploadAs(user: EmulatorUser, width = 120) {
  const form = fileForm(await png(width, 90), 'a.png', 'image/png');
  const res = await sut.app.inject({ method: 'POST', url: '/api/media', payload: form.payload, headers: { ...form.headers, ...bearer(user.idToken) } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; url: string; variants: Record<string, string>; width: number; height: number }>();
}

// How another service (culinary, when a review names an imageId) calls it: the user's own token.
const attach = (id: string, user: EmulatorUser | null) =>
  sut.app.inject({ method: 'POST', url: `/api/media/${id}/attach`, headers: user ? bearer(user.idToken) : {} });

const attachedAt = async (id: string) =>
  (await sut.db.selectFrom('media.uploads').select('attachedAt').where('id', '=', id).executeTakeFirstOrThrow()).attachedAt;

describe('POST /api/media/{id}/attach', () => {
  it("marks the owner's upload attached and answers its description (id, display url, sizes)", async () => {
    const uploaded = await uploadAs(owner);
    expect(await attachedAt(uploaded.id)).toBeNull();
    const res = await attach(uploaded.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(uploaded);
    expect(Object.keys(uploaded.variants)).toEqual(['120']);
    const first = await attachedAt(uploaded.id);
    expect(first).toBeInstanceOf(Date);

    // Again (a retried review): the same answer, the first time kept.
    const again = await attach(uploaded.id.toUpperCase(), owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(uploaded);
    expect(await attachedAt(uploaded.id)).toEqual(first);
  });

  it("answers 404 for someone else's upload, exactly as for a missing one, and leaves it unattached", async () => {
    const uploaded = await uploadAs(owner);
    const theirs = await attach(uploaded.id, stranger);
    const missing = await attach(randomUUID(), stranger);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `No upload ${uploaded.id} of yours` });
    expect(await attachedAt(uploaded.id)).toBeNull();
  });

  it('answers 401 without a sign-in token', async () => {
    const uploaded = await uploadAs(owner);
    const res = await attach(uploaded.id, null);
    expect(res.statusCode).toBe(401);
    expect(await attachedAt(uploaded.id)).toBeNull();
  });

  it('answers 400 naming the id when it is not a UUID', async () => {
    const res = await attach('12; drop table media.uploads', owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id has an invalid format (expected an upload id (UUID))');
  });
});

const detach = (id: string, user: EmulatorUser | null) =>
  sut.app.inject({ method: 'POST', url: `/api/media/${id}/detach`, headers: user ? bearer(user.idToken) : {} });

describe('POST /api/media/{id}/detach', () => {
  it("lets go of the owner's upload, which the sweeper then removes like any unattached one", async () => {
    const uploaded = await uploadAs(owner);
    expect((await attach(uploaded.id, owner)).statusCode).toBe(200);
    const res = await detach(uploaded.id, owner);
    expect(res.statusCode).toBe(204);
    expect(await attachedAt(uploaded.id)).toBeNull();
    // Again: still 204 (a retried withdrawal).
    expect((await detach(uploaded.id, owner)).statusCode).toBe(204);

    const later = new Date(Date.now() + 25 * 3_600_000);
    await sut.sweeper.sweep(later);
    const left = await sut.db.selectFrom('media.uploads').select('id').where('id', '=', uploaded.id).executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it("answers 404 for someone else's upload and leaves it attached; 401 signed out", async () => {
    const uploaded = await uploadAs(owner);
    await attach(uploaded.id, owner);
    expect((await detach(uploaded.id, stranger)).statusCode).toBe(404);
    expect((await detach(uploaded.id, null)).statusCode).toBe(401);
    expect(await attachedAt(uploaded.id)).toBeInstanceOf(Date);
  });
});
