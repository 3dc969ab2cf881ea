import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { authPlugin, type TokenVerifier } from '@tn/kit/auth';
import { pingDb } from '@tn/kit/db';
import { pingRedis } from '@tn/kit/redis';
import { createService } from '@tn/kit/server';
import { AUTH_PROVIDERS, MATCHUP_TOKEN_TTL_MINUTES, WEEKLY_VOTE_LIMIT } from '@tn/contracts/constants';
import { createMatchupService } from './matchups/matchup-service.ts';
import { DEV_MATCHUP_TOKEN_SECRET, type MatchupTokenSettings } from './matchups/matchup-token-config.ts';
import { createMatchupTokens } from './matchups/matchup-token.ts';
import { matchupRoutesPlugin } from './routes/matchup.ts';
import { voteRoutesPlugin } from './routes/votes.ts';
import { createAllowanceStore } from './votes/allowance-store.ts';
import { createLocationIdCache } from './votes/location-ids.ts';
import { createVoteQueue, createWaker } from './votes/vote-queue.ts';
import { voteRepository } from './votes/vote-repository.ts';
import { createVoteMetrics } from './votes/vote-metrics.ts';
import { createVoteRecorder } from './votes/vote-recorder.ts';
import { createVoteService } from './votes/vote-service.ts';
import type { VotingDatabase } from './votes/vote-tables.ts';
import type { VoterProviders } from './votes/voter-providers.ts';

export interface VotingDeps {
  db: Kysely<VotingDatabase>;
  /** Holds the weekly allowance counters. */
  redis: Redis;
  /**
   * The vote queue's own connection (offline queue off: fail fast). The app's queue uses it and
   * is closed with the app; the connection itself belongs to the caller.
   */
  queueConnection: Redis;
  /** BullMQ key prefix; the ranking projector must use the same. */
  queuePrefix?: string;
  /** Closed with the app. */
  verifier: TokenVerifier;
  /** Default: required, signed with the development secret. */
  matchupTokens?: MatchupTokenSettings;
  /**
   * Whose accounts may vote (voter-providers.ts): 'any' in emulator mode; default the providers
   * the product offers (AUTH_PROVIDERS).
   */
  voterProviders?: VoterProviders;
  votesPerWeek?: number;
  /** Prepended to the allowance counters' keys (tests isolate themselves with it). */
  allowanceKeyPrefix?: string;
  enqueueTimeoutMs?: number;
  /** How long one read of the standings serves matchups (matchup-service.ts); 0: every time. */
  matchupSnapshotMs?: number;
  clock?: () => Date;
  random?: () => number;
  logLevel?: string;
  logger?: boolean;
}

/** The voting API as an app that never listens: server.ts listens, tests inject. */
export function buildApp(deps: VotingDeps) {
  const app = createService({
    name: 'voting',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: {
      postgres: () => pingDb(deps.db),
      redis: () => pingRedis(deps.redis),
      queue: () => pingRedis(deps.queueConnection),
    },
  });
  const clock = deps.clock ?? (() => new Date());
  const queue = createVoteQueue(deps.queueConnection, deps.queuePrefix ?? 'bull');
  queue.on('error', (err) => app.log.warn({ err }, 'vote queue error'));
  app.addHook('onClose', () => queue.close());

  const tokenSettings = deps.matchupTokens ?? { required: true, secret: DEV_MATCHUP_TOKEN_SECRET };
  const tokens = createMatchupTokens({ secret: tokenSettings.secret, ttlMs: MATCHUP_TOKEN_TTL_MINUTES * 60_000, clock });

  // Votes accepted and refused by reason, and the allowance gate's latency (./votes/vote-metrics.ts).
  const metrics = createVoteMetrics(app.metrics.registry);
  const limit = deps.votesPerWeek ?? WEEKLY_VOTE_LIMIT;
  const votes = createVoteService({
    db: deps.db,
    allowance: createAllowanceStore(deps.redis, {
      limit,
      keyPrefix: deps.allowanceKeyPrefix,
      observeTake: metrics.gate,
    }),
    recorder: createVoteRecorder({ db: deps.db, waker: createWaker(queue, deps.enqueueTimeoutMs ?? 1_000), limit, observeBatch: metrics.batch }),
    locationIds: createLocationIdCache(() => voteRepository.locationIds(deps.db)),
    matchupTokens: tokenSettings.required ? tokens : 'off',
    voterProviders: deps.voterProviders ?? AUTH_PROVIDERS,
    metrics,
    clock,
    log: app.log,
  });
  const matchups = createMatchupService({
    db: deps.db,
    clock,
    random: deps.random ?? Math.random,
    tokens,
    log: app.log,
    snapshotMs: deps.matchupSnapshotMs,
  });
  app.addHook('onClose', () => matchups.flush());

  app.register(authPlugin, { verifier: deps.verifier });
  app.register(voteRoutesPlugin(votes, { tokensRequired: tokenSettings.required, metrics }));
  app.register(matchupRoutesPlugin(matchups));
  return app;
}
