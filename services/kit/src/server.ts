import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerFrameworkError, installErrorHandling, errorBody } from './errors.ts';
import { installHttpCaching } from './http-cache.ts';
import { loggerOptions } from './logger.ts';
import { installMetrics, serveAppMetrics } from './metrics.ts';
import { installOpenApi } from './openapi.ts';
import { withTimeout } from './timeout.ts';
import { requestValidatorCompiler } from './validation.ts';

/** The header the gateway sets and every service logs, so one request can be followed. */
export const REQUEST_ID_HEADER = 'x-request-id';

export type ReadinessCheck = () => Promise<void>;

/**
 * Bounds on the HTTP side of a process, in milliseconds. Node's and Fastify's defaults leave a
 * slow or silent client holding a socket (and its memory) for as long as it likes.
 */
export interface HttpTimeouts {
  /** Receiving the whole request (headers and body); a trickling client is cut off. */
  requestTimeoutMs: number;
  /**
   * A socket with no traffic at all during a request is closed. Longer than any handler may
   * legitimately take, so a slow answer is never cut: for a service, longer than the gateway's
   * longest upstream wait, so the gateway gives up first and answers 504 itself.
   */
  connectionTimeoutMs: number;
  /**
   * An idle keep-alive socket is closed after this. Longer than the idle time of the client in
   * front (the gateway's pool, a load balancer's 60 s), so this side never closes a socket the
   * client is about to reuse.
   */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeoutMs: 30_000,
  connectionTimeoutMs: 90_000,
  keepAliveTimeoutMs: 72_000,
};

/** The Fastify server options for these bounds (the gateway builds its own Fastify with them). */
export function httpTimeoutOptions(timeouts: Partial<HttpTimeouts> = {}) {
  const t = { ...DEFAULT_HTTP_TIMEOUTS, ...timeouts };
  return {
    requestTimeout: t.requestTimeoutMs,
    connectionTimeout: t.connectionTimeoutMs,
    keepAliveTimeout: t.keepAliveTimeoutMs,
  } satisfies Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'>;
}

export interface ServiceOptions {
  name: string;
  logLevel?: string;
  /** false in tests that assert on output; defaults to pino JSON. */
  logger?: FastifyServerOptions['logger'];
  /** Named dependency checks for /readyz ("postgres", "redis"). */
  readiness?: Record<string, ReadinessCheck>;
  /** Overrides of DEFAULT_HTTP_TIMEOUTS. */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** The longest a path parameter may be (DEFAULT_MAX_PARAM_LENGTH); a longer one is refused before any schema sees it. */
  maxParamLength?: number;
}

/**
 * Longer than any path parameter a route accepts (slugs go to 200 characters), so the route's
 * schema judges the length and answers 400 naming the field. Fastify's own bound (100) refused
 * longer ones with a 414 of another shape.
 */
export const DEFAULT_MAX_PARAM_LENGTH = 400;

/**
 * The largest request body a service reads (JSON; a photo's multipart upload has the media
 * service's own limit). Fastify answers a larger one 413 and closes the connection, so the
 * gateway refuses a longer one itself before forwarding any of it: a proxy still sending when
 * the connection closes could only report a 503.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/** A request id from the gateway is kept only if it looks like one (no log injection). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A Fastify instance with what every service shares: TypeBox types, the request id, the one
 * error shape, ETags with 304 (public reads marked with `publicRead` from ./http-cache.ts),
 * /healthz (process up), /readyz (dependencies reachable) and /openapi.json (./openapi.ts).
 */
export function createService(options: ServiceOptions) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.name, options.logLevel),
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: true,
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    ...httpTimeoutOptions(options.httpTimeouts),
    routerOptions: { maxParamLength: options.maxParamLength ?? DEFAULT_MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Typed JSON bodies, decimal integers in paths and queries, no NUL or infinite values (./validation.ts).
  app.setValidatorCompiler(requestValidatorCompiler());

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  installErrorHandling(app);
  installHttpCaching(app);
  // Times every request; listen() serves the metrics on a port of their own (./metrics.ts).
  installMetrics(app, options.name);

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service: options.name }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const checks = await checkAll(options.readiness ?? {});
    const ready = Object.values(checks).every((c) => c === 'up');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', service: options.name, checks });
  });
  // Last, so that every route the service declares from here on is documented (./openapi.ts).
  installOpenApi(app, options.name);
  return app;
}

