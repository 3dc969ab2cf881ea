import { createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { testAuthConfig } from '@tn/kit/testing-auth';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { ProfileDatabase } from '../src/users/user-tables.ts';

/** The profile app over its own copy of the database, verifying tokens with the test emulator. */
export async function buildTestApp() {
  const database: TestDatabase = await createTestDatabase();
  // The app connects as the profile role, as in production; `db` is the admin's, for fixtures.
  const serviceDb: Kysely<ProfileDatabase> = createDb<ProfileDatabase>(database.urlAs('profile'), { max: 2 });
  const db: Kysely<ProfileDatabase> = createDb<ProfileDatabase>(database.url, { max: 2 });
  const app = buildApp({ db: serviceDb, verifier: createTokenVerifier(testAuthConfig()), logger: false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await serviceDb.destroy();
      await db.destroy();
      await database.drop();
    },
  };
}
