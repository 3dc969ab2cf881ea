import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAYABLE_BODY_BYTES } from '../src/proxy.ts';
import { buildTestGateway, deadUrl, gatewayEnv, makeWebDist, startUpstream, type Echo, type TestGateway, type Upstream, type WebDist } from './helper.ts';

/**
 * Failover between replicas over real sockets: a request moves on to another replica when its
 * connection failed before anything was sent (a stopped replica refuses it), whatever its method;
 * once a replica has received it, a failure is answered, not sent again elsewhere, except a vote
 * with its Idempotency-Key (voting answers a repeated key with the first answer) whose
 * connection dropped before any answer.
 */

/**
 * A replica that accepts a connection, reads a request's head, then drops the connection without
 * answering: `reset` with a TCP reset, else with a plain close. Counts the requests it received.
 */
async function startDropper(mode: 'close' | 'reset'): Promise<{ url: string; received: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const state = { url: '', received: 0, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      state.received += 1;
      if (mode === 'reset') socket.resetAndDestroy();
      else socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const close = state.close;
  state.close = async () => {
    for (const s of sockets) s.destroy();
    await close();
  };
  return state;
}

let web: WebDist;
beforeAll(async () => {
  web = await makeWebDist();
});
afterAll(async () => {
  await web?.remove();
});

/** A gateway whose voting replicas are `first` then `second`, listening on a real port. */
async function gatewayFor(first: string, second: string): Promise<{ gateway: TestGateway; base: string }> {
  const gateway = await buildTestGateway(gatewayEnv({ voting: `${first},${second}` }, { WEB_DIST: web.dir }));
  const base = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  return { gateway, base };
}

const vote = (base: string, body: unknown, key: string | null = randomUUID()) =>
  fetch(`${base}/api/vote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(body),
  });

describe('a replica that refuses the connection (stopped)', () => {
  let alive: Upstream;
  let sut: { gateway: TestGateway; base: string };
  beforeAll(async () => {
    alive = await startUpstream('voting', 2);
    sut = await gatewayFor(await deadUrl(), alive.url);
  });
  afterAll(async () => {
    await sut?.gateway.close();
    await alive?.close();
  });

  it('sends every POST on to the live replica, body and Idempotency-Key intact', async () => {
    const before = alive.hits;
    for (let i = 0; i < 6; i++) {
      const key = randomUUID();
      const res = await vote(sut.base, { winningLocationId: 1, losingLocationId: 10 + i, outcome: 'win' }, key);
      expect(res.status).toBe(200);
      const echo = (await res.json()) as Echo;
      expect(echo).toMatchObject({ replica: 2, method: 'POST', url: '/api/vote', idempotencyKey: key, body: { winningLocationId: 1, losingLocationId: 10 + i, outcome: 'win' } });
    }
    // Each request reached the live replica exactly once.
    expect(alive.hits - before).toBe(6);
  });

  it('streams a body too large to keep, and so cannot resend it: that one answers 503', async () => {
    const big = { note: 'x'.repeat(REPLAYABLE_BODY_BYTES + 1) };
    const statuses: number[] = [];
    const before = alive.hits;
    // Round robin: of two requests, one goes to the stopped replica first.
    for (let i = 0; i < 2; i++) {
      const res = await vote(sut.base, big);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.sort()).toEqual([200, 503]);
    expect(alive.hits - before).toBe(1);
  });
});

describe.each(['close', 'reset'] as const)('a replica that received the request, then dropped the connection (%s)', (mode) => {
  let dropper: Awaited<ReturnType<typeof startDropper>>;
  let alive: Upstream;
  let sut: { gateway: TestGateway; base: string };
  beforeAll(async () => {
    dropper = await startDropper(mode);
    alive = await startUpstream('voting', 2);
    sut = await gatewayFor(dropper.url, alive.url);
  });
  afterAll(async () => {
    await sut?.gateway.close();
    await alive?.close();
    await dropper?.close();
  });

  it('sends a vote with its Idempotency-Key on to the other replica, key and body intact', async () => {
    const before = { dropped: dropper.received, alive: alive.hits };
    for (let i = 0; i < 4; i++) {
      const key = randomUUID();
      const res = await vote(sut.base, { winningLocationId: 1, losingLocationId: 2 + i, outcome: 'win' }, key);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ replica: 2, method: 'POST', body: { losingLocationId: 2 + i }, idempotencyKey: key });
    }
    // Each reached the live replica once; those that met the dropping replica first went on
    // (the retry takes the live one's turn, so the next vote starts at the dropping one again).
    expect(alive.hits - before.alive).toBe(4);
    expect(dropper.received - before.dropped).toBeGreaterThanOrEqual(2);
  });

  it('answers a POST without an Idempotency-Key with an error and never sends it to the other replica', async () => {
    const statuses: number[] = [];
    const before = { dropped: dropper.received, alive: alive.hits };
    for (let i = 0; i < 4; i++) {
      const res = await vote(sut.base, { winningLocationId: 1, losingLocationId: 2, outcome: 'win' }, null);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    // Two went to each replica in turn: the dropped ones fail, and only the other two reach the live one.
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 503)).toHaveLength(2);
    expect(dropper.received - before.dropped).toBe(2);
    expect(alive.hits - before.alive).toBe(2);
  });

  it('does not send a GET elsewhere either once it was received', async () => {
    const before = { dropped: dropper.received, alive: alive.hits };
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${sut.base}/api/votes/recent`);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.sort()).toEqual([200, 503]);
    expect(dropper.received - before.dropped).toBe(1);
    expect(alive.hits - before.alive).toBe(1);
  });
});
