import type { Kysely } from 'kysely';
import { authPlugin, type TokenVerifier } from '@tn/kit/auth';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';
import { createCulinaryClient } from './dashboard/culinary-client.ts';
import { createDashboardRepository } from './dashboard/dashboard-repository.ts';
import { createDashboardService } from './dashboard/dashboard-service.ts';
import { meRoutesPlugin } from './routes/me.ts';
import { createUserRepository } from './users/user-repository.ts';
import type { ProfileDatabase } from './users/user-tables.ts';

export interface ProfileDeps {
  db: Kysely<ProfileDatabase>;
  /** Closed with the app. */
  verifier: TokenVerifier;
  /** The culinary service's base URL; without it deleting a user's data leaves their reviews named. */
  culinaryUrl?: string;
  /** How long anonymizing reviews may wait for culinary (default 3 s). */
  culinaryTimeoutMs?: number;
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
  const culinary = deps.culinaryUrl ? createCulinaryClient(deps.culinaryUrl, { timeoutMs: deps.culinaryTimeoutMs }) : undefined;
  const dashboard = createDashboardService({
    users: createUserRepository(deps.db),
    dashboard: createDashboardRepository(deps.db),
    culinary,
    log: app.log,
  });
  app.register(meRoutesPlugin(dashboard));
  return app;
}
