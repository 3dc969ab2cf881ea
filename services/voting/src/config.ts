import { Type } from 'typebox';
import { baseEnv, loadConfig, port, postgresUrl, redisUrl } from '@tn/kit/config';

export const VotingEnv = Type.Object({
  ...baseEnv,
  PORT: port(4002),
  DATABASE_URL: postgresUrl,
  REDIS_URL: redisUrl,
});

export const loadVotingConfig = (env?: Record<string, string | undefined>) => loadConfig(VotingEnv, env);
