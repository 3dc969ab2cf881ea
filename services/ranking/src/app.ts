import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { pingDb } from '@tn/kit/db';
import { pingRedis } from '@tn/kit/redis';
import { createService } from '@tn/kit/server';
import type { ProjectorDatabase } from './projector/vote-log-tables.ts';

/** What /readyz asks of the projector: rejects while it fails or stalls (ProjectorRuntime.checkHealth). */
export interface ProjectorHealth {
  checkHealth(): Promise<void>;
}

export interface RankingDeps {
  db: Kysely<ProjectorDatabase>;
  /** Carries the vote queue the projector consumes. */
  redis: Redis;
  /** The projector this process runs; without it /readyz checks the connections only. */
  projector?: ProjectorHealth;
  logLevel?: string;
  logger?: boolean;
}

/**
 * The ranking projector's HTTP side: health and readiness only, for the orchestrator. It
 * serves no API; standings are published through the ranking.standings table.
 */
export function buildApp(deps: RankingDeps) {
  const projector = deps.projector;
  return createService({
    name: 'ranking',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: {
      postgres: () => pingDb(deps.db),
      redis: () => pingRedis(deps.redis),
      // Up connections are not enough: a projector that keeps failing or applies nothing while
      // votes wait leaves the rankings behind, and this process is then not ready.
      ...(projector ? { projector: () => projector.checkHealth() } : {}),
    },
  });
}
