import { afterAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { DEFAULT_REDIS_COMMAND_TIMEOUT_MS, connected, createRedis, pingRedis } from '../src/redis.ts';
import { testRedisUrl, uniqueRedisPrefix } from '../src/testing.ts';

const ready = (redis: Redis) => connected(redis, 10_000);

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

  it('connected: resolves once a fresh client can take commands (none fails on the offline queue)', async () => {
    const redis = track(createRedis(testRedisUrl()));
    // Right after creation the connection is still being made: a command would fail at once.
    await expect(redis.ping()).rejects.toThrow(/enableOfflineQueue/);
    await connected(redis);
    expect(redis.status).toBe('ready');
    expect(await redis.ping()).toBe('PONG');
  });

  it('connected: gives up after its timeout when Redis is unreachable', async () => {
    const redis = track(createRedis('redis://127.0.0.1:1', { retryStrategy: () => 100 }));
    const started = Date.now();
    await connected(redis, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(redis.status).not.toBe('ready');
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
