import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics, type MetricsServer } from '@tn/kit/metrics';
import { loadGatewayConfig } from '../src/config.ts';
import { buildTestGateway, gatewayEnv, makeWebDist, startAllUpstreams, type TestGateway, type WebDist } from './helper.ts';

let stack: Awaited<ReturnType<typeof startAllUpstreams>>;
let web: WebDist;
let sut: TestGateway;
let publicUrl: string;
let metrics: MetricsServer;

beforeAll(async () => {
  stack = await startAllUpstreams();
  web = await makeWebDist();
  sut = await buildTestGateway(gatewayEnv(stack.urls, { WEB_DIST: web.dir }));
  await sut.app.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = `http://127.0.0.1:${(sut.app.server.address() as AddressInfo).port}`;
  // What listen() does in server.ts, on a port picked for the test.
  metrics = await serveMetrics(sut.app.metrics, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await metrics?.close();
  await sut?.close();
  await stack?.close();
  await web?.remove();
});

const scrape = async () => {
  const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('gateway metrics', () => {
  it('are not reachable through the public port: /metrics is a plain 404, not the metrics nor the web app', async () => {
    for (const path of ['/metrics', '/metrics?format=prometheus', '/api/metrics']) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const res = await fetch(`${publicUrl}${path}`, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        const body = await res.text();
        expect(body, `${method} ${path}`).not.toContain('http_request_duration_seconds');
        expect(body, `${method} ${path}`).not.toContain('tn-index');
      }
    }
  });

  it('are answered on the metrics port: every request timed by route pattern and status, and the process\'s own', async () => {
    const vote = await fetch(`${publicUrl}/api/vote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(vote.status).toBe(200);
    expect(((await vote.json()) as { service: string }).service).toBe('voting');
    expect((await fetch(`${publicUrl}/api/votes/recent?locationId=12`)).status).toBe(200);
    expect((await fetch(`${publicUrl}/healthz`)).status).toBe(200);

    const text = await scrape();
    const count = (route: string, method: string, status: string) =>
      new RegExp(`^http_request_duration_seconds_count\\{(?=[^}]*method="${method}")(?=[^}]*route="${route.replace(/[/*]/g, '\\$&')}")(?=[^}]*status_code="${status}")(?=[^}]*service="gateway")[^}]*\\} (\\d+)$`, 'm').exec(text)?.[1];
    expect(count('/api/vote', 'POST', '200')).toBe('1');
    expect(count('/api/votes/*', 'GET', '200')).toBe('1');
    expect(count('/healthz', 'GET', '200')).toBe('1');
    // The public port's refusals are timed too, under the route that refused them.
    expect(Number(count('/metrics', 'GET', '404'))).toBeGreaterThanOrEqual(1);
    // Route patterns only: no raw path or query reaches a label.
    expect(text).not.toContain('locationId=12');
    expect(text).not.toContain('/api/votes/recent');
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{service="gateway"\} /m);
  });

  it('take their port from METRICS_PORT (unset: the public port + 1000 when listening, 0: none)', () => {
    const env = gatewayEnv(stack.urls);
    expect(loadGatewayConfig(env).metricsPort).toBeUndefined();
    expect(loadGatewayConfig({ ...env, METRICS_PORT: '9180' }).metricsPort).toBe(9180);
    expect(loadGatewayConfig({ ...env, METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(() => loadGatewayConfig({ ...env, METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
  });
});
