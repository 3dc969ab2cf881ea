import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { startThrowawayRedis } from '@tn/kit/testing';
import { createEmulatorUser, testAuthConfig, type EmulatorUser } from '@tn/kit/testing-auth';
import { createMatchupTokens, TOKEN_MESSAGES } from '../../src/matchups/matchup-token.ts';
import { allowanceKey, takenByKeyKey } from '../../src/votes/allowance-store.ts';
import { PROVIDER_MESSAGE } from '../../src/votes/vote-service.ts';
import { weekOf } from '../../src/votes/week.ts';
import {
  bearer,
  createTestContext,
  matchupTokenFor,
  vote,
  voteExactly,
  voteLimit,
  type TestApp,
  type TestContext,
} from '../helper.ts';
import { voterProvidersFrom } from '../../src/votes/voter-providers.ts';

/**
 * Issue "Fair votes": a vote counts only on a pair the server issued (matchup tokens), only from
 * the sign-in providers the product offers, and a draw is a vote like any other. Every refusal
 * writes nothing and takes nothing from the allowance.
 */

let ctx: TestContext;
let app: TestApp;

beforeAll(async () => {
  ctx = await createTestContext('voting-fair');
  app = ctx.app();
});
afterAll(() => ctx.close());

interface Shown {
  left: { id: number };
  right: { id: number };
  matchupToken: string;
}

/** GET /api/matchup, signed in when a user is given, as the browser shows it. */
async function matchup(user?: EmulatorUser, on: TestApp = app): Promise<Shown> {
  const res = await on.inject({ method: 'GET', url: '/api/matchup', headers: user ? bearer(user.idToken) : {} });
  expect(res.statusCode).toBe(200);
  return res.json() as Shown;
}

const voteOn = (shown: Shown, extra: Record<string, unknown> = {}) => ({
  winningLocationId: shown.left.id,
  losingLocationId: shown.right.id,
  matchupToken: shown.matchupToken,
  ...extra,
});

const counter = (user: EmulatorUser) => ctx.redis.get(ctx.counterKey(user.uid));

/** Nothing was written for this user and nothing taken from their allowance. */
async function expectUntouched(user: EmulatorUser, events = 0, counted: string | null = null) {
  expect(await ctx.events(user.uid)).toHaveLength(events);
  expect(await counter(user)).toBe(counted);
}

const countBy = (values: number[]) =>
  values.reduce<Record<number, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

