import { authConfigFrom, createTokenVerifier } from '@tn/kit/auth';
import { createDb } from '@tn/kit/db';
import { connected, createRedis } from '@tn/kit/redis';
import { listen } from '@tn/kit/server';
import { buildApp } from './app.ts';
import { loadVotingConfig } from './config.ts';
import { matchupTokenSettingsFrom } from './matchups/matchup-token-config.ts';
import type { VotingDatabase } from './votes/vote-tables.ts';
import { voterProvidersFrom } from './votes/voter-providers.ts';

const config = loadVotingConfig();
// Throws at start, before listening, if emulator mode is asked for in production.
const verifier = createTokenVerifier(authConfigFrom(config));
// Throws at start, like the emulator check, if matchup tokens are off in production or unsigned.
const matchupTokens = matchupTokenSettingsFrom(config);
const voterProviders = voterProvidersFrom(config);
const db = createDb<VotingDatabase>(config.DATABASE_URL, { applicationName: 'voting' });
// Auto-pipelining: the allowance takes of concurrent votes leave in one write, not one each.
const redis = createRedis(config.REDIS_URL, { connectionName: 'voting', enableAutoPipelining: true });
// The queue gets a connection of its own (BullMQ's advice), failing fast like the other.
const queueConnection = createRedis(config.REDIS_URL, { connectionName: 'voting-queue' });
const app = buildApp({
  db,
  redis,
  queueConnection,
  queuePrefix: config.QUEUE_PREFIX,
  verifier,
  matchupTokens,
  // Emulator accounts are test accounts: every provider may vote with them. Throws at start, like
  // the checks above, if VOTE_TEST_PROVIDERS is set in production without being allowed.
  voterProviders,
  votesPerWeek: config.VOTES_PER_WEEK,
  logLevel: config.LOG_LEVEL,
});
// ioredis reconnects by itself; the listeners keep a Redis outage from being an unhandled error.
redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
queueConnection.on('error', (err) => app.log.warn({ err }, 'queue redis connection error'));
if (config.FIREBASE_AUTH_EMULATOR_HOST) {
  app.log.warn({ emulator: config.FIREBASE_AUTH_EMULATOR_HOST }, 'sign-in tokens are checked against the Firebase Auth emulator');
}
if (!matchupTokens.required) {
  app.log.warn('matchup tokens are off: POST /api/vote accepts any pair (staging and load tests only)');
}
if (voterProviders !== 'any' && config.VOTE_TEST_PROVIDERS) {
  app.log.warn({ providers: voterProviders }, 'test accounts of more sign-in providers may vote (staging and load tests only)');
}
if (config.VOTES_PER_WEEK !== 3) {
  app.log.warn({ votesPerWeek: config.VOTES_PER_WEEK }, 'weekly vote allowance differs from the product default of 3');
}
// Pool use is read at every scrape of the metrics port (METRICS_PORT, default PORT + 1000).
app.metrics.watchPool(db);
// Votes need both connections: a replica restarted under traffic must not answer them 503
// while it is still connecting.
await Promise.all([connected(redis), connected(queueConnection)]);
await listen(app, {
  port: config.PORT,
  host: config.HOST,
  metricsPort: config.METRICS_PORT,
  // Runs after in-flight requests finished and the app closed its queue and token verifier.
  onClose: async () => {
    // quit() waits for replies in flight; a client that never connected can only be dropped.
    const closeRedis = (client: typeof redis) => (client.status === 'ready' ? client.quit() : client.disconnect());
    await Promise.allSettled([db.destroy(), closeRedis(redis), closeRedis(queueConnection)]);
  },
});
