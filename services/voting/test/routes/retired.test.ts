import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { createTestContext, vote, type TestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;
let app: TestApp;
let ids: number[];

beforeAll(async () => {
  ctx = await createTestContext('voting-retired');
  app = ctx.app();
  ids = (await ctx.db.selectFrom('catalog.location_index').select('id').orderBy('id').execute()).map((r) => r.id);
});
afterAll(() => ctx.close());

describe('a retired location', () => {
  it('is no longer offered or votable, while the votes that name it stay and still show', async () => {
    const [retired, other] = [ids[0]!, ids[1]!];
    const user = await createEmulatorUser();
    expect((await vote(app, user.idToken, { winningLocationId: retired, losingLocationId: other })).statusCode).toBe(200);

    // Retired by the catalog (its table, so the admin stands in for it here).
    await sql`update catalog.locations set retired_at = now() where id = ${retired}`.execute(ctx.db);
    // The voting app keeps the location ids for a while; a fresh app sees the retirement at once.
    const fresh = ctx.app();

    for (let i = 0; i < 60; i++) {
      const { left, right } = (await fresh.inject({ method: 'GET', url: '/api/matchup' })).json();
      expect([left.id, right.id]).not.toContain(retired);
    }
    const refused = await vote(fresh, user.idToken, { winningLocationId: retired, losingLocationId: other });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/winningLocationId/);

    expect(await ctx.events(user.uid)).toHaveLength(1);
    const recent = (await fresh.inject({ method: 'GET', url: `/api/votes/recent?locationId=${retired}` })).json();
    expect(recent).toEqual([expect.objectContaining({ winningLocation: expect.objectContaining({ id: retired }) })]);
  });
});
