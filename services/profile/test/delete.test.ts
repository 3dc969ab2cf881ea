import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createEmulatorUser, type EmulatorUser } from '@tn/kit/testing-auth';
import { buildTestApp, startFakeOwners, type TestApp } from './helper.ts';

/** A user with something in every part of the dashboard, and two accepted votes. */
async function filledUser(sut: TestApp): Promise<EmulatorUser> {
  const user = await createEmulatorUser({ displayName: 'Phạm Thu' });
  const [a, b] = await sut.locationIds();
  await sut.put('/api/me/mood', { travelMood: 'nature' }, user.idToken);
  await sut.put(`/api/me/favorites/${a}`, undefined, user.idToken);
  await sut.put(`/api/me/visited/${b}`, undefined, user.idToken);
  await sut.post('/api/me/trips', { locationId: a, date: '2026-12-24' }, user.idToken);
  await sut.logVotes(user.uid, 2);
  return user;
}

async function storedRows(sut: TestApp, uid: string) {
  const count = async (table: string, column: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} = ${uid}`.execute(sut.db)).rows[0]!.n;
  return {
    users: await count('profile.users', 'uid'),
    favorites: await count('profile.favorites', 'user_id'),
    visited: await count('profile.visited', 'user_id'),
    trips: await count('profile.trips', 'user_id'),
    votes: await count('voting.vote_events', 'user_id'),
  };
}

describe('DELETE /api/me with culinary and catalog reachable', () => {
  let sut: TestApp;
  let owners: Awaited<ReturnType<typeof startFakeOwners>>;
  afterAll(async () => {
    await sut.close();
    await owners.close();
  });

  it("asks culinary and catalog to stop naming the caller, with their own token, then deletes their rows only", async () => {
    owners = await startFakeOwners();
    sut = await buildTestApp({ owners: { culinary: owners.url, catalog: owners.url } });
    const [leaving, staying] = [await filledUser(sut), await filledUser(sut)];

    const res = await sut.del('/api/me', leaving.idToken);
    expect(res.status).toBe(204);
    const authorization = `Bearer ${leaving.idToken}`;
    expect(owners.calls.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { method: 'POST', url: '/api/locations/photos/mine/anonymize', authorization },
      { method: 'POST', url: '/api/reviews/mine/anonymize', authorization },
    ]);
    // Accepted votes stay in the log; everything of profile's is gone.
    expect(await storedRows(sut, leaving.uid)).toEqual({ users: 0, favorites: 0, visited: 0, trips: 0, votes: 2 });
    expect(await storedRows(sut, staying.uid)).toEqual({ users: 1, favorites: 1, visited: 1, trips: 1, votes: 2 });

    // Signing in again starts an empty dashboard (the vote log still counts).
    const again = (await sut.get('/api/me', leaving.idToken)).body;
    expect(again).toMatchObject({ travelMood: null, favorites: [], visited: [], plannedTrips: [], counts: { visited: 0, favorites: 0, votesCast: 2 } });
  });
});

describe('DELETE /api/me when culinary or catalog cannot answer', () => {
  let sut: TestApp | undefined;
  let culinary: Awaited<ReturnType<typeof startFakeOwners>> | undefined;
  afterEach(async () => {
    await sut?.close();
    await culinary?.close();
    sut = culinary = undefined;
  });

  it.each(['/api/reviews/mine/anonymize', '/api/locations/photos/mine/anonymize'])('answers 503 and deletes nothing when %s fails', async (failing) => {
    culinary = await startFakeOwners((req, res) => {
      if (req.url === failing) return res.writeHead(500).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"anonymized":0}');
    });
    sut = await buildTestApp({ owners: { culinary: culinary.url, catalog: culinary.url } });
    const user = await filledUser(sut);
    const res = await sut.del('/api/me', user.idToken);
    expect(res).toMatchObject({ status: 503, body: { statusCode: 503, message: 'Deleting your data is temporarily unavailable. Please try again.' } });
    expect(await storedRows(sut, user.uid)).toEqual({ users: 1, favorites: 1, visited: 1, trips: 1, votes: 2 });
  });

  it('answers 503 and deletes nothing when culinary is unreachable or too slow', async () => {
    culinary = await startFakeOwners(() => {
      // Never answers: the call's own time limit ends it.
    });
    sut = await buildTestApp({ owners: { culinary: culinary.url }, ownersTimeoutMs: 200 });
    const user = await filledUser(sut);
    expect((await sut.del('/api/me', user.idToken)).status).toBe(503);
    expect((await storedRows(sut, user.uid)).users).toBe(1);
    await sut.close();
    sut = await buildTestApp({ owners: { culinary: 'http://127.0.0.1:1' } });
    const other = await filledUser(sut);
    expect((await sut.del('/api/me', other.idToken)).status).toBe(503);
    expect((await storedRows(sut, other.uid)).trips).toBe(1);
  });

  it('without CULINARY_URL and CATALOG_URL deletes the rows and skips the reviews and photos', async () => {
    sut = await buildTestApp();
    const user = await filledUser(sut);
    expect((await sut.del('/api/me', user.idToken)).status).toBe(204);
    expect(await storedRows(sut, user.uid)).toEqual({ users: 0, favorites: 0, visited: 0, trips: 0, votes: 2 });
  });
});
