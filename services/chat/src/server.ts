import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadChatConfig } from './config.ts';

const config = loadChatConfig();
const app = buildApp({ logLevel: config.LOG_LEVEL });
await listen(app, { port: config.PORT, host: config.HOST });