export type Service = ReturnType<typeof createService>;

async function checkAll(readiness: Record<string, ReadinessCheck>): Promise<Record<string, 'up' | 'down'>> {
  const entries = await Promise.all(
    Object.entries(readiness).map(async ([name, check]) => {
      try {
        await withTimeout(check(), 2_000);
        return [name, 'up'] as const;
      } catch {
        return [name, 'down'] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

export interface ListenOptions {
  port: number;
  host: string;
  /** Closed after the server has drained in-flight requests (pools, queues, workers). */
  onClose?: () => Promise<void>;
  /** Prometheus metrics' own port (./metrics.ts); default: port + 1000; 0: none. */
  metricsPort?: number;
  /** The longest a stop waits for clients to close their keep-alive connections (drain below). */
  drainMs?: number;
}

/**
 * How long a stopping process lets its clients close their idle keep-alive connections: longer
 * than the gateway's pool keeps one idle (gateway/src/proxy.ts, 4 s), so the gateway never
 * finds a connection it is about to reuse closed under it.
 */
export const DEFAULT_DRAIN_MS = 6_000;

/** After the drain, closing (in-flight requests, pools) may take this long before the exit is forced. */
export const FORCED_EXIT_AFTER_DRAIN_MS = 10_000;

/**
 * A graceful stop, installed before the app listens; the function it returns drains, then closes
 * the app (in-flight requests finish, then the onClose hooks close pools and workers):
 *  1. the listening socket closes at once: a new connection is refused, and the gateway, whose
 *     connect failed before anything was sent, tries the next replica;
 *  2. every answer from then on says `Connection: close`, so each open connection ends after
 *     its next answer, and its client opens the next one elsewhere;
 *  3. an idle keep-alive connection is left to its client to close: closing it here could cross
 *     a request the client is writing into it at that moment, which would then fail after it was
 *     sent (and a gateway may not resend a vote it has sent). Once none is left, or after
 *     `drainMs`, the app closes (Fastify then closes what is still idle).
 * Fastify's own close alone would do 3 at once and answer 503 to a request that arrives on an
 * open connection meanwhile.
 */
export function installGracefulStop(app: FastifyInstance): (drainMs?: number) => Promise<void> {
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return async (drainMs = DEFAULT_DRAIN_MS) => {
    if (!draining && app.server.listening) {
      draining = true;
      // net.Server's close: stop listening, but leave the open connections alone (http.Server's
      // own close would also cut the idle ones; Fastify calls it in app.close(), after the drain).
      net.Server.prototype.close.call(app.server);
      const deadline = performance.now() + drainMs;
      while ((await openConnections(app.server)) > 0 && performance.now() < deadline) await sleep(50);
    }
    draining = true;
    await app.close();
  };
}

const openConnections = (server: net.Server) =>
  new Promise<number>((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));

/**
 * Listens and shuts down gracefully on SIGTERM/SIGINT (installGracefulStop: stop accepting, let
 * the clients' connections end, finish in-flight requests, then close pools). A second signal,
 * or a stall 10 s beyond the drain, forces the exit.
 */
export async function listen(app: FastifyInstance, options: ListenOptions): Promise<void> {
  if (options.onClose) app.addHook('onClose', options.onClose);
  const stop = installGracefulStop(app);
  const drainMs = options.drainMs ?? DEFAULT_DRAIN_MS;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), drainMs + FORCED_EXIT_AFTER_DRAIN_MS).unref();
    stop(drainMs).then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await serveAppMetrics(app, { appPort: options.port, port: options.metricsPort, host: options.host });
  await app.listen({ port: options.port, host: options.host });
}

export { errorBody };
