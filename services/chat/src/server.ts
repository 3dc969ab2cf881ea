import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { assistantFromConfig } from './assistant.ts';
import { loadChatConfig } from './config.ts';

const config = loadChatConfig();
const app = await buildApp({ assistant: (log) => assistantFromConfig(config, log), logLevel: config.LOG_LEVEL });
// Metrics on METRICS_PORT (default PORT + 1000).
await listen(app, { port: config.PORT, host: config.HOST, metricsPort: config.METRICS_PORT });
