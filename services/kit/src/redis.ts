import { Redis, type RedisOptions } from 'ioredis';

/**
 * How long a command may wait for its reply. A stalled Redis (paused, swapping, failing over)
 * accepts commands and never answers; without a bound every request that touches it would hang.
 */
export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * An ioredis client that fails fast: with the offline queue off, commands issued while Redis is
 * down reject at once instead of piling up, and a command whose reply does not come within
 * `commandTimeout` (DEFAULT_REDIS_COMMAND_TIMEOUT_MS unless the caller says otherwise) rejects,
 * so callers can answer 503.
 *
 * Not for a BullMQ Worker: its blocking fetch (BZPOPMIN) legitimately waits for seconds and
 * would time out, and BullMQ wants maxRetriesPerRequest null there. Give a Worker plain
 * connection options instead; BullMQ then makes its connections as it needs them.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: DEFAULT_REDIS_COMMAND_TIMEOUT_MS,
    lazyConnect: false,
    ...options,
  });
}

export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
  await redis.ping();
}

/**
 * Resolves once the client is connected, or after `timeoutMs` whatever happened (Redis down at
 * start: the service starts anyway, its readiness says Redis is down, and what needs Redis
 * answers 503 until it is back). A service waits for this before it listens: with the offline
 * queue off, a request arriving while the connection is still being made fails, and a replica
 * that has just restarted gets requests at once.
 */
export function connected(redis: Redis, timeoutMs = 5_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}
