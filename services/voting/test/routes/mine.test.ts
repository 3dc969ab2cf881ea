import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { bearer, createTestContext, vote, type TestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;
let app: TestApp;
let locations: { id: number; slug: string; name: string; nameVi: string | null }[];

type Mine = {
  id: number;
  votedAt: string;
  winningLocation: { id: number; slug: string; name: string; nameVi: string | null };
  losingLocation: { id: number; slug: string; name: string; nameVi: string | null };
}[];

beforeAll(async () => {
  ctx = await createTestContext('voting-mine');
  app = ctx.app({ votesPerWeek: 50 });
  locations = await ctx.db
    .selectFrom('catalog.location_index')
    .select(['id', 'slug', 'name', 'nameVi'])
    .where('retired', '=', false)
    .orderBy('id')
    .execute();
});
afterAll(() => ctx.close());

const mine = (token?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/votes/mine', headers: { ...(token ? bearer(token) : {}), ...headers } });

describe('GET /api/votes/mine', () => {
  it('is 401 without a token or with a bad one', async () => {
    expect((await mine()).statusCode).toBe(401);
    expect((await mine('not-a-token')).statusCode).toBe(401);
  });

  it('answers each user only their own votes, newest first, at most 10', async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    expect((await mine(alice.idToken)).json()).toEqual([]);

    const aliceCast: [number, number][] = [];
    for (let i = 0; i < 12; i++) {
      const pair = { winningLocationId: locations[i]!.id, losingLocationId: locations[i + 1]!.id };
      expect((await vote(app, alice.idToken, pair)).statusCode).toBe(200);
      aliceCast.push([pair.winningLocationId, pair.losingLocationId]);
      // Bob votes in between, the other way round.
      if (i % 4 === 0) {
        expect((await vote(app, bob.idToken, { winningLocationId: pair.losingLocationId, losingLocationId: pair.winningLocationId })).statusCode).toBe(200);
      }
    }
    // Refused votes are not listed.
    await vote(app, alice.idToken, { winningLocationId: locations[0]!.id, losingLocationId: locations[0]!.id });

    const res = await mine(alice.idToken);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Mine;
    expect(body).toHaveLength(10);
    expect(body.map((v) => [v.winningLocation.id, v.losingLocation.id])).toEqual(aliceCast.slice(-10).reverse());
    const aliceEvents = await ctx.events(alice.uid);
    expect(body.map((v) => v.id)).toEqual(aliceEvents.slice(-10).reverse().map((e) => e.id));
    const times = body.map((v) => Date.parse(v.votedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = aliceEvents.at(-1)!;
    const winner = locations.find((l) => l.id === newest.winningLocationId)!;
    const loser = locations.find((l) => l.id === newest.losingLocationId)!;
    expect(body[0]).toEqual({
      id: newest.id,
      votedAt: newest.votedAt.toISOString(),
      outcome: 'win',
      winningLocation: { id: winner.id, slug: winner.slug, name: winner.name, nameVi: winner.nameVi },
      losingLocation: { id: loser.id, slug: loser.slug, name: loser.name, nameVi: loser.nameVi },
    });

    const bobBody = (await mine(bob.idToken)).json() as Mine;
    const bobEvents = await ctx.events(bob.uid);
    expect(bobEvents).toHaveLength(3);
    expect(bobBody.map((v) => v.id)).toEqual(bobEvents.map((e) => e.id).reverse());
    expect(bobBody.map((v) => [v.winningLocation.id, v.losingLocation.id])).toEqual(
      [8, 4, 0].map((i) => [locations[i + 1]!.id, locations[i]!.id]),
    );
    expect(bobBody.some((v) => aliceEvents.some((e) => e.id === v.id))).toBe(false);
  });

  it('takes the identity from the token only, not from a query or header', async () => {
    const [carol, dave] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    expect((await vote(app, dave.idToken, { winningLocationId: locations[0]!.id, losingLocationId: locations[1]!.id })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: `/api/votes/mine?userId=${dave.uid}&uid=${dave.uid}`, headers: { ...bearer(carol.idToken), 'x-user-id': dave.uid } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('still names a place retired after the vote', async () => {
    const user = await createEmulatorUser();
    const [retired, other] = [locations[20] ?? locations.at(-2)!, locations[21] ?? locations.at(-1)!];
    expect((await vote(app, user.idToken, { winningLocationId: retired.id, losingLocationId: other.id })).statusCode).toBe(200);
    await sql`update catalog.locations set retired_at = now() where id = ${retired.id}`.execute(ctx.db);
    const body = (await mine(user.idToken)).json() as Mine;
    expect(body).toHaveLength(1);
    expect(body[0]!.winningLocation).toEqual({ id: retired.id, slug: retired.slug, name: retired.name, nameVi: retired.nameVi });
  });
});

describe('GET /api/votes/mine/all (what an export of a user\'s data holds)', () => {
  const all = (token?: string) => app.inject({ method: 'GET', url: '/api/votes/mine/all', headers: token ? bearer(token) : {} });

  it('answers every vote of the caller, newest first, past the 10 of /api/votes/mine; nobody else\'s', async () => {
    expect((await all()).statusCode).toBe(401);
    const [erin, frank] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    for (let i = 0; i < 12; i++) {
      expect((await vote(app, erin.idToken, { winningLocationId: locations[i]!.id, losingLocationId: locations[i + 1]!.id })).statusCode).toBe(200);
    }
    expect((await vote(app, frank.idToken, { winningLocationId: locations[0]!.id, losingLocationId: locations[1]!.id })).statusCode).toBe(200);
    const res = await all(erin.idToken);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Mine).map((v) => v.id)).toEqual((await ctx.events(erin.uid)).map((e) => e.id).reverse());
    expect((res.json() as Mine)).toHaveLength(12);
  });
});
