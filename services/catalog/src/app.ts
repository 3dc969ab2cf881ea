import type { Kysely } from 'kysely';
import { authPlugin, type TokenVerifier } from '@tn/kit/auth';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';
import { createLocationRepository } from './locations/location-repository.ts';
import type { CatalogDatabase } from './locations/location-tables.ts';
import { createMediaClient } from './photos/media-client.ts';
import { createPhotoRepository } from './photos/photo-repository.ts';
import { createPhotoService } from './photos/photo-service.ts';
import { locationRoutesPlugin } from './routes/locations.ts';
import { photoModerationRoutesPlugin } from './routes/photo-moderation.ts';
import { placePhotoRoutesPlugin } from './routes/place-photos.ts';
import { createSeasonRepository } from './rankings/season-repository.ts';
import { rankingRoutesPlugin } from './routes/rankings.ts';

export interface CatalogDeps {
  db: Kysely<CatalogDatabase>;
  /** Checks sign-in for visitors' photos and the editors' routes; closed with the app. */
  verifier: TokenVerifier;
  /** The media service's base URL; without it places take no new photo. */
  mediaUrl?: string;
  /** How long a call to the media service may wait (default 3 s). */
  mediaTimeoutMs?: number;
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
  const photoRepository = createPhotoRepository(deps.db);
  const media = deps.mediaUrl ? createMediaClient(deps.mediaUrl, { timeoutMs: deps.mediaTimeoutMs }) : undefined;
  const photos = createPhotoService({ photos: photoRepository, media });
  app.register(authPlugin, { verifier: deps.verifier });
  app.register(locationRoutesPlugin(locations));
  app.register(placePhotoRoutesPlugin(photos));
  app.register(photoModerationRoutesPlugin(photos, photoRepository));
  app.register(rankingRoutesPlugin(locations, createSeasonRepository(deps.db)));
  return app;
}
