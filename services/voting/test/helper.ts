import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { connected, createRedis } from '@tn/kit/redis';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@tn/kit/testing';
import { testAuthConfig } from '@tn/kit/testing-auth';
import { MATCHUP_TOKEN_TTL_MINUTES } from '@tn/contracts/constants';
import { buildApp, type VotingDeps } from '../src/app.ts';
import { DEV_MATCHUP_TOKEN_SECRET } from '../src/matchups/matchup-token-config.ts';
import { createMatchupTokens } from '../src/matchups/matchup-token.ts';
import { allowanceKey } from '../src/votes/allowance-store.ts';
import { VOTE_QUEUE, type VoteJobData } from '@tn/contracts/queue';
import type { VotingDatabase } from '../src/votes/vote-tables.ts';
import { weekOf } from '../src/votes/week.ts';

// Bounded only to fail clearly: the test Redis connects in milliseconds.
export const ready = (redis: Redis) => connected(redis, 10_000);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type TestApp = ReturnType<typeof buildApp>;

export type VotePair = { winningLocationId: number; losingLocationId: number };

/** What a vote answers when Postgres, Redis or the queue cannot serve it in time. */
export const VOTING_UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Voting is temporarily unavailable. Please try again.',
};

/**
 * One test file's world: its own copy of the seeded database, and its own prefix for every Redis
 * key (allowance counters and the BullMQ queue), on the shared Redis. Apps built here verify
 * tokens with the Auth emulator the test run started.
 */
export async function createTestContext(label: string) {
  const database: TestDatabase = await createTestDatabase();
  // The app connects as the voting role, as in production; `db` is the admin's, for fixtures
  // that span schemas (standings, catalog rows) and for inspecting what was written.
  const serviceDb: Kysely<VotingDatabase> = createDb<VotingDatabase>(database.urlAs('voting'), { max: 10 });
  const db: Kysely<VotingDatabase> = createDb<VotingDatabase>(database.url, { max: 4 });
  const redis = createRedis(testRedisUrl());
  const queueConnection = createRedis(testRedisUrl());
  await Promise.all([ready(redis), ready(queueConnection)]);
  const prefix = uniqueRedisPrefix(label);
  const closers: (() => Promise<unknown> | unknown)[] = [];
  let inspector: Queue<VoteJobData> | undefined;

  const context = {
    database,
    db,
    serviceDb,
    redis,
    queueConnection,
    prefix,
    allowanceKeyPrefix: `${prefix}:`,

    /** The voting app on this context's clients, with any dependency replaced; closed at the end. */
    app(overrides: Partial<VotingDeps> = {}): TestApp {
      const app = buildApp({
        db: serviceDb,
        redis,
        queueConnection,
        queuePrefix: prefix,
        allowanceKeyPrefix: `${prefix}:`,
        verifier: createTokenVerifier(testAuthConfig()),
        // Emulator mode, as server.ts sets it: emulator accounts vote whatever their provider.
        voterProviders: 'any',
        // Tests change standings and read them back at once; the snapshot has tests of its own.
        matchupSnapshotMs: 0,
        logger: false,
        ...overrides,
      });
      closers.push(() => app.close());
      return app;
    },

    /** The two offered locations with the lowest ids, as a vote. */
    async somePair(): Promise<VotePair> {
      const ids = (await db.selectFrom('catalog.location_index').select('id').where('retired', '=', false).orderBy('id').limit(2).execute()).map((r) => r.id);
      return { winningLocationId: ids[0]!, losingLocationId: ids[1]! };
    },

    /** Closed with the context (pools, connections, proxies a test opened). */
    onClose(close: () => Promise<unknown> | unknown) {
      closers.push(close);
    },

    /** The Redis key of a user's counter for the current week. */
    counterKey(uid: string, at = new Date()) {
      return allowanceKey(uid, weekOf(at).weekStart, `${prefix}:`);
    },

    async events(userId?: string) {
      let query = db.selectFrom('voting.vote_events').selectAll().orderBy('id');
      if (userId !== undefined) query = query.where('userId', '=', userId);
      return query.execute();
    },

    /** The jobs waiting in this context's vote queue (no worker consumes them here). */
    async jobs() {
      inspector ??= new Queue<VoteJobData>(VOTE_QUEUE, { connection: queueConnection, prefix });
      return inspector.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
    },

    async close() {
      for (const close of closers.reverse()) await close();
      await inspector?.close();
      // This file's keys only: other files and engineers share this Redis.
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        cursor = next;
        keys.push(...found);
      } while (cursor !== '0');
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      queueConnection.disconnect();
      await serviceDb.destroy();
      await db.destroy();
      await database.drop();
    },
  };
  return context;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** Signs matchup tokens as the apps built here do (the development secret). */
export const testMatchupTokens = (clock: () => Date = () => new Date()) =>
  createMatchupTokens({ secret: DEV_MATCHUP_TOKEN_SECRET, ttlMs: MATCHUP_TOKEN_TTL_MINUTES * 60_000, clock });

/** The uid an emulator ID token names (unverified: for signing test tokens only), or null. */
export function uidOf(idToken: string | undefined): string | null {
  try {
    const payload = JSON.parse(Buffer.from(idToken!.split('.')[1]!, 'base64url').toString('utf8')) as { user_id?: string };
    return payload.user_id ?? null;
  } catch {
    return null;
  }
}

/** A matchup token for this pair, issued to the user of `idToken` as GET /api/matchup signed in would. */
export function matchupTokenFor(idToken: string | undefined, pair: { winningLocationId: unknown; losingLocationId: unknown }): string {
  return testMatchupTokens().issue(Number(pair.winningLocationId), Number(pair.losingLocationId), uidOf(idToken));
}

/**
 * POST /api/vote as a browser that was shown this pair: a matchupToken for it, issued to the
 * voter, is added unless the body names one (or sets it to undefined: no token sent). Tests of
 * the public path fetch GET /api/matchup themselves; these ones need exact pairs.
 */
export function vote(app: TestApp, token: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const withToken = 'matchupToken' in body ? body : { ...body, matchupToken: safeTokenFor(token, body) };
  return voteExactly(app, token, withToken, headers);
}

/** An id that is not a positive integer gets a token for a placeholder pair: the body is refused first anyway. */
function safeTokenFor(token: string | undefined, body: Record<string, unknown>): string {
  const id = (value: unknown) => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : 1);
  const [w, l] = [id(body.winningLocationId), id(body.losingLocationId)];
  return matchupTokenFor(token, { winningLocationId: w, losingLocationId: w === l ? l + 1 : l });
}

/** POST /api/vote with exactly this body. */
export function voteExactly(app: TestApp, token: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/vote',
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: body,
  });
}

export function voteLimit(app: TestApp, token: string, uid: string) {
  return app.inject({ method: 'GET', url: `/api/user/${uid}/vote-limit`, headers: bearer(token) });
}
