import { authConfigFrom, createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadMediaConfig } from './config.ts';
import { createMediaStore } from './uploads/media-store.ts';
import { createSweeper, scheduleSweeps } from './uploads/sweeper.ts';
import { createUploadRepository } from './uploads/upload-repository.ts';
import type { MediaDatabase } from './uploads/upload-tables.ts';

const SWEEP_EVERY_MS = 3_600_000;

const config = loadMediaConfig();
// Throws at start, before listening, if emulator mode is asked for in production.
const verifier = createTokenVerifier(authConfigFrom(config));
const db = createDb<MediaDatabase>(config.DATABASE_URL, { applicationName: 'media' });
const app = buildApp({
  db,
  verifier,
  mediaDir: config.MEDIA_DIR,
  limits: { perHour: config.MEDIA_UPLOADS_PER_HOUR, maxBytes: config.MEDIA_MAX_UPLOAD_BYTES, maxPixels: config.MEDIA_MAX_PIXELS },
  commons: { origin: config.COMMONS_ORIGIN, maxBytes: config.COMMONS_CACHE_MAX_BYTES, timeoutMs: config.COMMONS_TIMEOUT_MS, pauseMs: config.COMMONS_PAUSE_MS },
  logLevel: config.LOG_LEVEL,
});
if (config.FIREBASE_AUTH_EMULATOR_HOST) {
  app.log.warn({ emulator: config.FIREBASE_AUTH_EMULATOR_HOST }, 'sign-in tokens are checked against the Firebase Auth emulator');
}
app.log.info({ mediaDir: config.MEDIA_DIR }, 'storing images');
// Every replica sweeps; each deletion re-checks its row under a lock, so they never collide.
const stopSweeping = scheduleSweeps(createSweeper(createUploadRepository(db), createMediaStore(config.MEDIA_DIR)), {
  everyMs: SWEEP_EVERY_MS,
  log: app.log,
});
// Pool use is read at every scrape of the metrics port (METRICS_PORT, default PORT + 1000).
app.metrics.watchPool(db);
await listen(app, {
  port: config.PORT,
  host: config.HOST,
  metricsPort: config.METRICS_PORT,
  onClose: async () => {
    await stopSweeping();
    await db.destroy();
  },
});
