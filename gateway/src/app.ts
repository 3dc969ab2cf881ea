import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import type { Redis } from 'ioredis';
import type { TokenVerifier } from '@tn/kit/auth';
import { randomUUID } from 'node:crypto';
import { HttpError, answerFrameworkError, installErrorHandling, notFound } from '@tn/kit/errors';
import { loggerOptions } from '@tn/kit/logger';
import { REQUEST_ID_HEADER, httpTimeoutOptions } from '@tn/kit/server';
import type { GatewayConfig } from './config.ts';
import { registerApiDocs } from './api-docs.ts';
import { createEdgeCache } from './edge-cache.ts';
import { registerInternalRouteGuard } from './internal-routes.ts';
import { installGatewayMetrics } from './metrics.ts';
import { registerApiProxy } from './proxy.ts';
import { checkServices, publicReadiness } from './readiness.ts';
import { registerRouteRateLimits } from './route-rate-limits.ts';
import { registerApiRateLimit, registerSecurityHeaders } from './security.ts';
import { registerWebApp } from './web.ts';

export interface GatewayDeps {
  /** Shared rate-limit counters; the caller owns (and closes) the connection. */
  redis: Redis;
  /** false in tests that assert on output; defaults to pino JSON. */
  logger?: FastifyServerOptions['logger'];
  /** Verifies sign-in tokens, so the rate limits count a signed-in visitor by user; none: by address. */
  tokenVerifier?: TokenVerifier;
}

// The same rule as the services' (kit/server.ts): an incoming id is kept only if it cannot
// inject anything into logs or headers.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The gateway as an app that never listens: server.ts listens, tests inject or listen on
 * port 0. It is composed from the kit's pieces rather than createService because its /readyz
 * reports on every service instead of on its own dependencies.
 */
export async function buildGateway(config: GatewayConfig, deps: GatewayDeps) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions('gateway', config.logLevel),
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    // A browser's socket is silent while the gateway waits on a service: it stays open for the
    // longest upstream wait and a margin, so the client gets the 504 rather than a cut connection.
    ...httpTimeoutOptions({ connectionTimeoutMs: Math.max(config.upstreamTimeoutMs, config.chatTimeoutMs) + 10_000 }),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  installErrorHandling(app);
  // Times every request; the metrics are served on their own port, never this one (./metrics.ts).
  installGatewayMetrics(app);
  registerSecurityHeaders(app, config.csp);
  // Answers are compressed; request bodies are not taken compressed (refuseCompressedBodies).
  await app.register(compress, { globalDecompression: false });

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    const report = await checkServices(config.services, config.readinessTimeoutMs);
    return reply
      .status(report.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(publicReadiness(report, request.log));
  });

  // Everything under /api: rate-limited, proxied by the route table, JSON 404 otherwise.
  await app.register(async (api) => {
    registerInternalRouteGuard(api);
    refuseCompressedBodies(api);
    await registerApiRateLimit(api, config.rateLimit, deps.redis, deps.tokenVerifier);
    registerRouteRateLimits(api, config.routeRateLimits, deps.tokenVerifier);
    await registerApiProxy(api, config, createEdgeCache(config.edgeCache));
    await registerApiDocs(api, config);
    api.all('/api/*', async (request) => {
      throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
    });
  });

  await registerWebApp(app, config.webDist, { publicSourceMaps: config.publicSourceMaps });
  return app;
}

/**
 * No browser compresses a request body, and a compressed one cannot go on to a service as it
 * came (its length and encoding would no longer match what is sent): 415 before anything else,
 * instead of a 503 from the proxy.
 */
function refuseCompressedBodies(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding !== undefined && encoding !== '' && encoding !== 'identity') {
      throw new HttpError(415, `Content-Encoding ${encoding} is not accepted: send the request body uncompressed`);
    }
  });
}

/** Fastify accepts a hop count at run time but its types do not; the same rule as a function. */
function trustProxyOption(value: GatewayConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export type Gateway = Awaited<ReturnType<typeof buildGateway>>;
