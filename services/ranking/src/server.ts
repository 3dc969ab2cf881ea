import { createDb } from '@tn/kit/db';
import { createRedis } from '@tn/kit/redis';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadRankingConfig } from './config.ts';
import { ProjectorRuntime } from './projector/projector-runtime.ts';
import type { ProjectorDatabase } from './projector/vote-log-tables.ts';

const config = loadRankingConfig();
const db = createDb<ProjectorDatabase>(config.DATABASE_URL, { applicationName: 'ranking' });
const redis = createRedis(config.REDIS_URL, { connectionName: 'ranking' });
const app = buildApp({ db, redis, logLevel: config.LOG_LEVEL });
// ioredis reconnects by itself; the listener keeps a Redis outage from being an unhandled error.
redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));

const projector = new ProjectorRuntime({
  db,
  queue: {
    connection: { url: config.REDIS_URL, connectionName: 'ranking-projector' },
    prefix: config.QUEUE_PREFIX,
    concurrency: config.PROJECTOR_CONCURRENCY,
  },
  batchSize: config.PROJECTOR_BATCH_SIZE,
  sweepIntervalMs: config.PROJECTOR_SWEEP_MS,
  minRunIntervalMs: config.PROJECTOR_MIN_RUN_INTERVAL_MS,
  logger: app.log.child({ component: 'projector' }),
}).start();

await listen(app, {
  port: config.PORT,
  host: config.HOST,
  onClose: async () => {
    // The current batch commits and active jobs finish before the pools close.
    await projector.close();
    // quit() waits for replies in flight; a client that never connected can only be dropped.
    await Promise.allSettled([db.destroy(), redis.status === 'ready' ? redis.quit() : redis.disconnect()]);
  },
});
