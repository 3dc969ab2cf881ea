import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { pingDb } from '@tn/kit/db';
import { pingRedis } from '@tn/kit/redis';
import { createService } from '@tn/kit/server';
import type { ProjectorDatabase } from './projector/vote-log-tables.ts';

export interface RankingDeps {
  db: Kysely<ProjectorDatabase>;
  /** Carries the vote queue the projector consumes. */
  redis: Redis;
  logLevel?: string;
  logger?: boolean;
}

/**
 * The ranking projector's HTTP side: health and readiness only, for the orchestrator. It
 * serves no API; standings are published through the ranking.standings table.
 */
export function buildApp(deps: RankingDeps) {
  return createService({
    name: 'ranking',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: { postgres: () => pingDb(deps.db), redis: () => pingRedis(deps.redis) },
  });
}
