import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '@tn/kit/auth';
import { WAKE_SLOT_MS, wakeJobId } from '@tn/contracts/queue';
import { craftJwt, createEmulatorUser, idTokenClaims, testAuthConfig, type EmulatorUser } from '@tn/kit/testing-auth';
import { createTestContext, vote, voteLimit, type TestApp, type TestContext } from '../helper.ts';

const LIMIT_MESSAGE = "You've used all 3 of your weekly votes. Come back next Monday for more voting!";

let ctx: TestContext;
let app: TestApp;
let ids: number[];
/** A valid pair of different, existing locations. */
let pair: { winningLocationId: number; losingLocationId: number };

beforeAll(async () => {
  ctx = await createTestContext('voting-vote');
  app = ctx.app();
  ids = (await ctx.db.selectFrom('catalog.location_index').select('id').orderBy('id').execute()).map((r) => r.id);
  pair = { winningLocationId: ids[0]!, losingLocationId: ids[1]! };
});
afterAll(() => ctx.close());

const remaining = async (user: EmulatorUser) => {
  const res = await voteLimit(app, user.idToken, user.uid);
  expect(res.statusCode).toBe(200);
  return res.json().votesRemaining as number;
};

describe('POST /api/vote: who votes', () => {
  it.each([
    ['no token', undefined, 'Sign-in required'],
    ['Bearer garbage', 'garbage', 'Invalid or expired sign-in token'],
  ])('answers 401 for %s and writes nothing', async (_label, token, message) => {
    const before = (await ctx.events()).length;
    const res = await vote(app, token, pair);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
    expect(await ctx.events()).toHaveLength(before);
  });

  it('answers 401 for an unsigned token naming a user the emulator does not know', async () => {
    const forged = craftJwt({ alg: 'none' }, idTokenClaims(randomBytes(12).toString('hex'), testAuthConfig().projectId));
    const res = await vote(app, forged, pair);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid or expired sign-in token');
  });

  it('answers 401 for an expired token of a real user, and writes nothing', async () => {
    const user = await createEmulatorUser();
    const anHourAgo = Math.floor(Date.now() / 1000) - 7200;
    const expired = craftJwt({ alg: 'none', typ: 'JWT' }, idTokenClaims(user.uid, testAuthConfig().projectId, anHourAgo));
    const res = await vote(app, expired, pair);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid or expired sign-in token');
    expect(await ctx.events(user.uid)).toHaveLength(0);
  });

  // The emulator accepts unsigned tokens by design, so forgery is tested where it matters: a
  // verifier in production mode (Google's keys) refuses an alg-none token naming a real user.
  it('answers 401 in production mode for a forged alg-none token naming a real user, and writes nothing', async () => {
    const victim = await createEmulatorUser();
    const production = ctx.app({ verifier: createTokenVerifier({ projectId: testAuthConfig().projectId }) });
    const forged = craftJwt({ alg: 'none', typ: 'JWT' }, idTokenClaims(victim.uid, testAuthConfig().projectId));
    const res = await vote(production, forged, pair);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired sign-in token' });
    expect(await ctx.events(victim.uid)).toHaveLength(0);
    expect(await ctx.redis.exists(ctx.counterKey(victim.uid))).toBe(0);
  });

  it("records the token's user and ignores a userId in the body", async () => {
    const user = await createEmulatorUser();
    const other = await createEmulatorUser();
    const res = await vote(app, user.idToken, { ...pair, userId: other.uid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    const events = await ctx.events(user.uid);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: user.uid, ...pair });
    expect(await ctx.events(other.uid)).toHaveLength(0);
    expect(await remaining(other)).toBe(3);
  });
});

