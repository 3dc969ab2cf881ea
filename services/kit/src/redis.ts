import { Redis, type RedisOptions } from 'ioredis';

/**
 * An ioredis client that fails fast: with the offline queue off, commands issued while Redis is
 * down reject at once instead of piling up, so callers can answer 503.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    lazyConnect: false,
    ...options,
  });
}

export async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
  await redis.ping();
}
