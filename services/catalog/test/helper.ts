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
    async close() {
      await app.close();
      await serviceDb.destroy();
      await db.destroy();
      await database.drop();
    },
  };
}
