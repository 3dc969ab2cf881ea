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

// How another service calls it: the user's own token, and its own name as keeper (culinary for
// a review's photo, catalog for a place's).
const attach = (id: string, user: EmulatorUser | null, keeper: string | null = 'culinary') =>
  sut.app.inject({
    method: 'POST',
    url: `/api/media/${id}/attach`,
    headers: user ? bearer(user.idToken) : {},
    ...(keeper === null ? {} : { payload: { keeper } }),
  });
const detach = (id: string, user: EmulatorUser | null, keeper: string | null = 'culinary') =>
  sut.app.inject({
    method: 'POST',
    url: `/api/media/${id}/detach`,
    headers: user ? bearer(user.idToken) : {},
    ...(keeper === null ? {} : { payload: { keeper } }),
  });

const stored = async (id: string) =>
  sut.db.selectFrom('media.uploads').select(['attachedAt', 'keeper']).where('id', '=', id).executeTakeFirstOrThrow();
const attachedAt = async (id: string) => (await stored(id)).attachedAt;

describe('POST /api/media/{id}/attach', () => {
  it("marks the owner's upload attached by its keeper and answers its description (id, display url, sizes)", async () => {
    const uploaded = await uploadAs(owner);
    expect(await stored(uploaded.id)).toEqual({ attachedAt: null, keeper: null });
    const res = await attach(uploaded.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(uploaded);
    expect(Object.keys(uploaded.variants)).toEqual(['120']);
    const first = await attachedAt(uploaded.id);
    expect(first).toBeInstanceOf(Date);
    expect((await stored(uploaded.id)).keeper).toBe('culinary');

    // Again by the same keeper (a retried review): the same answer, the first time kept.
    const again = await attach(uploaded.id.toUpperCase(), owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(uploaded);
    expect(await stored(uploaded.id)).toEqual({ attachedAt: first, keeper: 'culinary' });
  });

  it("another keeper's attach is 409 and changes nothing: a review's photo cannot become a place's", async () => {
    const uploaded = await uploadAs(owner);
    expect((await attach(uploaded.id, owner, 'culinary')).statusCode).toBe(200);
    const before = await stored(uploaded.id);
    const res = await attach(uploaded.id, owner, 'catalog');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: `Upload ${uploaded.id} is already kept by another service` });
    expect(await stored(uploaded.id)).toEqual(before);
  });

  it('two keepers attaching at once: one keeps it, the other is refused', async () => {
    const uploaded = await uploadAs(owner);
    const answers = await Promise.all([attach(uploaded.id, owner, 'culinary'), attach(uploaded.id, owner, 'catalog')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? 'culinary' : 'catalog';
    expect((await stored(uploaded.id)).keeper).toBe(winner);
  });

  it("answers 404 for someone else's upload, exactly as for a missing one, and leaves it unattached", async () => {
    const uploaded = await uploadAs(owner);
    const theirs = await attach(uploaded.id, stranger);
    const missing = await attach(randomUUID(), stranger);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `No upload ${uploaded.id} of yours` });
    expect(await stored(uploaded.id)).toEqual({ attachedAt: null, keeper: null });
    // Someone else's upload another service keeps: still 404, never 409 (nothing is confirmed to strangers).
    await attach(uploaded.id, owner, 'culinary');
    expect((await attach(uploaded.id, stranger, 'catalog')).statusCode).toBe(404);
  });

  it('answers 401 without a sign-in token', async () => {
    const uploaded = await uploadAs(owner);
    const res = await attach(uploaded.id, null);
    expect(res.statusCode).toBe(401);
    expect(await attachedAt(uploaded.id)).toBeNull();
  });

  it('answers 400 naming the id when it is not a UUID, and naming keeper without a usable one', async () => {
    const res = await attach('12; drop table media.uploads', owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('id has an invalid format (expected an upload id (UUID))');
    const uploaded = await uploadAs(owner);
    for (const keeper of [null, '', 'Catalog', 'x'.repeat(41)]) {
      const refused = await attach(uploaded.id, owner, keeper);
      expect(refused.statusCode, String(keeper)).toBe(400);
      if (keeper !== null) expect(refused.json().message, keeper).toMatch(/keeper/);
    }
    expect(await stored(uploaded.id)).toEqual({ attachedAt: null, keeper: null });
  });
});

describe('POST /api/media/{id}/detach', () => {
  it("lets go of the owner's upload for its keeper, which the sweeper then removes like any unattached one", async () => {
    const uploaded = await uploadAs(owner);
    expect((await attach(uploaded.id, owner, 'catalog')).statusCode).toBe(200);
    const res = await detach(uploaded.id, owner, 'catalog');
    expect(res.statusCode).toBe(204);
    expect(await stored(uploaded.id)).toEqual({ attachedAt: null, keeper: null });
    // Again: still 204 (a retried withdrawal).
    expect((await detach(uploaded.id, owner, 'catalog')).statusCode).toBe(204);

    const later = new Date(Date.now() + 25 * 3_600_000);
    await sut.sweeper.sweep(later);
    const left = await sut.db.selectFrom('media.uploads').select('id').where('id', '=', uploaded.id).executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it("another keeper's detach is 409 and changes nothing: the keeper's photo is never swept", async () => {
    const uploaded = await uploadAs(owner);
    await attach(uploaded.id, owner, 'culinary');
    const before = await stored(uploaded.id);
    const res = await detach(uploaded.id, owner, 'catalog');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: `Upload ${uploaded.id} is kept by another service: nothing changed` });
    expect(await stored(uploaded.id)).toEqual(before);
    await sut.sweeper.sweep(new Date(Date.now() + 25 * 3_600_000));
    expect(await stored(uploaded.id)).toEqual(before);
  });

  it("answers 404 for someone else's upload and leaves it attached; 401 signed out; 400 without a keeper", async () => {
    const uploaded = await uploadAs(owner);
    await attach(uploaded.id, owner);
    expect((await detach(uploaded.id, stranger)).statusCode).toBe(404);
    expect((await detach(uploaded.id, null)).statusCode).toBe(401);
    expect((await detach(uploaded.id, owner, null)).statusCode).toBe(400);
    expect(await stored(uploaded.id)).toEqual({ attachedAt: expect.any(Date), keeper: 'culinary' });
  });
});
