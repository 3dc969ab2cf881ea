import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUTS, REQUEST_BODY_LIMIT_BYTES, REQUEST_ID_HEADER, createService, installGracefulStop } from '../src/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  const app = createService({ name: 'kit-test', logger: false });
  app.get('/echo-id', async (request) => ({ id: request.id }));
  afterAll(() => app.close());

  const withId = (id?: string) =>
    app.inject({ method: 'GET', url: '/echo-id', headers: id === undefined ? {} : { [REQUEST_ID_HEADER]: id } });

  it('keeps a safe incoming id and echoes it', async () => {
    for (const id of ['abc-123', 'f3c1e0a2-9b7d-4c1e-8f00-0123456789ab', 'gw:1700000000.42_x']) {
      const res = await withId(id);
      expect(res.headers[REQUEST_ID_HEADER], id).toBe(id);
      expect(res.json().id, id).toBe(id);
    }
  });

  it('replaces an unsafe incoming id with a fresh uuid', async () => {
    for (const id of ['abc 123', 'x"}{"level":60', '<script>', 'a'.repeat(129), '']) {
      const res = await withId(id);
      const echoed = res.headers[REQUEST_ID_HEADER];
      expect(echoed, id).toMatch(UUID);
      expect(res.json().id).toBe(echoed);
    }
  });

  it('makes up an id when none comes, different each time', async () => {
    const first = (await withId()).headers[REQUEST_ID_HEADER];
    const second = (await withId()).headers[REQUEST_ID_HEADER];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('sets the id on error answers too', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere', headers: { [REQUEST_ID_HEADER]: 'req-404' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers[REQUEST_ID_HEADER]).toBe('req-404');
  });
});

describe('request body limit', () => {
  const app = createService({ name: 'kit-test', logger: false });
  app.post('/length', async (request) => ({ length: JSON.stringify(request.body).length }));
  afterAll(() => app.close());
  const post = (bytes: number) =>
    app.inject({ method: 'POST', url: '/length', headers: { 'content-type': 'application/json' }, payload: `{"m":"${'a'.repeat(bytes - 8)}"}` });

  // The gateway refuses a longer body itself, by this same constant: the two must agree.
  it('reads a body of REQUEST_BODY_LIMIT_BYTES and refuses one byte more with 413', async () => {
    expect((await post(REQUEST_BODY_LIMIT_BYTES)).json()).toEqual({ length: REQUEST_BODY_LIMIT_BYTES });
    const over = await post(REQUEST_BODY_LIMIT_BYTES + 1);
    expect(over.statusCode).toBe(413);
  });
});

describe('health and readiness', () => {
  const apps: ReturnType<typeof createService>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  function build(readiness?: Parameters<typeof createService>[0]['readiness']) {
    const app = createService({ name: 'kit-test', logger: false, readiness });
    apps.push(app);
    return app;
  }

  it('answers /healthz with the service name', async () => {
    const res = await build().inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'kit-test' });
  });

  it('is ready when every check passes, and with no checks at all', async () => {
    const up = async () => {};
    const res = await build({ postgres: up, redis: up }).inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'kit-test', checks: { postgres: 'up', redis: 'up' } });
    expect((await build().inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      service: 'kit-test',
      checks: {},
    });
  });

  it('answers 503 naming the failing check, without its error', async () => {
    const app = build({
      postgres: async () => {},
      redis: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.9:6379');
      },
    });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', service: 'kit-test', checks: { postgres: 'up', redis: 'down' } });
    expect(res.body).not.toMatch(/ECONNREFUSED/);
  });

  it('counts a check that hangs as down after its timeout', async () => {
    const app = build({ postgres: () => new Promise<void>(() => {}) });
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ postgres: 'down' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('HTTP timeouts', () => {
  it('bounds receiving a request, a silent connection and an idle keep-alive socket by default', async () => {
    const app = createService({ name: 'kit-test', logger: false });
    try {
      await app.ready();
      expect(DEFAULT_HTTP_TIMEOUTS).toEqual({ requestTimeoutMs: 30_000, connectionTimeoutMs: 90_000, keepAliveTimeoutMs: 72_000 });
      expect(app.server.requestTimeout).toBe(30_000);
      expect(app.server.timeout).toBe(90_000);
      expect(app.server.keepAliveTimeout).toBe(72_000);
    } finally {
      await app.close();
    }
  });

  it('closes a connection that goes silent in the middle of a request', async () => {
    const app = createService({ name: 'kit-test', logger: false, httpTimeouts: { connectionTimeoutMs: 300 } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      const started = Date.now();
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      // Half a request line, then nothing.
      socket.write('GET /healthz HT');
      await closed;
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});

describe('graceful stop', () => {
  /** One keep-alive connection, driven by hand: each request's answer, status and headers. */
  function keepAliveClient(port: number) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        });
        req.on('error', reject);
        req.end();
      });
    return { agent, get };
  }

  it('refuses new connections at once, answers on open ones with Connection: close, and finishes what is in flight', async () => {
    const app = createService({ name: 'kit-test', logger: false });
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 300));
      return { slow: true };
    });
    const stop = installGracefulStop(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const open = keepAliveClient(port);
    const busy = keepAliveClient(port);
    try {
      expect((await open.get('/healthz')).connection).toBe('keep-alive');
      const inFlight = busy.get('/slow');
      await new Promise((r) => setTimeout(r, 50));

      const stopped = stop(10_000);
      await new Promise((r) => setTimeout(r, 50));
      // A new connection is refused: a gateway tries the next replica, nothing was sent.
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      // The idle keep-alive connection was left open for its client, and is answered on.
      const late = await open.get('/healthz');
      expect(late).toMatchObject({ status: 200, connection: 'close' });
      // The request in flight when the stop began is answered in full.
      expect(await inFlight).toMatchObject({ status: 200, body: JSON.stringify({ slow: true }) });
      // Both connections end after those answers: the drain finishes well before its bound.
      const started = Date.now();
      await stopped;
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      open.agent.destroy();
      busy.agent.destroy();
      await app.close();
    }
  });

  it('closes connections still idle after the drain bound', async () => {
    const app = createService({ name: 'kit-test', logger: false });
    const stop = installGracefulStop(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const idle = keepAliveClient(port);
    try {
      await idle.get('/healthz');
      const socket = [...Object.values(idle.agent.freeSockets)].flat()[0]!;
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await stop(200);
      await closed;
    } finally {
      idle.agent.destroy();
    }
  });
});
