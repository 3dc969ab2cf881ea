import { assertAuthModeAllowed, createTokenVerifier, type TokenVerifier } from '@tn/kit/auth';
import { ConfigError } from '@tn/kit/config';
import { createRedis } from '@tn/kit/redis';
import { listen } from '@tn/kit/server';
import { buildGateway } from './app.ts';
import { loadGatewayConfig, type GatewayConfig } from './config.ts';
import { WEB_NOT_BUILT, webAppBuilt } from './web.ts';

let config: GatewayConfig;
try {
  config = loadGatewayConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`[gateway] ${err.message}`);
  process.exit(1);
}

// Auto-pipelining: the rate-limit calls of concurrent requests leave in one write, not one each.
const redis = createRedis(config.redisUrl, { enableAutoPipelining: true });
let tokenVerifier: TokenVerifier | undefined;
if (config.auth) {
  try {
    assertAuthModeAllowed(config.auth);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`[gateway] ${err.message}`);
    process.exit(1);
  }
  tokenVerifier = createTokenVerifier(config.auth);
}
const app = await buildGateway(config, { redis, tokenVerifier });
// Without Redis the rate limit is skipped (skipOnError); say so instead of failing requests.
redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis unavailable: /api rate limit is not enforced'));
if (!(await webAppBuilt(config.webDist))) app.log.warn({ webDist: config.webDist }, WEB_NOT_BUILT);

await listen(app, {
  port: config.port,
  metricsPort: config.metricsPort,
  host: config.host,
  onClose: async () => {
    await redis.quit().catch(() => redis.disconnect());
    await tokenVerifier?.close();
  },
});
