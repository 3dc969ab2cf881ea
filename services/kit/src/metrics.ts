import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from './db.ts';
import { defaultMetricsPort } from './registry.ts';

// Services build their own metrics with these, so that only the kit depends on prom-client.
export { Counter, Gauge, Histogram, Registry };

/**
 * Request latencies in seconds: a vote or a read takes milliseconds, the slowest bounded answers
 * (a database or upstream timeout) 5 to 10 s. 0.5 s is a bucket edge, the vote p99 alert's line.
 */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched (a 404): never the raw URL, which is unbounded. */
export const UNMATCHED_ROUTE = '(unmatched)';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (installMetrics), served on the metrics port by listen(). */
    metrics: ProcessMetrics;
  }
}

export interface ProcessMetrics {
  readonly service: string;
  /**
   * The app's own metrics (HTTP, pools, the service's own), every sample labelled with the
   * service's name. Tests read it; services register their metrics on it.
   */
  readonly registry: Registry;
  /** Reports this pool's clients (open, idle, waited for) at every scrape. */
  watchPool(db: Kysely<any>, name?: string): void;
  /** The Prometheus text: the app's metrics, then the process's (CPU, memory, event loop, GC). */
  render(): Promise<string>;
  readonly contentType: string;
}

/**
 * CPU, memory, handles, GC and event-loop lag, collected once per process however many apps it
 * builds (a test file builds dozens): each collector would otherwise sample the event loop on a
 * timer of its own.
 */
let processRegistry: Registry | undefined;
function processWide(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createProcessMetrics(service: string): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const pools = new Map<string, pg.Pool>();
  let poolGauges = false;

  /** One gauge per pool figure, read from the pools at scrape time: nothing is counted per query. */
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [pool, figures] of pools) this.set({ pool }, read(figures));
      },
    });

  return {
    service,
    registry,
    contentType: registry.contentType,
    watchPool(db, name = service) {
      const pool = poolOf(db);
      if (!pool) throw new Error(`metrics: ${name}'s database was not made by createDb, its pool is unknown`);
      pools.set(name, pool);
      if (poolGauges) return;
      poolGauges = true;
      poolGauge('db_pool_clients', 'Postgres connections open in the pool (in use or idle)', (p) => p.totalCount);
      poolGauge('db_pool_idle_clients', 'Postgres connections open and idle in the pool', (p) => p.idleCount);
      poolGauge('db_pool_waiting_requests', 'Queries waiting for a connection of the pool (all are in use)', (p) => p.waitingCount);
      poolGauge('db_pool_max_clients', 'The most connections the pool opens', (p) => p.options.max ?? 10);
    },
    async render() {
      const shared = processWide();
      // One process serves one app: its process-wide samples carry that app's service label.
      shared.setDefaultLabels({ service });
      return `${await registry.metrics()}\n${await shared.metrics()}`;
    },
  };
}

/**
 * Gives the app its metrics (app.metrics) and times every request: a histogram by method, route
 * pattern (`/api/votes/:id`, never the raw URL) and status. The one per-request cost is the
 * histogram's observe.
 */
export function installMetrics(app: FastifyInstance, service: string): ProcessMetrics {
  const metrics = createProcessMetrics(service);
  app.decorate('metrics', metrics);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
  return metrics;
}

export interface MetricsServer {
  /** The port it listens on (the one given, or the one picked for 0 in tests). */
  port: number;
  close(): Promise<void>;
}

/**
 * A small HTTP server of its own answering GET /metrics with the Prometheus text, and 404 to
 * anything else. It is never the app's server, so nothing the public reaches through the
 * gateway (which forwards only the registry's routes to the app's port) can read it.
 */
export async function serveMetrics(metrics: ProcessMetrics, options: { port: number; host: string }): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    metrics.render().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      (err: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${err instanceof Error ? err.message : String(err)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * What listen() does: serve the app's metrics on `port` (undefined: the registry's default, the
 * app's port + 1000; 0: none) until the app has closed, so they are read while it drains. A port
 * that cannot be had is logged and the app serves on without metrics: a scrape target that is
 * down is an alert, a vote path that will not start over its metrics would be an outage.
 */
export async function serveAppMetrics(app: FastifyInstance, options: { appPort: number; port?: number; host: string }): Promise<MetricsServer | undefined> {
  const port = options.port ?? defaultMetricsPort(options.appPort);
  if (port === 0 || !app.hasDecorator('metrics')) return undefined;
  try {
    const server = await serveMetrics(app.metrics, { port, host: options.host });
    app.addHook('onClose', () => server.close());
    app.log.info({ metricsPort: server.port }, 'metrics served on their own port');
    return server;
  } catch (err) {
    app.log.error({ err, metricsPort: port }, 'metrics are not served: their port could not be had');
    return undefined;
  }
}

/** A counter's children by label value, made once: counting them then allocates nothing. */
export function counterChildren<const T extends string>(counter: Counter<string>, label: string, values: readonly T[]) {
  const children = {} as Record<T, { inc(value?: number): void }>;
  for (const value of values) {
    const child = counter.labels({ [label]: value });
    // Zero from the start: rate() and the dashboard see every reason before its first event.
    child.inc(0);
    children[value] = child;
  }
  return children;
}
