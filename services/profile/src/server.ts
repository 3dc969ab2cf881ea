import { authConfigFrom, createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadProfileConfig } from './config.ts';
import type { ProfileDatabase } from './users/user-tables.ts';

const config = loadProfileConfig();
// Throws at start, before listening, if emulator mode is asked for in production.
const verifier = createTokenVerifier(authConfigFrom(config));
const db = createDb<ProfileDatabase>(config.DATABASE_URL, { applicationName: 'profile' });
const owners = { culinary: config.CULINARY_URL, catalog: config.CATALOG_URL, voting: config.VOTING_URL };
const app = buildApp({ db, verifier, owners, logLevel: config.LOG_LEVEL });
const namedAfterDeletion = { culinary: 'their reviews and suggestions', catalog: 'their photos', voting: undefined };
for (const [name, url] of Object.entries(owners)) {
  if (url) continue;
  const named = namedAfterDeletion[name as keyof typeof owners];
  const deletion = named ? `; deleting a user's data leaves ${named} named` : '';
  app.log.warn(`${name.toUpperCase()}_URL is not set: exports of a user's data leave out what ${name} keeps${deletion}`);
}
if (config.FIREBASE_AUTH_EMULATOR_HOST) {
  app.log.warn({ emulator: config.FIREBASE_AUTH_EMULATOR_HOST }, 'sign-in tokens are checked against the Firebase Auth emulator');
}
// Pool use is read at every scrape of the metrics port (METRICS_PORT, default PORT + 1000).
app.metrics.watchPool(db);
await listen(app, { port: config.PORT, host: config.HOST, metricsPort: config.METRICS_PORT, onClose: () => db.destroy() });
