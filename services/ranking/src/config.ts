import { Type } from 'typebox';
import { baseEnv, loadConfig, port, postgresUrl, redisUrl } from '@tn/kit/config';

export const RankingEnv = Type.Object({
  ...baseEnv,
  PORT: port(4003),
  DATABASE_URL: postgresUrl,
  REDIS_URL: redisUrl,
});

export const loadRankingConfig = (env?: Record<string, string | undefined>) => loadConfig(RankingEnv, env);
