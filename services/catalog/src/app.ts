import type { Kysely } from 'kysely';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';
import { createLocationRepository } from './locations/location-repository.ts';
import type { CatalogDatabase } from './locations/location-tables.ts';
import { locationRoutesPlugin } from './routes/locations.ts';
import { createSeasonRepository } from './rankings/season-repository.ts';
import { rankingRoutesPlugin } from './routes/rankings.ts';

export interface CatalogDeps {
  db: Kysely<CatalogDatabase>;
  logLevel?: string;
  logger?: boolean;
}

/** The catalog as an app that never listens: server.ts listens, tests inject. */
export function buildApp(deps: CatalogDeps) {
  const app = createService({
    name: 'catalog',
    logLevel: deps.logLevel,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: { postgres: () => pingDb(deps.db) },
  });
  const locations = createLocationRepository(deps.db);
  app.register(locationRoutesPlugin(locations));
  app.register(rankingRoutesPlugin(locations, createSeasonRepository(deps.db)));
  return app;
}
