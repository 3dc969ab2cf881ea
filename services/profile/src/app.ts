import type { Kysely } from 'kysely';
import { authPlugin, type TokenVerifier } from '@tn/kit/auth';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';
import { meRoutesPlugin } from './routes/me.ts';
import { createUserRepository } from './users/user-repository.ts';
import type { ProfileDatabase } from './users/user-tables.ts';

export interface ProfileDeps {
  db: Kysely<ProfileDatabase>;
  /** Closed with the app. */
  verifier: TokenVerifier;
  logLevel?: string;
  logger?: boolean;
}

/** The profile service as an app that never listens: server.ts listens, tests inject. */
export function buildApp(deps: ProfileDeps) {
  const app = createService({
    name: 'profile',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: { postgres: () => pingDb(deps.db) },
  });
  app.register(authPlugin, { verifier: deps.verifier });
  app.register(meRoutesPlugin(createUserRepository(deps.db)));
  return app;
}