describe('matchup tokens', () => {
  it('accepts a vote on the pair GET /api/matchup issued, in either order, and records the token as used', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    expect(shown.matchupToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const res = await voteExactly(app, user.idToken, {
      winningLocationId: shown.right.id,
      losingLocationId: shown.left.id,
      matchupToken: shown.matchupToken,
    });
    expect(res.statusCode).toBe(200);
    const [event] = await ctx.events(user.uid);
    expect(event).toMatchObject({ winningLocationId: shown.right.id, losingLocationId: shown.left.id, outcome: 'win' });
    expect(event!.matchupTokenId).toEqual(expect.any(String));
  });

  it('GET /api/matchup answers a token bound to the user signed in, none signed out; a bad bearer is 401', async () => {
    const user = await createEmulatorUser();
    const claimsOf = (shown: Shown) => claims(shown.matchupToken);
    expect(claimsOf(await matchup(user))).toMatchObject({ u: user.uid });
    const anonymous = await matchup();
    expect(claimsOf(anonymous)).toMatchObject({ u: null, l: Math.min(anonymous.left.id, anonymous.right.id), r: Math.max(anonymous.left.id, anonymous.right.id) });
    const bad = await app.inject({ method: 'GET', url: '/api/matchup', headers: bearer('garbage') });
    expect(bad.statusCode).toBe(401);
  });

  it('answers 400 without a matchupToken, writing nothing and taking no allowance', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    const res = await voteExactly(app, user.idToken, { winningLocationId: shown.left.id, losingLocationId: shown.right.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'matchupToken is required' });
    await expectUntouched(user);
  });

  it('answers 409 for an expired token (older than 30 minutes)', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    const later = ctx.app({ clock: () => new Date(Date.now() + 31 * 60_000) });
    const res = await voteExactly(later, user.idToken, voteOn(shown));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: TOKEN_MESSAGES.expired });
    await expectUntouched(user);
  });

  it('accepts a token 29 minutes old (it is valid for 30)', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    const later = ctx.app({ clock: () => new Date(Date.now() + 29 * 60_000) });
    const res = await voteExactly(later, user.idToken, voteOn(shown));
    expect(res.statusCode).toBe(200);
    expect(await ctx.events(user.uid)).toHaveLength(1);
  });

  it("answers 409 for a token issued to another signed-in user", async () => {
    const [owner, other] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const shown = await matchup(owner);
    const res = await voteExactly(app, other.idToken, voteOn(shown));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TOKEN_MESSAGES.foreign);
    await expectUntouched(other);
    // Still good for its owner.
    expect((await voteExactly(app, owner.idToken, voteOn(shown))).statusCode).toBe(200);
  });

  it.each([
    ['a changed claim', (t: string) => `${Buffer.from(JSON.stringify({ ...claims(t), l: 1, r: 2 })).toString('base64url')}.${t.split('.')[1]}`],
    ['a changed signature', (t: string) => `${t.split('.')[0]}.${flip(t.split('.')[1]!)}`],
    ['no signature', (t: string) => t.split('.')[0]!],
    ['another secret', (t: string) => resign(t, 'not-the-server-secret-but-just-as-long-as-it')],
    ['garbage', () => 'garbage'],
  ])('answers 409 for a tampered token (%s)', async (_label, tamper) => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    const res = await voteExactly(app, user.idToken, voteOn(shown, { matchupToken: tamper(shown.matchupToken) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TOKEN_MESSAGES.tampered);
    await expectUntouched(user);
  });

  it("answers 409 for a pair that is not the token's", async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    const others = (await ctx.db.selectFrom('catalog.location_index').select('id').where('retired', '=', false).execute())
      .map((r) => r.id)
      .filter((id) => id !== shown.left.id && id !== shown.right.id);
    for (const body of [
      voteOn(shown, { losingLocationId: others[0] }),
      voteOn(shown, { winningLocationId: others[0], losingLocationId: others[1] }),
    ]) {
      const res = await voteExactly(app, user.idToken, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TOKEN_MESSAGES.pair);
    }
    await expectUntouched(user);
  });

  it('answers 409 for a token used already, and the second attempt costs nothing', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    expect((await voteExactly(app, user.idToken, voteOn(shown))).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    const again = await voteExactly(app, user.idToken, voteOn(shown), { 'idempotency-key': 'a-new-click' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TOKEN_MESSAGES.used);
    await expectUntouched(user, 1, '1');
  });

  it('answers a retry with the same Idempotency-Key (and so the same, used token) with the first answer', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    const key = { 'idempotency-key': randomBytes(8).toString('hex') };
    const first = await voteExactly(app, user.idToken, voteOn(shown), key);
    const retry = await voteExactly(app, user.idToken, voteOn(shown), key);
    expect(first.json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    await expectUntouched(user, 1, '1');
  });

  it('answers 20 concurrent retries (same key, same token) all with the one first answer', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    const key = { 'idempotency-key': randomBytes(8).toString('hex') };
    const responses = await Promise.all(Array.from({ length: 20 }, () => voteExactly(app, user.idToken, voteOn(shown), key)));
    expect(countBy(responses.map((r) => r.statusCode))).toEqual({ 200: 20 });
    expect(new Set(responses.map((r) => r.body))).toEqual(new Set([JSON.stringify({ votesRemaining: 2, votesPerWeek: 3 })]));
    await expectUntouched(user, 1, '1');
  });

  it('accepts exactly one of 20 concurrent votes quoting one token; the others answer 409 and give the allowance back', async () => {
    const user = await createEmulatorUser();
    const fifty = ctx.app({ votesPerWeek: 50, allowanceKeyPrefix: `${ctx.prefix}:fifty:` });
    const shown = await matchup(user, fifty);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => voteExactly(fifty, user.idToken, voteOn(shown), { 'idempotency-key': `click-${i}` })),
    );
    expect(countBy(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 19 });
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().message).toBe(TOKEN_MESSAGES.used);
    expect(await ctx.events(user.uid)).toHaveLength(1);
    expect(await ctx.redis.get(allowanceKey(user.uid, weekOf(new Date()).weekStart, `${ctx.prefix}:fifty:`))).toBe('1');
  });

  it('lets any signed-in voter use a token issued signed out, once: 10 voters racing on it, one accepted', async () => {
    const shown = await matchup();
    const voters = await Promise.all(Array.from({ length: 10 }, () => createEmulatorUser()));
    const responses = await Promise.all(voters.map((v) => voteExactly(app, v.idToken, voteOn(shown))));
    expect(countBy(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 9 });
    const winner = voters[responses.findIndex((r) => r.statusCode === 200)]!;
    for (const voter of voters) {
      const events = await ctx.events(voter.uid);
      expect(events).toHaveLength(voter === winner ? 1 : 0);
      // Refused voters got the vote they took back: their counter shows none used.
      expect(voter === winner ? ['1'] : ['0', null]).toContain(await counter(voter));
      expect((await voteLimit(app, voter.idToken, voter.uid)).json().votesRemaining).toBe(voter === winner ? 2 : 3);
    }
  });

  it('leaves the token unused when the vote is refused for the weekly limit (403)', async () => {
    const user = await createEmulatorUser();
    for (let i = 0; i < 3; i++) expect((await voteExactly(app, user.idToken, voteOn(await matchup(user)))).statusCode).toBe(200);
    const shown = await matchup(user);
    const refused = await voteExactly(app, user.idToken, voteOn(shown));
    expect(refused.statusCode).toBe(403);
    expect(await ctx.events(user.uid)).toHaveLength(3);
    // A staging allowance of 5 (its own counters): the same token still counts once.
    const staging = ctx.app({ votesPerWeek: 5, allowanceKeyPrefix: `${ctx.prefix}:five:` });
    expect((await voteExactly(staging, user.idToken, voteOn(shown))).json()).toEqual({ votesRemaining: 1, votesPerWeek: 5 });
  });

  it('accepts any pair without a token when tokens are switched off (staging, load tests), and ignores one sent', async () => {
    const user = await createEmulatorUser();
    const off = ctx.app({ matchupTokens: { required: false, secret: 'unused-in-this-mode-but-32-chars-long' } });
    const pair = await ctx.somePair();
    expect((await voteExactly(off, user.idToken, pair)).statusCode).toBe(200);
    expect((await voteExactly(off, user.idToken, { ...pair, matchupToken: 'garbage' })).statusCode).toBe(200);
    expect((await ctx.events(user.uid)).map((e) => e.matchupTokenId)).toEqual([null, null]);
  });
});

