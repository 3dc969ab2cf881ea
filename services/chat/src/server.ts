import { createDb } from '@tn/kit/db';
import { listen } from '@tn/kit/server';
import { buildApp, type ChatDatabase } from './app.ts';
import { loadChatConfig } from './config.ts';

const config = loadChatConfig();
// A small pool: chat only reads, and one answer needs a handful of queries at most.
const db = createDb<ChatDatabase>(config.DATABASE_URL, { applicationName: 'chat', max: 5 });
const app = buildApp({ db, logLevel: config.LOG_LEVEL });
await listen(app, { port: config.PORT, host: config.HOST, onClose: () => db.destroy() });
