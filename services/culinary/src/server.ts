import { createDb } from '@tn/kit/db';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadCulinaryConfig } from './config.ts';
import type { CulinaryDatabase } from './culinary/culinary-tables.ts';

const config = loadCulinaryConfig();
const db = createDb<CulinaryDatabase>(config.DATABASE_URL, { applicationName: 'culinary' });
const app = buildApp({ db, logLevel: config.LOG_LEVEL });
await listen(app, { port: config.PORT, host: config.HOST, onClose: () => db.destroy() });
