import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { ConfigError } from '@tn/kit/config';
import { createDb } from '@tn/kit/db';
import { createRedis } from '@tn/kit/redis';
import { createTestDatabase, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@tn/kit/testing';
import { createTokenVerifier } from '@tn/kit/auth';
import { testAuthConfig } from '@tn/kit/testing-auth';
import { buildApp } from '../src/app.ts';
import { loadVotingConfig } from '../src/config.ts';
import { DEV_MATCHUP_TOKEN_SECRET, PUBLIC_MATCHUP_TOKEN_SECRETS, matchupTokenSettingsFrom } from '../src/matchups/matchup-token-config.ts';
import type { VotingDatabase } from '../src/votes/vote-tables.ts';
import { ready } from './helper.ts';

const CLOSED_POSTGRES = 'postgres://postgres@127.0.0.1:1/closed';
const CLOSED_REDIS = 'redis://127.0.0.1:1';

const queuePrefix = uniqueRedisPrefix('voting-app');

describe('voting service', () => {
  let database: TestDatabase;
  let db: Kysely<VotingDatabase>;
  let redis: Redis;
  const closers: (() => Promise<unknown> | void)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<VotingDatabase>(database.urlAs('voting'), { max: 2 });
    redis = createRedis(testRedisUrl());
    await ready(redis);
  });

  afterAll(async () => {
    for (const close of closers) await close();
    await db.destroy();
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await database.drop();
  });

  /** An app on the given clients; closed after the file. */
  function sut(deps: { db?: Kysely<VotingDatabase>; redis?: Redis } = {}) {
    const app = buildApp({
      db: deps.db ?? db,
      redis: deps.redis ?? redis,
      queueConnection: deps.redis ?? redis,
      queuePrefix,
      verifier: createTokenVerifier(testAuthConfig()),
      logger: false,
    });
    closers.push(() => app.close());
    return app;
  }

  it('answers /healthz while the process is up', async () => {
    const res = await sut().inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'voting' });
  });

  it('is ready when Postgres and Redis answer', async () => {
    const res = await sut().inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'voting', checks: { postgres: 'up', redis: 'up', queue: 'up' } });
  });

  it('is not ready, naming Postgres, when the database is unreachable', async () => {
    const closedDb = createDb<VotingDatabase>(CLOSED_POSTGRES, { max: 1 });
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
    expect(res.json()).toMatchObject({ status: 'not ready', checks: { postgres: 'up', redis: 'down', queue: 'down' } });
  });

  it('answers an unknown route with 404 in the one error shape', async () => {
    const res = await sut().inject({ method: 'GET', url: '/api/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/nowhere not found' });
  });
});

