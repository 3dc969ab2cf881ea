import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { eventually, whileRedisPaused } from '@tn/kit/testing';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { createTestContext, vote, VOTING_UNAVAILABLE, type TestApp, type TestContext, type VotePair } from '../helper.ts';

/**
 * Bounded waits on the vote path, against the real Postgres and Redis: a vote that cannot get
 * what it needs in time answers 503 quickly, writes nothing and keeps the user's allowance.
 */

let ctx: TestContext;
let app: TestApp;
let pair: VotePair;

beforeAll(async () => {
  ctx = await createTestContext('voting-timeouts');
  app = ctx.app();
  pair = await ctx.somePair();
});
afterAll(() => ctx.close());

describe('when another connection holds the user’s vote lock', () => {
  it('answers that user 503 within the lock timeout, writes nothing, gives the vote back, and serves other users meanwhile', async () => {
    const [stuck, other] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    // A first vote of each user: counters exist (1), tokens and location ids are warm.
    for (const user of [stuck, other]) {
      expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    }

    // The lock a vote's transaction takes per user (voting.record_votes), held elsewhere.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = ctx.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`vote:${stuck.uid}`}))`.execute(trx);
      locked();
      await released;
    });
    try {
      await isLocked;
      const timed = async (token: string) => {
        const started = Date.now();
        const res = await vote(app, token, pair);
        return { res, ms: Date.now() - started };
      };
      const [blocked, meanwhile] = await Promise.all([timed(stuck.idToken), timed(other.idToken)]);

      expect(blocked.res.statusCode).toBe(503);
      expect(blocked.res.json()).toEqual(VOTING_UNAVAILABLE);
      expect(blocked.ms).toBeLessThan(3_000);
      expect(meanwhile.res.statusCode).toBe(200);
      expect(meanwhile.res.json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
    } finally {
      release();
      await holding;
    }

    expect(await ctx.events(stuck.uid)).toHaveLength(1);
    expect(await ctx.redis.get(ctx.counterKey(stuck.uid))).toBe('1');
    expect(await ctx.events(other.uid)).toHaveLength(2); // the other user's vote was written meanwhile
    // Lock released: the vote given back is usable.
    expect((await vote(app, stuck.idToken, pair)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
  });
});

describe('when Redis stalls', () => {
  it('answers 503 within 2 s, writes nothing, and the late allowance take is undone once Redis resumes', async () => {
    const user = await createEmulatorUser();
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });

    const { result: res, ms } = await whileRedisPaused(() => vote(app, user.idToken, pair));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(VOTING_UNAVAILABLE);
    expect(ms).toBeLessThan(2_000);

    expect(await ctx.events(user.uid)).toHaveLength(1);
    // The take ran when Redis resumed, and the give-back queued behind it undid it.
    await eventually(async () => expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('1'), 10_000, 50);
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
  });
});
