import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createService } from '@tn/kit/server';
import { publicRead } from '@tn/kit/http-cache';
import type { FastifyReply } from 'fastify';
import { createEdgeCache } from '../src/edge-cache.ts';
import { buildTestGateway, gatewayEnv, type TestGateway } from './helper.ts';

// A real service built with the kit: public reads are marked by the service, the gateway keeps
// them. `version` changes what the service answers, `calls` counts what reached it.
const upstream = { version: 1, calls: 0, status: 200 };
const service = createService({ name: 'catalog', logger: false });
service.get('/api/locations', publicRead, async (_request, reply) => {
  upstream.calls += 1;
  await new Promise((r) => setTimeout(r, 20));
  reply.status(upstream.status);
  return { version: upstream.version, places: Array.from({ length: 200 }, (_, i) => `place ${i}`) };
});
service.get('/api/locations/private', async () => {
  upstream.calls += 1;
  return { version: upstream.version };
});

const TTL_MS = 1_000;
let gateway: TestGateway;

beforeAll(async () => {
  await service.listen({ port: 0, host: '127.0.0.1' });
  const address = service.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  gateway = await buildTestGateway(gatewayEnv({ catalog: url }, { EDGE_CACHE_MS: String(TTL_MS) }));
});
afterAll(async () => {
  await gateway?.close();
  await service.close();
});

const get = (url: string, headers: Record<string, string> = {}) => gateway.app.inject({ method: 'GET', url, headers });
const settle = () => new Promise((r) => setTimeout(r, TTL_MS + 50));

describe('edge cache', () => {
  it('answers a public read from memory within its time, then asks the service again', async () => {
    await settle();
    const first = await get('/api/locations');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toMatch(/public.*s-maxage=1/);
    const calls = upstream.calls;
    const second = await get('/api/locations');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(upstream.calls).toBe(calls);

    upstream.version = 2;
    await settle();
    const later = await get('/api/locations');
    expect(later.json().version).toBe(2);
    expect(upstream.calls).toBe(calls + 1);
  });

  it('answers If-None-Match with 304 and no body, from the cache', async () => {
    const { headers } = await get('/api/locations');
    const calls = upstream.calls;
    const revalidated = await get('/api/locations', { 'if-none-match': headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(upstream.calls).toBe(calls);
  });

  it('sends compressed copies that decode to the same answer', async () => {
    const plain = await get('/api/locations');
    const br = await get('/api/locations', { 'accept-encoding': 'br' });
    const gzip = await get('/api/locations', { 'accept-encoding': 'gzip, deflate' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends one request to the service when many ask for an expired answer at once', async () => {
    await get('/api/locations');
    await settle();
    const calls = upstream.calls;
    const answers = await Promise.all(Array.from({ length: 30 }, () => get('/api/locations')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(upstream.calls).toBe(calls + 1);
  });

  it('never keeps a signed-in read, an unmarked read, an error or another query', async () => {
    await get('/api/locations');
    let calls = upstream.calls;
    const signedIn = await get('/api/locations', { authorization: 'Bearer x' });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(upstream.calls).toBe(++calls);

    await get('/api/locations/private');
    await get('/api/locations/private');
    expect(upstream.calls).toBe((calls += 2));

    await get('/api/locations?category=spiritual');
    expect(upstream.calls).toBe(++calls);

    upstream.status = 500;
    await settle();
    await get('/api/locations');
    await get('/api/locations');
    expect(upstream.calls).toBe(calls + 2);
    upstream.status = 200;
  });

  it('answers a hit before the rate limit: a public read served from memory costs no Redis call and no budget', async () => {
    const address = service.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const strict = await buildTestGateway(gatewayEnv({ catalog: url }, { EDGE_CACHE_MS: '5000', RATE_LIMIT_MAX: '1' }));
    try {
      expect((await strict.app.inject({ method: 'GET', url: '/api/locations' })).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) {
        const hit = await strict.app.inject({ method: 'GET', url: '/api/locations' });
        expect(hit.statusCode).toBe(200);
        expect(hit.headers['x-cache']).toBe('HIT');
      }
      // What is not a hit still counts: the budget of 1 was spent by the fill.
      expect((await strict.app.inject({ method: 'GET', url: '/api/locations/private' })).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('is off with EDGE_CACHE_MS=0', async () => {
    const address = service.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const off = await buildTestGateway(gatewayEnv({ catalog: url }, { EDGE_CACHE_MS: '0' }));
    try {
      const calls = upstream.calls;
      await off.app.inject({ method: 'GET', url: '/api/locations' });
      const again = await off.app.inject({ method: 'GET', url: '/api/locations' });
      expect(again.headers['x-cache']).toBeUndefined();
      expect(upstream.calls).toBe(calls + 2);
    } finally {
      await off.close();
    }
  });

  it('holds at most maxBytes, bodies and compressed copies together, whatever the number of query strings', () => {
    const cache = createEdgeCache({ ttlMs: 60_000, staleMs: 0, maxBytes: 50_000, maxBodyBytes: 20_000 });
    // A reply that only records what it is given.
    const reply = () => {
      const fake = { header: () => fake, code: () => fake, send: () => fake, removeHeader: () => fake };
      return fake as unknown as FastifyReply;
    };
    const body = Buffer.from(JSON.stringify(Array.from({ length: 400 }, (_, i) => `place ${i} ${Math.random()}`)));
    const headers = { 'cache-control': 'public, s-maxage=1', 'content-length': String(body.length), etag: 'W/"x"' };
    for (let i = 0; i < 100; i++) {
      const request = { method: 'GET', url: `/api/locations?x=${i}`, headers: { 'accept-encoding': 'br, gzip' } };
      const found = cache.lookup(request, reply());
      expect(found.kind).toBe('miss');
      cache.store((found as { key: string }).key, 200, headers, body, request, reply());
      expect(cache.bytes).toBeLessThanOrEqual(50_000);
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(100);
    // Announced too large, or not announced: streamed through, never read whole.
    expect(cache.mayKeep({ 'content-length': '20001' })).toBe(false);
    expect(cache.mayKeep({})).toBe(false);
    expect(cache.mayKeep({ 'content-length': '20000' })).toBe(true);
  });
});
