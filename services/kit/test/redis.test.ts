import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { DEFAULT_REDIS_COMMAND_TIMEOUT_MS, createRedis, pingRedis } from '../src/redis.ts';
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

  it('rejects a command whose reply does not come within the command timeout', async () => {
    expect(DEFAULT_REDIS_COMMAND_TIMEOUT_MS).toBe(1_000);
    // A blocking pop on a key nobody pushes to: the server holds the reply back, as a stalled one would.
    const key = `${uniqueRedisPrefix('kit')}:never`;
    const redis = track(createRedis(testRedisUrl(), { commandTimeout: 200 }));
    await ready(redis);
    const started = Date.now();
    await expect(redis.blpop(key, 10)).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('bounds every command by default', async () => {
    const key = `${uniqueRedisPrefix('kit')}:never`;
    const redis = track(createRedis(testRedisUrl()));
    await ready(redis);
    const started = Date.now();
    await expect(redis.blpop(key, 10)).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(DEFAULT_REDIS_COMMAND_TIMEOUT_MS + 2_000);
  });
});
