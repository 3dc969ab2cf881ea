import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { createRedis } from '@tn/kit/redis';
import { buildGateway } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { checkServices } from '../src/readiness.ts';
import { buildTestGateway, deadUrl, gatewayEnv, startAllUpstreams, type TestGateway } from './helper.ts';

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
  it('answers 200 and its status only when every service is up', async () => {
    const res = await sut.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 and its status only when a service is not ready: which one, and where, is in the log', async () => {
    const lines: string[] = [];
    const log = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadGatewayConfig(gatewayEnv(stack.urls));
    const redis = createRedis(config.redisUrl);
    redis.on('error', () => {});
    const gateway = await buildGateway(config, { redis, logger: { level: 'warn', stream: log } });
    stack.upstreams.ranking[0]!.ready = false;
    try {
      const res = await gateway.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready' });
      expect(res.body).not.toContain(stack.upstreams.ranking[0]!.url);
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; services?: Record<string, unknown> }).find((l) => l.services);
      expect(logged?.msg).toMatch(/^not ready/);
      expect(logged?.services?.ranking).toEqual({ state: 'down', replicas: [{ url: stack.upstreams.ranking[0]!.url, state: 'down' }] });
    } finally {
      stack.upstreams.ranking[0]!.ready = true;
      await gateway.close();
      await redis.quit().catch(() => redis.disconnect());
    }
  });
});

describe('the readiness report (for the log)', () => {
  it('names every service and replica when all are up', async () => {
    const report = await checkServices(loadGatewayConfig(gatewayEnv(stack.urls)).services, 1_500);
    expect(report.status).toBe('ready');
    expect(Object.keys(report.services).sort()).toEqual(['catalog', 'chat', 'culinary', 'media', 'profile', 'ranking', 'voting']);
    for (const service of Object.values(report.services)) expect(service.state).toBe('up');
    expect(report.services.voting.replicas).toEqual(stack.upstreams.voting.map((u) => ({ url: u.url, state: 'up' })));
  });

  it('names the service that is not ready', async () => {
    stack.upstreams.ranking[0]!.ready = false;
    try {
      const report = await checkServices(loadGatewayConfig(gatewayEnv(stack.urls)).services, 1_500);
      expect(report.status).toBe('not ready');
      expect(report.services.ranking).toEqual({ state: 'down', replicas: [{ url: stack.upstreams.ranking[0]!.url, state: 'down' }] });
      expect(report.services.catalog.state).toBe('up');
    } finally {
      stack.upstreams.ranking[0]!.ready = true;
    }
  });

  describe('with unreachable and hanging replicas', () => {
    let hanging: Server;
    const sockets = new Set<Socket>();
    let hangingUrl: string;
    let dead: string;

    beforeAll(async () => {
      // Accepts connections and never answers: only the probe's timeout can end the wait.
      hanging = createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const address = hanging.address();
      hangingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      dead = await deadUrl();
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hanging?.close(resolve));
    });

    it('checks replicas in parallel with a timeout, and keeps a service up while one replica is', async () => {
      const config = loadGatewayConfig(
        gatewayEnv({ ...stack.urls, voting: `${dead},${stack.upstreams.voting[0]!.url}`, chat: hangingUrl, profile: dead }),
      );
      const started = Date.now();
      const { status, services } = await checkServices(config.services, 300);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(status).toBe('not ready');
      expect(services.chat.state).toBe('down');
      expect(services.profile).toEqual({ state: 'down', replicas: [{ url: dead, state: 'down' }] });
      expect(services.voting.state).toBe('up');
      expect(services.voting.replicas.map((r) => r.state)).toEqual(['down', 'up']);
    });

    it('answers the public 503 within the timeout too', async () => {
      const gateway = await buildTestGateway(
        gatewayEnv({ ...stack.urls, chat: hangingUrl, profile: dead }, { READINESS_TIMEOUT_MS: '300' }),
      );
      try {
        const started = Date.now();
        const res = await gateway.app.inject('/readyz');
        expect(Date.now() - started).toBeLessThan(1_500);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'not ready' });
      } finally {
        await gateway.close();
      }
    });
  });
});