describe('POST /api/vote: bad requests leave everything untouched', () => {
  let user: EmulatorUser;
  beforeAll(async () => {
    user = await createEmulatorUser();
    // One accepted vote first, so "untouched" means the counter stays at 1, not merely absent.
    expect((await vote(app, user.idToken, pair)).statusCode).toBe(200);
  });

  it.each([
    ['a non-integer winner', () => ({ winningLocationId: 'abc', losingLocationId: ids[1] }), /^winningLocationId /],
    ['a fractional loser', () => ({ winningLocationId: ids[0], losingLocationId: 1.5 }), /^losingLocationId /],
    ['a zero id', () => ({ winningLocationId: 0, losingLocationId: ids[1] }), /^winningLocationId /],
    ['a missing loser', () => ({ winningLocationId: ids[0] }), /^losingLocationId is required$/],
    ['the same location twice', () => ({ winningLocationId: ids[2], losingLocationId: ids[2] }), /^losingLocationId must differ from winningLocationId$/],
    ['an unknown winner', () => ({ winningLocationId: 999_999, losingLocationId: ids[1] }), /^winningLocationId: location 999999 does not exist$/],
    ['an unknown loser', () => ({ winningLocationId: ids[0], losingLocationId: 888_888 }), /^losingLocationId: location 888888 does not exist$/],
  ])('answers 400 for %s', async (_label, body, message) => {
    const res = await vote(app, user.idToken, body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
    expect(await ctx.events(user.uid)).toHaveLength(1);
    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('1');
  });

  it.each([
    ['too long', 'k'.repeat(201)],
    ['empty', ''],
  ])('answers 400 for an Idempotency-Key that is %s', async (_label, key) => {
    const res = await vote(app, user.idToken, pair, { 'idempotency-key': key });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^idempotency-key /);
    expect(await ctx.events(user.uid)).toHaveLength(1);
    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('1');
    expect(await remaining(user)).toBe(2);
  });
});

describe('POST /api/vote: the weekly allowance', () => {
  it('accepts 3 votes (2, 1, 0 remaining), then answers 403 with the limit message and writes nothing', async () => {
    const user = await createEmulatorUser();
    expect(await remaining(user)).toBe(3);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await vote(app, user.idToken, { winningLocationId: ids[i]!, losingLocationId: ids[i + 1]! });
      expect(res.statusCode).toBe(200);
      answers.push(res.json().votesRemaining);
    }
    expect(answers).toEqual([2, 1, 0]);

    const refused = await vote(app, user.idToken, pair);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: LIMIT_MESSAGE });
    expect(await ctx.events(user.uid)).toHaveLength(3);
    expect(await remaining(user)).toBe(0);

    const events = await ctx.events(user.uid);
    expect(events.map((e) => e.votesRemaining)).toEqual([2, 1, 0]);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(3);
    const mirror = await ctx.db.selectFrom('voting.user_vote_limits').selectAll().where('userId', '=', user.uid).executeTakeFirstOrThrow();
    expect(mirror).toMatchObject({ votesUsed: 3, weekNumber: events[0]!.weekNumber, yearNumber: events[0]!.yearNumber });
  });

  it('lets exactly 3 of 200 concurrent votes from one user through (I4)', async () => {
    const user = await createEmulatorUser();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        vote(app, user.idToken, { winningLocationId: ids[i % 10]!, losingLocationId: ids[(i % 10) + 10]! }),
      ),
    );
    const byStatus = countBy(responses.map((r) => r.statusCode));
    expect(byStatus).toEqual({ 200: 3, 403: 197 });
    expect(responses.filter((r) => r.statusCode === 200).map((r) => r.json().votesRemaining).sort()).toEqual([0, 1, 2]);
    for (const r of responses.filter((r) => r.statusCode === 403)) expect(r.json().message).toBe(LIMIT_MESSAGE);
    expect(await ctx.events(user.uid)).toHaveLength(3);
    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('3');
  });

  it('lets exactly 3 through when the counter does not exist yet and 100 votes race to rebuild it', async () => {
    const user = await createEmulatorUser();
    expect(await ctx.redis.exists(ctx.counterKey(user.uid))).toBe(0);
    const responses = await Promise.all(Array.from({ length: 100 }, () => vote(app, user.idToken, pair)));
    expect(countBy(responses.map((r) => r.statusCode))).toEqual({ 200: 3, 403: 97 });
    expect(await ctx.events(user.uid)).toHaveLength(3);
  });

  it('rebuilds a lost counter from the log and still refuses a 4th vote (Redis flush)', async () => {
    const user = await createEmulatorUser();
    const key = ctx.counterKey(user.uid);
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });

    await ctx.redis.del(key);
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 0, votesPerWeek: 3 });
    expect(await ctx.redis.get(key)).toBe('3');

    await ctx.redis.del(key);
    const res = await vote(app, user.idToken, pair);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LIMIT_MESSAGE);
    expect(await ctx.redis.get(key)).toBe('3');
    expect(await ctx.events(user.uid)).toHaveLength(3);
    // The rebuilt counter expires when the week does.
    const ttl = await ctx.redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(7 * 86_400);
  });

  it('keeps I4 when the counter is deleted again and again while 150 votes race', async () => {
    const user = await createEmulatorUser();
    const key = ctx.counterKey(user.uid);
    let flushing = true;
    const flusher = (async () => {
      while (flushing) {
        await ctx.redis.del(key);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const responses = await Promise.all(Array.from({ length: 150 }, () => vote(app, user.idToken, pair)));
    flushing = false;
    await flusher;
    const byStatus = countBy(responses.map((r) => r.statusCode));
    expect(byStatus[200]).toBe(3);
    expect(byStatus[403]).toBe(147);
    expect(await ctx.events(user.uid)).toHaveLength(3);
    // Whatever Redis went through, the allowance read afterwards comes from the log.
    await ctx.redis.del(key);
    expect(await remaining(user)).toBe(0);
    expect(await ctx.redis.get(key)).toBe('3');
  });

  it('refuses with the limit message even when Redis under-counts (a counter reset to 0)', async () => {
    const user = await createEmulatorUser();
    for (let i = 0; i < 3; i++) expect((await vote(app, user.idToken, pair)).statusCode).toBe(200);
    await ctx.redis.set(ctx.counterKey(user.uid), '0');
    const res = await vote(app, user.idToken, pair);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LIMIT_MESSAGE);
    expect(await ctx.events(user.uid)).toHaveLength(3);
    // Repaired to the limit: the next refusal happens in Redis.
    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('3');
  });

  it('counts the week in Vietnam: last week’s votes do not use this week’s allowance', async () => {
    const user = await createEmulatorUser();
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const past = ctx.app({ clock: () => lastWeek });
    for (let i = 0; i < 3; i++) expect((await vote(past, user.idToken, pair)).statusCode).toBe(200);
    expect((await vote(past, user.idToken, pair)).statusCode).toBe(403);

    expect(await remaining(user)).toBe(3);
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    const weeks = (await ctx.events(user.uid)).map((e) => e.weekNumber);
    expect(new Set(weeks).size).toBe(2);
  });

  it('uses the configured allowance in answers and in the limit message', async () => {
    const user = await createEmulatorUser();
    const staging = ctx.app({ votesPerWeek: 5, allowanceKeyPrefix: `${ctx.prefix}:five:` });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await vote(staging, user.idToken, pair)).json().votesRemaining);
    expect(answers).toEqual([4, 3, 2, 1, 0]);
    const res = await vote(staging, user.idToken, pair);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You've used all 5 of your weekly votes. Come back next Monday for more voting!");
  });
});

