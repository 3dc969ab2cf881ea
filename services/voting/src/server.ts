import { createDb } from '@tn/kit/db';
import { createRedis } from '@tn/kit/redis';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadVotingConfig } from './config.ts';
import type { VotingDatabase } from './votes/vote-tables.ts';

const config = loadVotingConfig();
const db = createDb<VotingDatabase>(config.DATABASE_URL, { applicationName: 'voting' });
const redis = createRedis(config.REDIS_URL, { connectionName: 'voting' });
const app = buildApp({ db, redis, logLevel: config.LOG_LEVEL });
// ioredis reconnects by itself; the listener keeps a Redis outage from being an unhandled error.
redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
await listen(app, {
  port: config.PORT,
  host: config.HOST,
  onClose: async () => {
    // quit() waits for replies in flight; a client that never connected can only be dropped.
    await Promise.allSettled([db.destroy(), redis.status === 'ready' ? redis.quit() : redis.disconnect()]);
  },
});
