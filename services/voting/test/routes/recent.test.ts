import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { createTestContext, vote, type TestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;
let app: TestApp;
let locations: { id: number; slug: string; name: string; nameVi: string | null }[];

beforeAll(async () => {
  ctx = await createTestContext('voting-recent');
  app = ctx.app({ votesPerWeek: 50 });
  locations = await ctx.db.selectFrom('catalog.location_index').select(['id', 'slug', 'name', 'nameVi']).orderBy('id').execute();
});
afterAll(() => ctx.close());

const recent = () => app.inject({ method: 'GET', url: '/api/votes/recent' });

describe('GET /api/votes/recent', () => {
  it('answers an empty list before any vote, without sign-in', async () => {
    const res = await recent();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers the latest 10 accepted votes, newest first, naming both locations', async () => {
    const user = await createEmulatorUser();
    const cast: [number, number][] = [];
    for (let i = 0; i < 13; i++) {
      const winner = locations[i]!;
      const loser = locations[i + 1]!;
      expect((await vote(app, user.idToken, { winningLocationId: winner.id, losingLocationId: loser.id })).statusCode).toBe(200);
      cast.push([winner.id, loser.id]);
    }
    // A refused vote is not in the list.
    await vote(app, user.idToken, { winningLocationId: locations[0]!.id, losingLocationId: locations[0]!.id });

    const res = await recent();
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      id: number;
      votedAt: string;
      winningLocation: { id: number; slug: string; name: string; nameVi: string | null };
      losingLocation: { id: number };
    }[];
    expect(body).toHaveLength(10);
    expect(body.map((v) => [v.winningLocation.id, v.losingLocation.id])).toEqual(cast.slice(-10).reverse());

    const events = await ctx.events();
    const newest = events.at(-1)!;
    const winner = locations.find((l) => l.id === newest.winningLocationId)!;
    const loser = locations.find((l) => l.id === newest.losingLocationId)!;
    expect(body[0]).toEqual({
      id: newest.id,
      votedAt: newest.votedAt.toISOString(),
      outcome: 'win',
      winningLocation: { id: winner.id, slug: winner.slug, name: winner.name, nameVi: winner.nameVi },
      losingLocation: { id: loser.id, slug: loser.slug, name: loser.name, nameVi: loser.nameVi },
    });
    const ids = body.map((v) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = body.map((v) => Date.parse(v.votedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // No user ids: who voted for what is nobody else's business.
    expect(JSON.stringify(body)).not.toContain(user.uid);
  });

  it('filters to the matchups of one location, as winner or loser', async () => {
    const target = locations[3]!;
    const res = await app.inject({ method: 'GET', url: `/api/votes/recent?locationId=${target.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { winningLocation: { id: number }; losingLocation: { id: number } }[];
    // Votes i=2 (3 beat 4th) and i=3 (4th beat 5th) of the previous test involve it.
    expect(body).toHaveLength(2);
    for (const v of body) expect([v.winningLocation.id, v.losingLocation.id]).toContain(target.id);
    expect((await app.inject({ method: 'GET', url: '/api/votes/recent?locationId=abc' })).statusCode).toBe(400);
  });

  it("shows a draw (\"can't decide\") as a draw between the two sides", async () => {
    const user = await createEmulatorUser();
    const [left, right] = [locations[5]!, locations[6]!];
    const res = await vote(app, user.idToken, { winningLocationId: left.id, losingLocationId: right.id, outcome: 'draw' });
    expect(res.statusCode).toBe(200);
    const [newest] = (await recent()).json() as { outcome: string; winningLocation: { id: number }; losingLocation: { id: number } }[];
    expect(newest).toMatchObject({ outcome: 'draw', winningLocation: { id: left.id }, losingLocation: { id: right.id } });
  });
});
