import { Type } from 'typebox';
import { DEFAULT_QUEUE_PREFIX, QUEUE_PREFIX_PATTERN, QUEUE_PREFIX_RULE } from '@tn/contracts/queue';
import { baseEnv, loadConfig, port, postgresUrl, redisUrl } from '@tn/kit/config';

export const RankingEnv = Type.Object({
  ...baseEnv,
  PORT: port(4003),
  DATABASE_URL: postgresUrl,
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: Type.String({ default: DEFAULT_QUEUE_PREFIX, pattern: QUEUE_PREFIX_PATTERN, description: QUEUE_PREFIX_RULE }),
  PROJECTOR_BATCH_SIZE: Type.Integer({ minimum: 1, maximum: 1000, default: 1000 }),
  /** How often the sweeper catches up without a job (ms). */
  PROJECTOR_SWEEP_MS: Type.Integer({ minimum: 50, default: 2000 }),
  /** Catch-up runs start at least this far apart (ms): wake-ups under load share transactions. */
  PROJECTOR_MIN_RUN_INTERVAL_MS: Type.Integer({ minimum: 0, maximum: 1000, default: 25 }),
  /** Jobs processed at once; they share catch-up runs, so this only bounds how many wait. */
  PROJECTOR_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 1000, default: 50 }),
  /** /readyz answers 503 when votes wait and nothing was applied for this long (ms). */
  PROJECTOR_STALL_MS: Type.Integer({ minimum: 1000, default: 30_000 }),
});

export const loadRankingConfig = (env?: Record<string, string | undefined>) => loadConfig(RankingEnv, env);
