import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { pingDb } from '@tn/kit/db';
import { pingRedis } from '@tn/kit/redis';
import { createService } from '@tn/kit/server';
import type { VotingDatabase } from './votes/vote-tables.ts';

export interface VotingDeps {
  db: Kysely<VotingDatabase>;
  /** Holds the weekly allowance counters and the vote queue. */
  redis: Redis;
  logLevel?: string;
  logger?: boolean;
}

/** The voting API as an app that never listens: server.ts listens, tests inject. */
export function buildApp(deps: VotingDeps) {
  return createService({
    name: 'voting',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: { postgres: () => pingDb(deps.db), redis: () => pingRedis(deps.redis) },
  });
}
