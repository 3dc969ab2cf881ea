import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import { MEDIA_MAX_PIXELS, MEDIA_MAX_UPLOAD_BYTES, MEDIA_UPLOADS_PER_HOUR } from '@tn/contracts/media';
import { authPlugin, type TokenVerifier } from '@tn/kit/auth';
import { pingDb } from '@tn/kit/db';
import { createService } from '@tn/kit/server';
import { createCommonsMirror } from './commons/commons-mirror.ts';
import { COMMONS_CACHE_MAX_BYTES, COMMONS_ORIGIN, COMMONS_PAUSE_MS, COMMONS_TIMEOUT_MS } from './config.ts';
import { commonsRoutesPlugin } from './routes/commons.ts';
import { fileRoutesPlugin } from './routes/files.ts';
import { uploadRoutesPlugin, type UploadLimits } from './routes/uploads.ts';
import { createLimiter } from './uploads/image-processing.ts';
import { createMediaStore } from './uploads/media-store.ts';
import { createUploadRepository } from './uploads/upload-repository.ts';
import type { MediaDatabase } from './uploads/upload-tables.ts';

export interface MediaDeps {
  db: Kysely<MediaDatabase>;
  /** Closed with the app. */
  verifier: TokenVerifier;
  /** Folder of the stored images (created if missing). */
  mediaDir: string;
  limits?: Partial<UploadLimits>;
  /** Where Commons' scaled copies are fetched from, and how many bytes of them are kept. */
  commons?: { origin?: string; maxBytes?: number; timeoutMs?: number; pauseMs?: number };
  /** Images decoded at once (default 2). */
  decodeConcurrency?: number;
  clock?: () => Date;
  logLevel?: string;
  logger?: boolean;
}

/** The media service as an app that never listens: server.ts listens, tests inject. */
export function buildApp(deps: MediaDeps) {
  const app = createService({
    name: 'media',
    logLevel: deps.logLevel,
    // A Commons copy's last part is `<width>px-<file name>`, and a file name may be 255 bytes
    // long, 765 characters percent-encoded.
    maxParamLength: 800,
    ...(deps.logger === false ? { logger: false } : {}),
    readiness: { postgres: () => pingDb(deps.db) },
  });
  const store = createMediaStore(deps.mediaDir);
  mkdirSync(store.dir, { recursive: true });
  const limits: UploadLimits = {
    perHour: deps.limits?.perHour ?? MEDIA_UPLOADS_PER_HOUR,
    maxBytes: deps.limits?.maxBytes ?? MEDIA_MAX_UPLOAD_BYTES,
    maxPixels: deps.limits?.maxPixels ?? MEDIA_MAX_PIXELS,
  };

  app.register(authPlugin, { verifier: deps.verifier });
  app.register(multipart);
  // Files are sent by the route in routes/files.ts only (serve: false), never by a path of
  // the request's choosing.
  app.register(fastifyStatic, { root: store.dir, serve: false, cacheControl: false, dotfiles: 'deny', index: false });
  app.register(
    uploadRoutesPlugin({
      uploads: createUploadRepository(deps.db),
      store,
      limits,
      clock: deps.clock ?? (() => new Date()),
      decode: createLimiter(deps.decodeConcurrency ?? 2),
    }),
  );
  app.register(fileRoutesPlugin(store));
  app.register(
    commonsRoutesPlugin(
      createCommonsMirror({
        origin: deps.commons?.origin ?? COMMONS_ORIGIN,
        mediaDir: store.dir,
        maxBytes: deps.commons?.maxBytes ?? COMMONS_CACHE_MAX_BYTES,
        timeoutMs: deps.commons?.timeoutMs ?? COMMONS_TIMEOUT_MS,
        pauseMs: deps.commons?.pauseMs ?? COMMONS_PAUSE_MS,
      }),
    ),
  );
  return app;
}