describe('GET /api/votes/allowance', () => {
  it('answers the allowance and the next reset, Monday 00:00 in Vietnam, to anyone', async () => {
    // Thursday 26 November 2026, 10:00 in Vietnam: the reset is Monday 30 November 00:00 there, Sunday 17:00 UTC.
    const thursday = ctx.app({ clock: () => new Date('2026-11-26T03:00:00Z'), votesPerWeek: 5 });
    const res = await thursday.inject({ method: 'GET', url: '/api/votes/allowance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ votesPerWeek: 5, resetsAt: '2026-11-29T17:00:00.000Z' });
    // Sunday 23:59:59 in Vietnam is still that week; a second later is the next.
    const sunday = ctx.app({ clock: () => new Date('2026-11-29T16:59:59Z') });
    expect((await sunday.inject({ method: 'GET', url: '/api/votes/allowance' })).json()).toEqual({ votesPerWeek: 3, resetsAt: '2026-11-29T17:00:00.000Z' });
    const monday = ctx.app({ clock: () => new Date('2026-11-29T17:00:00Z') });
    expect((await monday.inject({ method: 'GET', url: '/api/votes/allowance' })).json()).toEqual({ votesPerWeek: 3, resetsAt: '2026-12-06T17:00:00.000Z' });
  });
});

describe('POST /api/vote: Idempotency-Key', () => {
  it('answers a retry with the first answer and counts the vote once', async () => {
    const user = await createEmulatorUser();
    const key = { 'idempotency-key': `click-${randomBytes(8).toString('hex')}` };
    const first = await vote(app, user.idToken, pair, key);
    const retry = await vote(app, user.idToken, pair, key);
    expect(first.json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect(await ctx.events(user.uid)).toHaveLength(1);
    expect(await remaining(user)).toBe(2);

    // Another vote moves on; a late retry of the first still gets the first answer.
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
    expect((await vote(app, user.idToken, pair, key)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect(await ctx.events(user.uid)).toHaveLength(2);
  });

  it('answers the retry of the vote that used the week up with 0 remaining, not 403', async () => {
    const user = await createEmulatorUser();
    await vote(app, user.idToken, pair);
    await vote(app, user.idToken, pair);
    const key = { 'idempotency-key': 'the-last-one' };
    expect((await vote(app, user.idToken, pair, key)).json()).toEqual({ votesRemaining: 0, votesPerWeek: 3 });
    const retry = await vote(app, user.idToken, pair, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ votesRemaining: 0, votesPerWeek: 3 });
    // A new key is a new vote, and there is none left.
    expect((await vote(app, user.idToken, pair, { 'idempotency-key': 'another' })).statusCode).toBe(403);
  });

  it('records one vote for 20 concurrent retries with one key, and gives every other allowance back', async () => {
    const user = await createEmulatorUser();
    const key = { 'idempotency-key': randomBytes(16).toString('hex') };
    const responses = await Promise.all(Array.from({ length: 20 }, () => vote(app, user.idToken, pair, key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json().votesRemaining))).toEqual(new Set([2]));
    expect(await ctx.events(user.uid)).toHaveLength(1);
    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('1');
    expect(await remaining(user)).toBe(2);
  });

  it('records one vote for concurrent retries of the vote that uses the week up', async () => {
    const user = await createEmulatorUser();
    await vote(app, user.idToken, pair);
    await vote(app, user.idToken, pair);
    const key = { 'idempotency-key': randomBytes(16).toString('hex') };
    const responses = await Promise.all(Array.from({ length: 20 }, () => vote(app, user.idToken, pair, key)));
    expect(countBy(responses.map((r) => r.statusCode))).toEqual({ 200: 20 });
    expect(new Set(responses.map((r) => r.json().votesRemaining))).toEqual(new Set([0]));
    expect(await ctx.events(user.uid)).toHaveLength(3);
  });

  it('keeps keys per user: the same key from another user is another vote', async () => {
    const [a, b] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const key = { 'idempotency-key': 'shared-key' };
    expect((await vote(app, a.idToken, pair, key)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect((await vote(app, b.idToken, pair, key)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect(await ctx.events(a.uid)).toHaveLength(1);
    expect(await ctx.events(b.uid)).toHaveLength(1);
  });

  it('answers 422 when the key was used for a different vote, leaving the allowance untouched', async () => {
    const user = await createEmulatorUser();
    const key = { 'idempotency-key': 'reused' };
    expect((await vote(app, user.idToken, pair, key)).statusCode).toBe(200);
    const res = await vote(app, user.idToken, { winningLocationId: ids[5]!, losingLocationId: ids[6]! }, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Idempotency-Key was already used for a different vote',
    });
    expect(await ctx.events(user.uid)).toHaveLength(1);
    expect(await remaining(user)).toBe(2);
  });
});

describe('GET /api/user/:uid/vote-limit', () => {
  it('answers the full allowance for a user who has not voted, and builds the counter', async () => {
    const user = await createEmulatorUser();
    expect(await remaining(user)).toBe(3);
    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('0');
  });

  it("answers 403 for another user's allowance", async () => {
    const [user, other] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const res = await voteLimit(app, user.idToken, other.uid);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You can only read your own vote allowance' });
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/someone/vote-limit' });
    expect(res.statusCode).toBe(401);
  });

  it('answers from the log when Redis lost the counter', async () => {
    const user = await createEmulatorUser();
    await vote(app, user.idToken, pair);
    await ctx.redis.del(ctx.counterKey(user.uid));
    expect(await remaining(user)).toBe(2);
    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('1');
  });
});

describe('the vote queue', () => {
  it('wakes the projector with one job per slot: concurrent votes and writes share one', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => createEmulatorUser()));
    const jobsBefore = (await ctx.jobs()).length;
    const started = Date.now();
    const answers = await Promise.all(users.map((user) => vote(app, user.idToken, pair)));
    const ended = Date.now();
    expect(answers.map((res) => res.statusCode)).toEqual(users.map(() => 200));

    const jobs = await ctx.jobs();
    // The votes' slots have their job (added by these votes, or by an earlier one of the slot).
    const slots = new Set<string>();
    for (let t = started; t <= ended + WAKE_SLOT_MS; t += WAKE_SLOT_MS) slots.add(wakeJobId(t));
    expect(jobs.some((job) => slots.has(job.id!))).toBe(true);
    // One job per slot and process: the votes of a slot after its first add none.
    expect(jobs.length - jobsBefore).toBeLessThan(users.length);
    for (const job of jobs) {
      expect(job.name).toBe('vote');
      expect(job.data).toEqual({});
      // One per time slot: adding it again while it waits is a no-op.
      expect(job.id).toMatch(/^wake-\d+$/);
      expect(job.opts).toMatchObject({ removeOnComplete: true, removeOnFail: 1000 });
    }
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
  });
});

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}
