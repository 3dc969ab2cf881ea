import { afterAll, beforeAll } from 'vitest';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { CatalogDatabase } from '../src/locations/location-tables.ts';

/** ranking.standings as a fixture: the admin writes what the projector would have applied. */
export interface FixtureDatabase extends CatalogDatabase {
  'ranking.standings': { season: string; locationId: number; eloScore: number; matches: number; wins: number; losses: number };
}

/** The catalog app over its own copy of the seeded database; close() drops the copy. */
export async function buildTestApp() {
  const database: TestDatabase = await createTestDatabase();
  // The app connects as the catalog role, as in production; `db` is the admin's, for fixtures.
  const serviceDb: Kysely<CatalogDatabase> = createDb<CatalogDatabase>(database.urlAs('catalog'), { max: 2 });
  const db: Kysely<FixtureDatabase> = createDb<FixtureDatabase>(database.url, { max: 2 });
  const app = buildApp({ db: serviceDb, logger: false });
  await app.ready();
  return {
    app,
    db,
    serviceDb,
    /** A GET through the app: its status and parsed body. */
    async get(url: string) {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await serviceDb.destroy();
      await db.destroy();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** One app for the whole test file: built before its tests, dropped after them. */
export function useTestApp(): () => TestApp {
  let sut: TestApp | undefined;
  beforeAll(async () => {
    sut = await buildTestApp();
  });
  afterAll(() => sut?.close());
  return () => {
    if (!sut) throw new Error('the test app is built in beforeAll');
    return sut;
  };
}
