import { afterEach, describe, expect, it } from 'vitest';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { buildTestApp, OWNER_ANSWERS, startFakeOwners, type AppOptions, type TestApp } from './helper.ts';

/** GET /api/me/export with the services that keep the rest of a user's data standing in over HTTP. */
describe('GET /api/me/export gathers what culinary, catalog and voting keep', () => {
  let sut: TestApp | undefined;
  let owners: Awaited<ReturnType<typeof startFakeOwners>> | undefined;
  afterEach(async () => {
    await sut?.close();
    await owners?.close();
    sut = owners = undefined;
  });

  async function start(fake: Awaited<ReturnType<typeof startFakeOwners>>, options: Omit<AppOptions, 'owners'> = {}) {
    owners = fake;
    sut = await buildTestApp({ owners: { culinary: fake.url, catalog: fake.url, voting: fake.url }, ...options });
    return sut;
  }

  it("adds their reviews, helpful marks, reports, suggested places, photos of places and votes, asked with the caller's token", async () => {
    const app = await start(await startFakeOwners());
    const user = await createEmulatorUser({ displayName: 'Phạm Thu' });
    const res = await app.get('/api/me/export', user.idToken);
    expect(res.status).toBe(200);
    const culinary = OWNER_ANSWERS['GET /api/reviews/mine/export'] as Record<string, unknown>;
    expect(res.body).toMatchObject({
      favorites: [],
      votesCast: 0,
      reviews: culinary.reviews,
      helpfulMarks: culinary.helpfulMarks,
      reports: culinary.reports,
      suggestedPlaces: culinary.suggestions,
      placePhotos: OWNER_ANSWERS['GET /api/locations/photos/mine'],
      votes: OWNER_ANSWERS['GET /api/votes/mine/all'],
    });
    expect(owners!.calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual([
      'GET /api/locations/photos/mine',
      'GET /api/reviews/mine/export',
      'GET /api/votes/mine/all',
    ]);
    for (const call of owners!.calls) expect(call.authorization).toBe(`Bearer ${user.idToken}`);
  });

  it.each([
    ['fails', (res: import('node:http').ServerResponse) => res.writeHead(500).end()],
    ['answers something else than the contract', (res: import('node:http').ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"reviews":"none"}')],
  ])('is 503, not a partial export, when one of them %s', async (_case, answer) => {
    const app = await start(
      await startFakeOwners((req, res) => {
        if (req.url === '/api/votes/mine/all') return answer(res);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(OWNER_ANSWERS[`${req.method} ${req.url}`]));
      }),
    );
    const user = await createEmulatorUser();
    const res = await app.get('/api/me/export', user.idToken);
    expect(res).toMatchObject({ status: 503, body: { statusCode: 503, message: 'Exporting your data is temporarily unavailable. Please try again.' } });
  });

  it('is 503 when one of them is too slow or unreachable', async () => {
    const app = await start(
      await startFakeOwners(() => {
        // Never answers: the call's own time limit ends it.
      }),
      { ownersTimeoutMs: 200 },
    );
    const user = await createEmulatorUser();
    expect((await app.get('/api/me/export', user.idToken)).status).toBe(503);
    await app.close();
    sut = await buildTestApp({ owners: { voting: 'http://127.0.0.1:1' } });
    expect((await sut.get('/api/me/export', user.idToken)).status).toBe(503);
  });
});
