import type { Kysely } from 'kysely';
import { authPlugin, type TokenVerifier } from '@tn/kit/auth';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';
import { createDashboardRepository } from './dashboard/dashboard-repository.ts';
import { createDashboardService } from './dashboard/dashboard-service.ts';
import { createOwnerServices, type OwnerUrls } from './dashboard/owner-services.ts';
import { meRoutesPlugin } from './routes/me.ts';
import { createUserRepository } from './users/user-repository.ts';
import type { ProfileDatabase } from './users/user-tables.ts';

export interface ProfileDeps {
  db: Kysely<ProfileDatabase>;
  /** Closed with the app. */
  verifier: TokenVerifier;
  /**
   * The base URLs of the services that keep the rest of a user's data. Without culinary's,
   * deleting a user's data leaves their reviews named; an export leaves out what an unset one keeps.
   */
  owners?: OwnerUrls;
  /** How long a call to one of them may wait (default 3 s). */
  ownersTimeoutMs?: number;
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
  const dashboard = createDashboardService({
    users: createUserRepository(deps.db),
    dashboard: createDashboardRepository(deps.db),
    owners: createOwnerServices(deps.owners ?? {}, { timeoutMs: deps.ownersTimeoutMs }),
    log: app.log,
  });
  app.register(meRoutesPlugin(dashboard));
  return app;
}
