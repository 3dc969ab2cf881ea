import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { ConfigError } from '@tn/kit/config';
import { createDb } from '@tn/kit/db';
import { connected, createRedis } from '@tn/kit/redis';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '@tn/kit/testing';
import { buildApp } from '../src/app.ts';
import { loadRankingConfig } from '../src/config.ts';
import type { ProjectorDatabase as RankingDatabase } from '../src/projector/vote-log-tables.ts';

const CLOSED_POSTGRES = 'postgres://postgres@127.0.0.1:1/closed';
const CLOSED_REDIS = 'redis://127.0.0.1:1';

// Bounded only to fail clearly: the test Redis connects in milliseconds.
const ready = (redis: Redis) => connected(redis, 10_000);

describe('ranking service', () => {
  let database: TestDatabase;
  let db: Kysely<RankingDatabase>;
  let redis: Redis;
  const closers: (() => Promise<unknown> | void)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<RankingDatabase>(database.urlAs('ranking'), { max: 2 });
    redis = createRedis(testRedisUrl());
    await ready(redis);
  });

  afterAll(async () => {
    for (const close of closers) await close();
    await db.destroy();
    redis.disconnect();
    await database.drop();
  });

  /** An app on the given clients; closed after the file. */
  function sut(deps: { db?: Kysely<RankingDatabase>; redis?: Redis } = {}) {
    const app = buildApp({ db: deps.db ?? db, redis: deps.redis ?? redis, logger: false });
    closers.push(() => app.close());
    return app;
  }

  it('answers /healthz while the process is up', async () => {
    const res = await sut().inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'ranking' });
  });

  it('is ready when Postgres and Redis answer', async () => {
    const res = await sut().inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'ranking', checks: { postgres: 'up', redis: 'up' } });
  });

  it('is not ready, naming Postgres, when the database is unreachable', async () => {
    const closedDb = createDb<RankingDatabase>(CLOSED_POSTGRES, { max: 1 });
    closers.push(() => closedDb.destroy());
    const res = await sut({ db: closedDb }).inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', checks: { postgres: 'down', redis: 'up' } });
  });

  it('is not ready, naming Redis, when Redis is unreachable', async () => {
    const closedRedis = createRedis(CLOSED_REDIS, { retryStrategy: () => 200 });
    closedRedis.on('error', () => {});
    closers.push(() => closedRedis.disconnect());
    const res = await sut({ redis: closedRedis }).inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not ready', checks: { postgres: 'up', redis: 'down' } });
  });

  it('answers an unknown route with 404 in the one error shape', async () => {
    const res = await sut().inject({ method: 'GET', url: '/api/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/nowhere not found' });
  });
});

describe('ranking config', () => {
  it('applies defaults and converts the port', () => {
    const config = loadRankingConfig({ DATABASE_URL: 'postgres://localhost/tn', REDIS_URL: 'redis://localhost:6379', PORT: '5003' });
    expect(config).toMatchObject({ PORT: 5003, HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    expect(loadRankingConfig({ DATABASE_URL: 'postgres://localhost/tn', REDIS_URL: 'redis://localhost' }).PORT).toBe(4003);
  });

  it('names every missing or invalid variable', () => {
    expect(() => loadRankingConfig({})).toThrow(ConfigError);
    expect(() => loadRankingConfig({})).toThrow(/DATABASE_URL[\s\S]*REDIS_URL|REDIS_URL[\s\S]*DATABASE_URL/);
    expect(() => loadRankingConfig({ DATABASE_URL: 'postgres://localhost/tn', REDIS_URL: 'localhost:6379' })).toThrow(
      /REDIS_URL/,
    );
  });
});
