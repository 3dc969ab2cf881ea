import { Type } from 'typebox';
import { authEnv } from '@tn/kit/auth';
import { baseEnv, loadConfig, port, postgresUrl, redisUrl } from '@tn/kit/config';
import { WEEKLY_VOTE_LIMIT } from '@tn/contracts/constants';
import { DEFAULT_QUEUE_PREFIX, QUEUE_PREFIX_PATTERN, QUEUE_PREFIX_RULE } from '@tn/contracts/queue';
import { matchupTokenEnv } from './matchups/matchup-token-config.ts';
import { voterProviderEnv } from './votes/voter-providers.ts';

export const VotingEnv = Type.Object({
  ...baseEnv,
  ...authEnv,
  ...matchupTokenEnv,
  ...voterProviderEnv,
  PORT: port(4002),
  DATABASE_URL: postgresUrl,
  /** Weekly allowance counters and the vote queue. */
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: Type.String({ default: DEFAULT_QUEUE_PREFIX, pattern: QUEUE_PREFIX_PATTERN, description: QUEUE_PREFIX_RULE }),
  // Staging and load tests only: the product's allowance is 3. Never set per request.
  VOTES_PER_WEEK: Type.Integer({ minimum: 1, maximum: 100_000, default: WEEKLY_VOTE_LIMIT }),
});

export type VotingConfig = ReturnType<typeof loadVotingConfig>;

export const loadVotingConfig = (env?: Record<string, string | undefined>) => loadConfig(VotingEnv, env);
