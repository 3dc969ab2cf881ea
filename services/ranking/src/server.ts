import { createDb } from '@tn/kit/db';
import { createRedis } from '@tn/kit/redis';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadRankingConfig } from './config.ts';
import { createProjectorMetrics } from './projector/projector-metrics.ts';
import { ProjectorRuntime } from './projector/projector-runtime.ts';
import type { ProjectorDatabase } from './projector/vote-log-tables.ts';

const config = loadRankingConfig();
const db = createDb<ProjectorDatabase>(config.DATABASE_URL, {
  applicationName: 'ranking',
  // A batch is milliseconds, but the minutely full check reads the whole log, and an instance
  // waits for the projector lock while another applies (or a replay recomputes): longer bounds
  // than a request's, still bounded, and a failed run is simply retried by the next sweep.
  statementTimeoutMs: 60_000,
  lockTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
});
const redis = createRedis(config.REDIS_URL, { connectionName: 'ranking' });
// The readiness check reaches the projector only once it exists (after start, below).
const app = buildApp({ db, redis, logLevel: config.LOG_LEVEL, projector: { checkHealth: () => projector.checkHealth() } });
// ioredis reconnects by itself; the listener keeps a Redis outage from being an unhandled error.
redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));

const projector = new ProjectorRuntime({
  db,
  queue: {
    // Options, not a createRedis client: the worker's blocking fetch (BZPOPMIN) must not be cut
    // by the kit's command timeout; BullMQ makes the connections it needs from these.
    connection: { url: config.REDIS_URL, connectionName: 'ranking-projector' },
    prefix: config.QUEUE_PREFIX,
    concurrency: config.PROJECTOR_CONCURRENCY,
  },
  batchSize: config.PROJECTOR_BATCH_SIZE,
  sweepIntervalMs: config.PROJECTOR_SWEEP_MS,
  minRunIntervalMs: config.PROJECTOR_MIN_RUN_INTERVAL_MS,
  stallMs: config.PROJECTOR_STALL_MS,
  logger: app.log.child({ component: 'projector' }),
  // Lag, batch duration and size, queue wait, failed runs: on the metrics port with the rest.
  observer: createProjectorMetrics(app.metrics.registry, db),
}).start();
app.metrics.watchPool(db);

await listen(app, {
  port: config.PORT,
  host: config.HOST,
  metricsPort: config.METRICS_PORT,
  onClose: async () => {
    // The current batch commits and active jobs finish before the pools close.
    await projector.close();
    // quit() waits for replies in flight; a client that never connected can only be dropped.
    await Promise.allSettled([db.destroy(), redis.status === 'ready' ? redis.quit() : redis.disconnect()]);
  },
});