describe('draws ("can\'t decide")', () => {
  it('counts a draw as a vote: it takes one of the allowance (I4) and is logged as a draw', async () => {
    const user = await createEmulatorUser();
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const res = await voteExactly(app, user.idToken, voteOn(await matchup(user), { outcome: 'draw' }));
      answers.push(res.json().votesRemaining);
    }
    expect(answers).toEqual([2, 1, 0]);
    const refused = await voteExactly(app, user.idToken, voteOn(await matchup(user), { outcome: 'draw' }));
    expect(refused.statusCode).toBe(403);
    expect((await ctx.events(user.uid)).map((e) => e.outcome)).toEqual(['draw', 'draw', 'draw']);
    // What the projector reads: the published log carries the outcome.
    const { rows } = await sql<{ outcome: string }>`select outcome from voting.vote_log where user_id = ${user.uid} order by id`.execute(ctx.db);
    expect(rows.map((r) => r.outcome)).toEqual(['draw', 'draw', 'draw']);
  });

  it('lets exactly 3 of 100 concurrent draws from one user through (I4)', async () => {
    const user = await createEmulatorUser();
    const pair = await ctx.somePair();
    const responses = await Promise.all(Array.from({ length: 100 }, () => vote(app, user.idToken, { ...pair, outcome: 'draw' })));
    expect(countBy(responses.map((r) => r.statusCode))).toEqual({ 200: 3, 403: 97 });
    expect((await ctx.events(user.uid)).map((e) => e.outcome)).toEqual(['draw', 'draw', 'draw']);
    expect(await counter(user)).toBe('3');
  });

  it('keeps I4 for draws after a Redis FLUSHALL: the counters rebuilt from the log count the draws', async () => {
    // Its own Redis for the counters, so that FLUSHALL wipes them without touching anyone else's keys.
    const own = await throwawayRedis();
    const flushed = ctx.app({ redis: own });
    const user = await createEmulatorUser();
    const ownCounter = () => own.get(allowanceKey(user.uid, weekOf(new Date()).weekStart, ctx.allowanceKeyPrefix));
    for (let i = 0; i < 2; i++) {
      const res = await voteExactly(flushed, user.idToken, voteOn(await matchup(user, flushed), { outcome: 'draw' }));
      expect(res.json()).toEqual({ votesRemaining: 2 - i, votesPerWeek: 3 });
    }

    await own.flushall();
    expect((await voteLimit(flushed, user.idToken, user.uid)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
    expect(await ownCounter()).toBe('2');

    await own.flushall();
    const pair = await ctx.somePair();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => vote(flushed, user.idToken, { ...pair, outcome: 'draw' }, { 'idempotency-key': `after-flush-${i}` })),
    );
    expect(countBy(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 403: 29 });
    expect((await ctx.events(user.uid)).map((e) => e.outcome)).toEqual(['draw', 'draw', 'draw']);
    expect(await ownCounter()).toBe('3');
    expect((await voteLimit(flushed, user.idToken, user.uid)).json()).toEqual({ votesRemaining: 0, votesPerWeek: 3 });
  });

  it('answers 400 for an unknown outcome and 422 for a retry whose outcome differs from the first attempt', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    const bad = await voteExactly(app, user.idToken, voteOn(shown, { outcome: 'tie' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^outcome /);
    const key = { 'idempotency-key': 'draw-then-win' };
    expect((await voteExactly(app, user.idToken, voteOn(shown, { outcome: 'draw' }), key)).statusCode).toBe(200);
    expect((await voteExactly(app, user.idToken, voteOn(shown), key)).statusCode).toBe(422);
    await expectUntouched(user, 1, '1');
  });
});

