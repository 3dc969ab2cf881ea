import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createRedis, pingRedis } from '../src/redis.ts';
import { testRedisUrl, uniqueRedisPrefix } from '../src/testing.ts';

const ready = (redis: Redis) =>
  redis.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => redis.once('ready', () => resolve()));

describe('createRedis and pingRedis', () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });
  const track = (client: Redis) => {
    clients.push(client);
    client.on('error', () => {});
    return client;
  };

  it('pings a reachable Redis once connected', async () => {
    const redis = track(createRedis(testRedisUrl()));
    await ready(redis);
    await expect(pingRedis(redis)).resolves.toBeUndefined();
  });

  it('reads and writes under a prefix of the caller', async () => {
    const prefix = `${uniqueRedisPrefix('kit')}:`;
    const redis = track(createRedis(testRedisUrl(), { keyPrefix: prefix }));
    await ready(redis);
    await redis.set('k', 'v', 'EX', 30);
    expect(await redis.get('k')).toBe('v');
    await redis.del('k');
  });

  it('fails the ping, without waiting, when Redis is unreachable', async () => {
    const redis = track(createRedis('redis://127.0.0.1:1', { retryStrategy: () => 100 }));
    const started = Date.now();
    await expect(pingRedis(redis)).rejects.toThrow(/redis is/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('rejects commands at once while disconnected instead of queueing them', async () => {
    const redis = track(createRedis('redis://127.0.0.1:1', { retryStrategy: () => 100 }));
    await expect(redis.get('k')).rejects.toThrow();
  });
});
