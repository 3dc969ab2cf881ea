import { authConfigFrom, createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadCatalogConfig } from './config.ts';
import type { CatalogDatabase } from './locations/location-tables.ts';

const config = loadCatalogConfig();
// Throws at start, before listening, if emulator mode is asked for in production.
const verifier = createTokenVerifier(authConfigFrom(config));
const db = createDb<CatalogDatabase>(config.DATABASE_URL, { applicationName: 'catalog' });
const app = buildApp({ db, verifier, mediaUrl: config.MEDIA_URL, logLevel: config.LOG_LEVEL });
if (config.FIREBASE_AUTH_EMULATOR_HOST) {
  app.log.warn({ emulator: config.FIREBASE_AUTH_EMULATOR_HOST }, 'sign-in tokens are checked against the Firebase Auth emulator');
}
if (!config.MEDIA_URL) app.log.info('MEDIA_URL is not set: places take no new photo');
// Pool use is read at every scrape of the metrics port (METRICS_PORT, default PORT + 1000).
app.metrics.watchPool(db);
await listen(app, { port: config.PORT, host: config.HOST, metricsPort: config.METRICS_PORT, onClose: () => db.destroy() });
