import { createDb } from '@tn/kit/db';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadCatalogConfig } from './config.ts';
import type { CatalogDatabase } from './locations/location-tables.ts';

const config = loadCatalogConfig();
const db = createDb<CatalogDatabase>(config.DATABASE_URL, { applicationName: 'catalog' });
const app = buildApp({ db, logLevel: config.LOG_LEVEL });
await listen(app, { port: config.PORT, host: config.HOST, onClose: () => db.destroy() });
