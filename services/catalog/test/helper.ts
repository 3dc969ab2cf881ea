import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { CatalogDatabase } from '../src/locations/location-tables.ts';

/** The catalog app over its own copy of the seeded database; close() drops the copy. */
export async function buildTestApp() {
  const database: TestDatabase = await createTestDatabase();
  const db: Kysely<CatalogDatabase> = createDb<CatalogDatabase>(database.url, { max: 2 });
  const app = buildApp({ db, logger: false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}
