import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTokenVerifier } from '@tn/kit/auth';
import { ConfigError } from '@tn/kit/config';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { testAuthConfig } from '@tn/kit/testing-auth';
import { buildApp } from '../src/app.ts';
import { loadCulinaryConfig } from '../src/config.ts';
import type { CulinaryDatabase } from '../src/culinary/culinary-tables.ts';

const CLOSED_POSTGRES = 'postgres://postgres@127.0.0.1:1/closed';

describe('culinary service', () => {
  let database: TestDatabase;
  let db: Kysely<CulinaryDatabase>;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<CulinaryDatabase>(database.urlAs('culinary'), { max: 2 });
  });

  afterAll(async () => {
    for (const close of closers) await close();
    await db.destroy();
    await database.drop();
  });

  /** An app on the given database; closed after the file. */
  function sut(deps: { db?: Kysely<CulinaryDatabase> } = {}) {
    const app = buildApp({ db: deps.db ?? db, verifier: createTokenVerifier(testAuthConfig()), logger: false });
    closers.push(() => app.close());
    return app;
  }

  it('answers /healthz while the process is up', async () => {
    const res = await sut().inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'culinary' });
  });

  it('is ready when Postgres answers', async () => {
    const res = await sut().inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'culinary', checks: { postgres: 'up' } });
  });

  it('is not ready, naming Postgres, when the database is unreachable', async () => {
    const closedDb = createDb<CulinaryDatabase>(CLOSED_POSTGRES, { max: 1 });
    closers.push(() => closedDb.destroy());
    const res = await sut({ db: closedDb }).inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', service: 'culinary', checks: { postgres: 'down' } });
  });

  it('answers an unknown route with 404 in the one error shape', async () => {
    const res = await sut().inject({ method: 'GET', url: '/api/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/nowhere not found' });
  });
});

describe('culinary config', () => {
  const env = { DATABASE_URL: 'postgres://localhost/tn', FIREBASE_PROJECT_ID: 'demo-thainguyen' };

  it('applies defaults and converts the port; MEDIA_URL is optional', () => {
    const config = loadCulinaryConfig(env);
    expect(config).toMatchObject({ PORT: 4004, HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    expect(config.MEDIA_URL).toBeUndefined();
    expect(loadCulinaryConfig({ ...env, PORT: '5004' }).PORT).toBe(5004);
    expect(loadCulinaryConfig({ ...env, MEDIA_URL: 'http://127.0.0.1:4007' }).MEDIA_URL).toBe('http://127.0.0.1:4007');
  });

  it('names a missing or invalid variable', () => {
    expect(() => loadCulinaryConfig({})).toThrow(ConfigError);
    expect(() => loadCulinaryConfig({})).toThrow(/DATABASE_URL/);
    expect(() => loadCulinaryConfig({ DATABASE_URL: 'postgres://localhost/tn' })).toThrow(/FIREBASE_PROJECT_ID/);
    expect(() => loadCulinaryConfig({ ...env, DATABASE_URL: 'mysql://localhost/tn' })).toThrow(/DATABASE_URL/);
    expect(() => loadCulinaryConfig({ ...env, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadCulinaryConfig({ ...env, MEDIA_URL: 'ftp://media' })).toThrow(/MEDIA_URL/);
  });
});
