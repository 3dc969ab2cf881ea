import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { testAuthConfig } from '@tn/kit/testing-auth';
import { buildApp, type MediaDeps } from '../src/app.ts';
import { createMediaStore } from '../src/uploads/media-store.ts';
import { createSweeper } from '../src/uploads/sweeper.ts';
import { createUploadRepository } from '../src/uploads/upload-repository.ts';
import type { MediaDatabase } from '../src/uploads/upload-tables.ts';

type App = ReturnType<typeof buildApp>;

/**
 * The media app over its own copy of the database and its own temporary media folder,
 * verifying tokens with the test emulator. `appWith` builds another app on the same database
 * and folder with other limits; the sweeper works on both.
 */
export async function buildTestApp() {
  const database: TestDatabase = await createTestDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), 'tn-media-'));
  // The app connects as the media role, as in production; `db` is the admin's, for fixtures.
  const serviceDb: Kysely<MediaDatabase> = createDb<MediaDatabase>(database.urlAs('media'), { max: 3 });
  const db: Kysely<MediaDatabase> = createDb<MediaDatabase>(database.url, { max: 2 });
  const apps: App[] = [];
  const appWith = async (options: Partial<Pick<MediaDeps, 'limits' | 'clock' | 'commons'>> = {}) => {
    const app = buildApp({
      db: serviceDb,
      verifier: createTokenVerifier(testAuthConfig()),
      mediaDir,
      logger: false,
      clock: options.clock,
      commons: options.commons,
      // Tests upload more than 20 times an hour as one user; the limit's own test sets its own.
      limits: { perHour: 1_000, ...options.limits },
    });
    apps.push(app);
    await app.ready();
    return app;
  };
  const app = await appWith();
  const store = createMediaStore(mediaDir);
  return {
    app,
    appWith,
    db,
    mediaDir,
    store,
    sweeper: createSweeper(createUploadRepository(serviceDb), store),
    async close() {
      for (const a of apps) await a.close();
      await serviceDb.destroy();
      await db.destroy();
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export type TestMedia = Awaited<ReturnType<typeof buildTestApp>>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
