import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { testRedisUrl } from '@tn/kit/testing';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import { createTestContext, vote, type TestApp, type TestContext } from '../helper.ts';

/**
 * Bounded waits on the vote path, against the real Postgres and Redis: a vote that cannot get
 * what it needs in time answers 503 quickly, writes nothing and keeps the user's allowance.
 */

const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Voting is temporarily unavailable. Please try again.',
};

let ctx: TestContext;
let app: TestApp;
let pair: { winningLocationId: number; losingLocationId: number };

beforeAll(async () => {
  ctx = await createTestContext('voting-timeouts');
  app = ctx.app();
  const ids = (await ctx.db.selectFrom('catalog.location_index').select('id').orderBy('id').limit(2).execute()).map((r) => r.id);
  pair = { winningLocationId: ids[0]!, losingLocationId: ids[1]! };
});
afterAll(() => ctx.close());

/** Polls until `check` passes or the deadline comes (then fails with its last error). */
async function eventually(check: () => Promise<void>, deadlineMs = 10_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await sleep(50);
    }
  }
}

describe('when another connection holds the user’s vote lock', () => {
  it('answers that user 503 within the lock timeout, writes nothing, gives the vote back, and serves other users meanwhile', async () => {
    const [stuck, other] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    // A first vote of each user: counters exist (1), tokens and location ids are warm.
    for (const user of [stuck, other]) {
      expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    }
    const jobsBefore = (await ctx.jobs()).length;

    // The lock the vote transaction takes per user (voteRepository.lockUser), held elsewhere.
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
      expect(blocked.res.json()).toEqual(UNAVAILABLE);
      expect(blocked.ms).toBeLessThan(3_000);
      expect(meanwhile.res.statusCode).toBe(200);
      expect(meanwhile.res.json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
    } finally {
      release();
      await holding;
    }

    expect(await ctx.events(stuck.uid)).toHaveLength(1);
    expect(await ctx.redis.get(ctx.counterKey(stuck.uid))).toBe('1');
    expect(await ctx.jobs()).toHaveLength(jobsBefore + 1); // the other user's vote only
    // Lock released: the vote given back is usable.
    expect((await vote(app, stuck.idToken, pair)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
  });
});

describe('when Redis stalls', () => {
  it('answers 503 within 2 s, writes nothing, and the late allowance take is undone once Redis resumes', async () => {
    const user = await createEmulatorUser();
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });

    // CLIENT PAUSE holds every client of the shared server, other test files' included: WRITE
    // mode (which holds every script, so the allowance take) rather than ALL, so reads and the
    // UNPAUSE below go through, and the pause is lifted as soon as the answer is in.
    const pauser = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
    pauser.on('error', () => {});
    try {
      await pauser.call('CLIENT', 'PAUSE', '4000', 'WRITE');
      const started = Date.now();
      let res;
      try {
        res = await vote(app, user.idToken, pair);
      } finally {
        await pauser.call('CLIENT', 'UNPAUSE');
      }
      const ms = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(ms).toBeLessThan(2_000);
    } finally {
      pauser.disconnect();
    }

    expect(await ctx.events(user.uid)).toHaveLength(1);
    // The take ran when Redis resumed, and the give-back queued behind it undid it.
    await eventually(async () => expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('1'));
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
  });
});
