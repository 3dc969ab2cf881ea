import { Type } from 'typebox';
import { authEnv } from '@tn/kit/auth';
import { baseEnv, loadConfig, port, postgresUrl, redisUrl } from '@tn/kit/config';
import { WEEKLY_VOTE_LIMIT } from '@tn/contracts/votes';

export const VotingEnv = Type.Object({
  ...baseEnv,
  ...authEnv,
  PORT: port(4002),
  DATABASE_URL: postgresUrl,
  /** Weekly allowance counters and the vote queue. */
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: Type.String({
    default: 'bull',
    pattern: '^[A-Za-z0-9:_-]{1,64}$',
    description: 'BullMQ key prefix of the vote-events queue; the ranking projector must use the same',
  }),
  // Staging and load tests only: the product's allowance is the spec's 3. Never set per request.
  VOTES_PER_WEEK: Type.Integer({ minimum: 1, maximum: 100_000, default: WEEKLY_VOTE_LIMIT }),
});

export type VotingConfig = ReturnType<typeof loadVotingConfig>;

export const loadVotingConfig = (env?: Record<string, string | undefined>) => loadConfig(VotingEnv, env);
