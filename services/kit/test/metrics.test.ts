import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db.ts';
import { serveAppMetrics, serveMetrics, type MetricsServer } from '../src/metrics.ts';
import { freePort } from '../src/ports.ts';
import { defaultMetricsPort, SERVICES } from '../src/registry.ts';
import { createService } from '../src/server.ts';
import { adminDatabaseUrl } from '../src/testing.ts';

/** The value of the one sample of `name` whose labels include all of `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('a service\'s metrics port', () => {
  const app = createService({ name: 'kit-metrics', logger: false });
  app.get('/api/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  let appUrl: string;
  let metrics: MetricsServer;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    metrics = await serveMetrics(app.metrics, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await metrics.close();
    await app.close();
  });

  it('answers Prometheus text with the request histogram labelled by route pattern, never the raw URL', async () => {
    expect((await fetch(`${appUrl}/api/things/42`)).status).toBe(200);
    expect((await fetch(`${appUrl}/api/things/43`)).status).toBe(200);
    expect((await fetch(`${appUrl}/api/nowhere/7`)).status).toBe(404);
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const labels = { service: 'kit-metrics', method: 'GET', route: '/api/things/:id', status_code: '200' };
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // A route no one declared is counted under one label, whatever the URL.
    expect(sample(text, 'http_request_duration_seconds_count', { route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(text).not.toContain('/api/things/42');
    expect(text).not.toContain('/api/nowhere');
  });

  it('includes the process\'s own metrics, event-loop lag among them, labelled with the service', async () => {
    const text = await scrape();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total', 'nodejs_heap_size_used_bytes']) {
      expect(sample(text, name, { service: 'kit-metrics' }), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('is not served on the app\'s own port, and the metrics port serves nothing else', async () => {
    expect((await fetch(`${appUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/api/things/42`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('pool use', () => {
  it('reports a watched pool\'s open, idle, waiting and maximum clients at scrape time', async () => {
    const app = createService({ name: 'kit-pool', logger: false });
    const db = createDb(adminDatabaseUrl(), { max: 3 });
    try {
      app.metrics.watchPool(db);
      await Promise.all([1, 2, 3, 4].map(() => db.selectNoFrom((eb) => eb.val(1).as('one')).execute()));
      const text = await app.metrics.render();
      expect(sample(text, 'db_pool_max_clients', { pool: 'kit-pool' })).toBe(3);
      expect(sample(text, 'db_pool_clients', { pool: 'kit-pool' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_idle_clients', { pool: 'kit-pool' })).toBe(sample(text, 'db_pool_clients', { pool: 'kit-pool' }));
      expect(sample(text, 'db_pool_waiting_requests', { pool: 'kit-pool' })).toBe(0);
    } finally {
      await db.destroy();
      await app.close();
    }
  });
});

describe('where metrics are served', () => {
  it('defaults to the HTTP port + 1000, and to none for an ephemeral or too high port', () => {
    expect(defaultMetricsPort(4001)).toBe(5001);
    expect(defaultMetricsPort(8080)).toBe(9080);
    expect(defaultMetricsPort(0)).toBe(0);
    expect(defaultMetricsPort(65000)).toBe(0);
    // No service's metrics port is another's HTTP port.
    const httpPorts = new Set<number>([...SERVICES.map((s) => s.port), 8080]);
    for (const s of SERVICES) expect(httpPorts.has(defaultMetricsPort(s.port)), s.name).toBe(false);
  });

  it('serves none for port 0 or an app on an ephemeral port', async () => {
    const app = createService({ name: 'kit-off', logger: false });
    expect(await serveAppMetrics(app, { appPort: 4001, port: 0, host: '127.0.0.1' })).toBeUndefined();
    expect(await serveAppMetrics(app, { appPort: 0, host: '127.0.0.1' })).toBeUndefined();
    await app.close();
  });

  it('keeps the app serving when the metrics port is taken (the missing target is the alert)', async () => {
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as AddressInfo).port;
    const app = createService({ name: 'kit-taken', logger: false });
    try {
      expect(await serveAppMetrics(app, { appPort: 4001, port: taken, host: '127.0.0.1' })).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      squatter.close();
    }
  });

  it('serves them on the port given until the app has closed', async () => {
    const app = createService({ name: 'kit-close', logger: false });
    const own = await serveAppMetrics(app, { appPort: 4001, port: await freePort(), host: '127.0.0.1' });
    expect(own).toBeDefined();
    expect((await fetch(`http://127.0.0.1:${own!.port}/metrics`)).status).toBe(200);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${own!.port}/metrics`)).rejects.toThrow();
  });
});