describe('who may vote', () => {
  let offered: TestApp;
  beforeAll(() => {
    // Production's rule (no emulator mode): only the providers the product offers.
    offered = ctx.app({ voterProviders: voterProvidersFrom({}) });
  });

  it.each([['password'], ['anonymous']] as const)('answers 403 for a %s account, writing nothing', async (provider) => {
    const user = provider === 'anonymous' ? await anonymousUser() : await createEmulatorUser({ provider });
    const res = await voteExactly(offered, user.idToken, voteOn(await matchup(user, offered)));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: PROVIDER_MESSAGE });
    await expectUntouched(user);
  });

  it.each([['google.com'], ['facebook.com'], ['github.com']] as const)('accepts a %s account', async (provider) => {
    const user = await createEmulatorUser({ provider });
    expect((await voteExactly(offered, user.idToken, voteOn(await matchup(user, offered)))).statusCode).toBe(200);
  });

  it('lets password test accounts vote where a staging deployment allows them (VOTE_TEST_PROVIDERS=password)', async () => {
    const staging = ctx.app({ voterProviders: voterProvidersFrom({ VOTE_TEST_PROVIDERS: 'password' }) });
    const user = await createEmulatorUser({ provider: 'password' });
    expect((await voteExactly(staging, user.idToken, voteOn(await matchup(user, staging)))).statusCode).toBe(200);
    const anonymous = await anonymousUser();
    expect((await voteExactly(staging, anonymous.idToken, voteOn(await matchup(anonymous, staging)))).statusCode).toBe(403);
  });

  it('refuses VOTE_TEST_PROVIDERS with NODE_ENV=production unless explicitly allowed, and is any provider in emulator mode', () => {
    expect(() => voterProvidersFrom({ NODE_ENV: 'production', VOTE_TEST_PROVIDERS: 'password' })).toThrow(/VOTE_TEST_PROVIDERS/);
    expect(voterProvidersFrom({ NODE_ENV: 'production', VOTE_TEST_PROVIDERS: 'password', ALLOW_VOTE_TEST_PROVIDERS_IN_PRODUCTION: true })).toContain('password');
    expect(voterProvidersFrom({ NODE_ENV: 'production' })).toEqual(['google.com', 'facebook.com', 'github.com']);
    expect(voterProvidersFrom({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBe('any');
  });

  it('lets every emulator account vote in emulator mode, whatever its provider', async () => {
    const user = await anonymousUser();
    expect((await voteExactly(app, user.idToken, voteOn(await matchup(user)))).statusCode).toBe(200);
  });
});

describe('the Redis allowance gate', () => {
  it('stops a keyed request too when the counter says the week is used up', async () => {
    const user = await createEmulatorUser();
    // Redis says 3 while the log holds none: a keyed request used to go past Redis to Postgres.
    await ctx.redis.set(ctx.counterKey(user.uid), '3');
    const res = await vote(app, user.idToken, await ctx.somePair(), { 'idempotency-key': 'skip-the-gate' });
    expect(res.statusCode).toBe(403);
    await expectUntouched(user, 0, '3');
  });

  it('still answers a keyed retry of the vote that used the week up with its first answer', async () => {
    const user = await createEmulatorUser();
    const pair = await ctx.somePair();
    for (let i = 0; i < 2; i++) expect((await vote(app, user.idToken, pair)).statusCode).toBe(200);
    const last = { ...pair, matchupToken: matchupTokenFor(user.idToken, pair) };
    const key = { 'idempotency-key': 'last-one' };
    expect((await voteExactly(app, user.idToken, last, key)).json()).toEqual({ votesRemaining: 0, votesPerWeek: 3 });
    expect((await voteExactly(app, user.idToken, last, key)).json()).toEqual({ votesRemaining: 0, votesPerWeek: 3 });
  });

  it('counts a vote retried with the same key after a 503 exactly once, in the counter and in vote-limit', async () => {
    const user = await createEmulatorUser();
    expect((await voteExactly(app, user.idToken, voteOn(await matchup(user)))).statusCode).toBe(200);
    const shown = await matchup(user);
    const key = { 'idempotency-key': 'retried-after-503' };

    // Postgres cannot record it: the user's vote lock stays taken past the lock timeout.
    const lock = await holdVoteLock(user.uid);
    const failed = await voteExactly(app, user.idToken, voteOn(shown), key);
    await lock.release();
    expect(failed.statusCode).toBe(503);
    await expectUntouched(user, 1, '1');
    expect(await ctx.redis.exists(markOf(user, key['idempotency-key']))).toBe(0);

    // What the web client does next: the same vote, the same key.
    const retry = await voteExactly(app, user.idToken, voteOn(shown), key);
    expect(retry.json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
    await expectUntouched(user, 2, '2');
    expect((await voteLimit(app, user.idToken, user.uid)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
  });

  it('gives the gate back to the key of a vote that lost a token race: that key is no free pass afterwards', async () => {
    const user = await createEmulatorUser();
    const shown = await matchup(user);
    // Both pass the token check and the gate, then wait for the vote lock: the second one in loses.
    const lock = await holdVoteLock(user.uid);
    const racing = ['race-a', 'race-b'].map((k) => voteExactly(app, user.idToken, voteOn(shown), { 'idempotency-key': k }));
    await waitersOnVoteLock(2);
    await lock.release();
    const responses = await Promise.all(racing);
    expect(countBy(responses.map((r) => r.statusCode))).toEqual({ 200: 1, 409: 1 });
    const loser = responses.findIndex((r) => r.statusCode === 409) === 0 ? 'race-a' : 'race-b';
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(TOKEN_MESSAGES.used);
    await expectUntouched(user, 1, '1');
    expect(await ctx.redis.exists(markOf(user, loser))).toBe(0);

    // Redis says the week is used up (the log holds one vote): the loser's key is stopped there
    // like any request, instead of going on to Postgres as a retry.
    await ctx.redis.set(ctx.counterKey(user.uid), '3');
    const again = await voteExactly(app, user.idToken, voteOn(await matchup(user)), { 'idempotency-key': loser });
    expect(again.statusCode).toBe(403);
    await expectUntouched(user, 1, '3');
  });
});

// ---- helpers ----

/** The Redis mark of an Idempotency-Key that holds one of this week's votes. */
const markOf = (user: EmulatorUser, idempotencyKey: string) =>
  takenByKeyKey(user.uid, weekOf(new Date()).weekStart, idempotencyKey, ctx.allowanceKeyPrefix);

/** Takes the user's vote lock (the one each vote transaction takes) on another connection until released. */
async function holdVoteLock(uid: string): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holding = ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`vote:${uid}`}))`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await holding;
    },
  };
}

/** Waits until `count` transactions of this test database wait for an advisory lock. */
async function waitersOnVoteLock(count: number): Promise<void> {
  const until = Date.now() + 1_500;
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_locks
      where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())`.execute(ctx.db);
    if (rows[0]!.waiting >= count) return;
    if (Date.now() > until) throw new Error(`${rows[0]!.waiting} of ${count} votes wait for the lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A Redis server of this test's own (closed with the context), for what the shared one must not see. */
async function throwawayRedis(): Promise<Redis> {
  const { client, stop } = await startThrowawayRedis();
  ctx.onClose(stop);
  return client;
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function flip(text: string): string {
  const last = text.at(-2) === 'A' ? 'B' : 'A';
  return `${text.slice(0, -2)}${last}${text.at(-1)}`;
}

/** The same claims, signed with another secret. */
function resign(token: string, secret: string): string {
  const c = claims(token);
  const forged = createMatchupTokens({ secret, ttlMs: 60_000, clock: () => new Date() }).issue(
    c.l as number,
    c.r as number,
    c.u as string | null,
  );
  return forged;
}

/** An anonymous emulator account (Firebase `sign_in_provider`: anonymous). */
async function anonymousUser(): Promise<EmulatorUser> {
  const res = await fetch(
    `http://${testAuthConfig().emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ returnSecureToken: true }) },
  );
  const json = (await res.json()) as { localId: string; idToken: string; refreshToken: string };
  expect(res.status).toBe(200);
  return { uid: json.localId, email: '', idToken: json.idToken, refreshToken: json.refreshToken };
}