describe('voting config', () => {
  const required = { DATABASE_URL: 'postgres://localhost/tn', REDIS_URL: 'redis://localhost:6379', FIREBASE_PROJECT_ID: 'demo-thainguyen' };

  it('applies defaults and converts numbers', () => {
    const config = loadVotingConfig({ ...required, PORT: '5002' });
    expect(config).toMatchObject({ PORT: 5002, HOST: '127.0.0.1', LOG_LEVEL: 'info', QUEUE_PREFIX: 'bull', VOTES_PER_WEEK: 3 });
    expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(loadVotingConfig(required).PORT).toBe(4002);
    expect(loadVotingConfig({ ...required, VOTES_PER_WEEK: '1000', QUEUE_PREFIX: 'staging' })).toMatchObject({
      VOTES_PER_WEEK: 1000,
      QUEUE_PREFIX: 'staging',
    });
    expect(loadVotingConfig({ ...required, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).FIREBASE_AUTH_EMULATOR_HOST).toBe(
      '127.0.0.1:9099',
    );
  });

  it('names every missing or invalid variable', () => {
    expect(() => loadVotingConfig({})).toThrow(ConfigError);
    expect(() => loadVotingConfig({})).toThrow(/DATABASE_URL[\s\S]*REDIS_URL|REDIS_URL[\s\S]*DATABASE_URL/);
    expect(() => loadVotingConfig({})).toThrow(/FIREBASE_PROJECT_ID/);
    expect(() => loadVotingConfig({ ...required, REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });

  it.each(['0', '100001', 'three'])('refuses VOTES_PER_WEEK=%s', (value) => {
    expect(() => loadVotingConfig({ ...required, VOTES_PER_WEEK: value })).toThrow(/VOTES_PER_WEEK/);
  });

  it('refuses a queue prefix with spaces or braces', () => {
    expect(() => loadVotingConfig({ ...required, QUEUE_PREFIX: 'my queue' })).toThrow(/QUEUE_PREFIX/);
    expect(() => loadVotingConfig({ ...required, QUEUE_PREFIX: '{bull}' })).toThrow(/QUEUE_PREFIX/);
  });

  describe('matchup tokens', () => {
    const settings = (env: Record<string, string>) => matchupTokenSettingsFrom(loadVotingConfig({ ...required, ...env }));
    const secret = 's'.repeat(32);

    it('are required by default, signed with the development secret outside production', () => {
      expect(settings({})).toEqual({ required: true, secret: DEV_MATCHUP_TOKEN_SECRET });
      expect(settings({ MATCHUP_TOKENS: 'off', NODE_ENV: 'test' })).toEqual({ required: false, secret: DEV_MATCHUP_TOKEN_SECRET });
      expect(settings({ NODE_ENV: 'production', MATCHUP_TOKEN_SECRET: secret })).toEqual({ required: true, secret });
    });

    it('refuse to start in production without a secret of their own, or one shorter than 32 characters', () => {
      expect(() => settings({ NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => settings({ NODE_ENV: 'production' })).toThrow(/MATCHUP_TOKEN_SECRET is required/);
      expect(() => settings({ MATCHUP_TOKEN_SECRET: 'short' })).toThrow(/MATCHUP_TOKEN_SECRET/);
    });

    it('refuse to start in production with a secret published in the repository (the development default, a compose default)', () => {
      // Whatever default docker-compose.yml gives the variable (`${MATCHUP_TOKEN_SECRET:-…}`), if any.
      const compose = readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');
      expect(compose).toContain('${MATCHUP_TOKEN_SECRET');
      const composeDefaults = [...compose.matchAll(/\$\{MATCHUP_TOKEN_SECRET:?-([^}]*)\}/g)].map((m) => m[1]!);
      const published = [DEV_MATCHUP_TOKEN_SECRET, 'local-demo-matchup-token-secret-change-me', ...composeDefaults];
      for (const value of published) {
        expect(() => settings({ NODE_ENV: 'production', MATCHUP_TOKEN_SECRET: value }), value).toThrow(/published in the repository/);
        // Outside production they still sign tokens (development, tests, the local demo).
        expect(settings({ MATCHUP_TOKEN_SECRET: value }), value).toEqual({ required: true, secret: value });
      }
      expect(PUBLIC_MATCHUP_TOKEN_SECRETS).toEqual(expect.arrayContaining(published));
    });

    it('refuse MATCHUP_TOKENS=off in production unless explicitly allowed, like the Auth emulator', () => {
      const off = { NODE_ENV: 'production', MATCHUP_TOKEN_SECRET: secret, MATCHUP_TOKENS: 'off' };
      expect(() => settings(off)).toThrow(ConfigError);
      expect(() => settings(off)).toThrow(/ALLOW_MATCHUP_TOKENS_OFF_IN_PRODUCTION=true/);
      expect(settings({ ...off, ALLOW_MATCHUP_TOKENS_OFF_IN_PRODUCTION: 'true' })).toEqual({ required: false, secret });
      expect(() => settings({ MATCHUP_TOKENS: 'maybe' })).toThrow(/MATCHUP_TOKENS/);
    });
  });
});
