import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import { buildTestGateway, deadUrl, gatewayEnv, startAllUpstreams, type TestGateway } from './helper.ts';
import type { ReadinessReport } from '../src/readiness.ts';

let stack: Awaited<ReturnType<typeof startAllUpstreams>>;
let sut: TestGateway;

beforeAll(async () => {
  stack = await startAllUpstreams();
  sut = await buildTestGateway(gatewayEnv(stack.urls));
});
afterAll(async () => {
  await sut?.close();
  await stack?.close();
});

describe('GET /healthz', () => {
  it('answers 200 while the process runs, whatever the services do', async () => {
    const res = await sut.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'gateway' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 naming every service and replica when all are up', async () => {
    const res = await sut.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    const report = res.json<ReadinessReport>();
    expect(report.status).toBe('ready');
    expect(Object.keys(report.services).sort()).toEqual(['catalog', 'chat', 'culinary', 'media', 'profile', 'ranking', 'voting']);
    for (const service of Object.values(report.services)) expect(service.state).toBe('up');
    expect(report.services.voting.replicas).toEqual(stack.upstreams.voting.map((u) => ({ url: u.url, state: 'up' })));
  });

  it('answers 503 naming the service that is not ready', async () => {
    stack.upstreams.ranking[0]!.ready = false;
    try {
      const res = await sut.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      const report = res.json<ReadinessReport>();
      expect(report.status).toBe('not ready');
      expect(report.services.ranking).toEqual({ state: 'down', replicas: [{ url: stack.upstreams.ranking[0]!.url, state: 'down' }] });
      expect(report.services.catalog.state).toBe('up');
    } finally {
      stack.upstreams.ranking[0]!.ready = true;
    }
  });

  describe('with unreachable and hanging replicas', () => {
    let gateway: TestGateway;
    let hanging: Server;
    const sockets = new Set<Socket>();
    let dead: string;

    beforeAll(async () => {
      // Accepts connections and never answers: only the probe's timeout can end the wait.
      hanging = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const address = hanging.address();
      const hangingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      dead = await deadUrl();
      gateway = await buildTestGateway(
        gatewayEnv(
          { ...stack.urls, voting: `${dead},${stack.upstreams.voting[0]!.url}`, chat: hangingUrl, profile: dead },
          { READINESS_TIMEOUT_MS: '300' },
        ),
      );
    });
    afterAll(async () => {
      await gateway?.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hanging?.close(resolve));
    });

    it('checks replicas in parallel with a timeout, and keeps a service up while one replica is', async () => {
      const started = Date.now();
      const res = await gateway.app.inject('/readyz');
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(res.statusCode).toBe(503);
      const { services } = res.json<ReadinessReport>();
      expect(services.chat.state).toBe('down');
      expect(services.profile).toEqual({ state: 'down', replicas: [{ url: dead, state: 'down' }] });
      expect(services.voting.state).toBe('up');
      expect(services.voting.replicas.map((r) => r.state)).toEqual(['down', 'up']);
    });
  });
});
