import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { ConfigError } from '@tn/kit/config';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { buildApp, type ChatDatabase } from '../src/app.ts';
import { loadChatConfig } from '../src/config.ts';

const CLOSED_POSTGRES = 'postgres://postgres@127.0.0.1:1/closed';

describe('chat service', () => {
  let database: TestDatabase;
  let db: Kysely<ChatDatabase>;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<ChatDatabase>(database.url, { max: 2 });
  });

  afterAll(async () => {
    for (const close of closers) await close();
    await db.destroy();
    await database.drop();
  });

  /** An app on the given database; closed after the file. */
  function sut(deps: { db?: Kysely<ChatDatabase> } = {}) {
    const app = buildApp({ db: deps.db ?? db, logger: false });
    closers.push(() => app.close());
    return app;
  }

  it('answers /healthz while the process is up', async () => {
    const res = await sut().inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'chat' });
  });

  it('is ready when Postgres answers', async () => {
    const res = await sut().inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'chat', checks: { postgres: 'up' } });
  });

  it('is not ready, naming Postgres, when the database is unreachable', async () => {
    const closedDb = createDb<ChatDatabase>(CLOSED_POSTGRES, { max: 1 });
    closers.push(() => closedDb.destroy());
    const res = await sut({ db: closedDb }).inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', service: 'chat', checks: { postgres: 'down' } });
  });

  it('answers an unknown route with 404 in the one error shape', async () => {
    const res = await sut().inject({ method: 'GET', url: '/api/nowhere?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/nowhere not found' });
  });
});

describe('chat config', () => {
  it('applies defaults and converts the port', () => {
    expect(loadChatConfig({ DATABASE_URL: 'postgres://localhost/tn' })).toMatchObject({
      PORT: 4005,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    expect(loadChatConfig({ DATABASE_URL: 'postgres://localhost/tn', PORT: '5005' }).PORT).toBe(5005);
  });

  it('names a missing or invalid variable', () => {
    expect(() => loadChatConfig({})).toThrow(ConfigError);
    expect(() => loadChatConfig({})).toThrow(/DATABASE_URL/);
    expect(() => loadChatConfig({ DATABASE_URL: 'mysql://localhost/tn' })).toThrow(/DATABASE_URL/);
    expect(() => loadChatConfig({ DATABASE_URL: 'postgres://localhost/tn', PORT: 'eighty' })).toThrow(/PORT/);
  });
});
