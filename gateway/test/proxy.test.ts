import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestGateway,
  deadUrl,
  gatewayEnv,
  makeWebDist,
  startAllUpstreams,
  startUpstream,
  type Echo,
  type TestGateway,
  type WebDist,
} from './helper.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '@tn/kit/server';
import { whileRedisPaused } from '@tn/kit/testing';

let stack: Awaited<ReturnType<typeof startAllUpstreams>>;
let web: WebDist;
let sut: TestGateway;

beforeAll(async () => {
  stack = await startAllUpstreams();
  web = await makeWebDist();
  sut = await buildTestGateway(gatewayEnv(stack.urls, { WEB_DIST: web.dir }));
});
afterAll(async () => {
  await sut?.close();
  await stack?.close();
  await web?.remove();
});

describe('route table', () => {
  it.each([
    ['GET', '/api/locations', 'catalog'],
    ['GET', '/api/locations/slug/ho-nui-coc', 'catalog'],
    ['GET', '/api/locations/12/similar', 'catalog'],
    ['GET', '/api/rankings?season=2025-06', 'catalog'],
    ['GET', '/api/matchup?excludeLeft=1&excludeRight=2', 'voting'],
    ['POST', '/api/vote', 'voting'],
    ['GET', '/api/votes/recent', 'voting'],
    ['GET', '/api/user/abc123/vote-limit', 'voting'],
    ['GET', '/api/dishes', 'culinary'],
    ['GET', '/api/dishes/slug/com-lam', 'culinary'],
    ['GET', '/api/restaurants/3/popular-dishes', 'culinary'],
    ['POST', '/api/reviews', 'culinary'],
    ['POST', '/api/chat', 'chat'],
    ['GET', '/api/me', 'profile'],
    ['GET', '/api/dashboard/favorites', 'profile'],
    ['POST', '/api/media', 'media'],
    // (attach and detach are the services' own: internal-routes.test.ts)
    ['GET', '/api/media/0b6f3c4e-8a1d-4f7e-9c2b-5d6e7f8a9b0c?size=800', 'media'],
    ['GET', `/media/${'ab'.repeat(32)}-800.webp`, 'media'],
  ])('%s %s goes to %s with its full path and query', async (method, url, service) => {
    const res = await sut.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: { hello: 'xin chào' } } : {}),
    });
    expect(res.statusCode).toBe(200);
    const echo = res.json<Echo>();
    expect(echo).toMatchObject({ service, method, url });
    if (method === 'POST') expect(echo.body).toEqual({ hello: 'xin chào' });
  });

  it('keeps /api/vote and /api/votes apart and does not match look-alike prefixes', async () => {
    expect((await sut.app.inject('/api/votes/recent')).json<Echo>().url).toBe('/api/votes/recent');
    const lookAlike = await sut.app.inject('/api/locationsX');
    expect(lookAlike.statusCode).toBe(404);
    // /media is the one prefix outside /api; a page path that merely starts with it is the web app's.
    const mediaLookAlike = await sut.app.inject('/mediathek');
    expect(mediaLookAlike.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('request bodies', () => {
  it("takes a body sent after 'Expect: 100-continue' (curl asks so for any body over 1 MB)", async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { expect: '100-continue', 'content-type': 'application/json' },
      payload: JSON.stringify({ hello: 'xin chào' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Echo>().body).toEqual({ hello: 'xin chào' });
  });

  it('refuses a compressed body with 415 naming the encoding, before it reaches a service', async () => {
    for (const encoding of ['gzip', 'br', 'deflate', 'bogus']) {
      const res = await sut.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'content-encoding': encoding, 'content-type': 'application/json' },
        payload: 'not really compressed',
      });
      expect(res.statusCode, encoding).toBe(415);
      expect(res.json(), encoding).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: `Content-Encoding ${encoding} is not accepted: send the request body uncompressed`,
      });
    }
    const plain = await sut.app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-encoding': 'identity' }, payload: { hello: 1 } });
    expect(plain.statusCode).toBe(200);
  });
});

describe('request body size', () => {
  // A JSON body of exactly `bytes` bytes.
  const jsonOfLength = (bytes: number) => `{"m":"${'a'.repeat(bytes - 8)}"}`;

  it("refuses a body over the services' limit with 413, by its declared length, before sending any of it on", async () => {
    for (const url of ['/api/chat', '/api/reviews', '/api/vote']) {
      const res = await sut.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: jsonOfLength(REQUEST_BODY_LIMIT_BYTES + 1),
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The request body is larger than 1 MB' });
    }
    const atTheLimit = await sut.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { 'content-type': 'application/json' },
      payload: jsonOfLength(REQUEST_BODY_LIMIT_BYTES),
    });
    expect(atTheLimit.statusCode).toBe(200);
    expect(atTheLimit.json<Echo>().service).toBe('chat');
  });

  it('holds a body of no declared length (chunked) to the same limit, and sends a shorter one on whole', async () => {
    const chunked = (bytes: number) => Readable.from([jsonOfLength(bytes)].flatMap((text) => [text.slice(0, 1000), text.slice(1000)]));
    const over = await sut.app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'application/json' }, payload: chunked(REQUEST_BODY_LIMIT_BYTES + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json<{ message: string }>().message).toBe('The request body is larger than 1 MB');
    const under = await sut.app.inject({ method: 'POST', url: '/api/chat', headers: { 'content-type': 'application/json' }, payload: chunked(REQUEST_BODY_LIMIT_BYTES) });
    expect(under.statusCode).toBe(200);
    expect(JSON.stringify(under.json<Echo>().body)).toBe(jsonOfLength(REQUEST_BODY_LIMIT_BYTES));
  });

  it('sends a larger photo upload (multipart) on: the media service has its own limit', async () => {
    const boundary = 'tn-boundary';
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n${'a'.repeat(2 * REQUEST_BODY_LIMIT_BYTES)}\r\n--${boundary}--\r\n`,
    });
    // The stand-in service has no multipart parser: its own 415 shows the body reached it.
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe('Unsupported Media Type');
  });
});

describe('request id', () => {
  it('generates one, forwards it to the service and returns it', async () => {
    const res = await sut.app.inject('/api/locations');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json<Echo>().requestId).toBe(id);
  });

  it('keeps a safe incoming id and replaces an unsafe one', async () => {
    const kept = await sut.app.inject({ url: '/api/dishes', headers: { 'x-request-id': 'trace-42.a:b' } });
    expect(kept.headers['x-request-id']).toBe('trace-42.a:b');
    expect(kept.json<Echo>().requestId).toBe('trace-42.a:b');

    const replaced = await sut.app.inject({ url: '/api/dishes', headers: { 'x-request-id': 'evil\ninjected log line' } });
    expect(replaced.headers['x-request-id']).not.toContain('evil');
    expect(replaced.json<Echo>().requestId).toBe(replaced.headers['x-request-id']);
  });

  it('sends the client address it established, not one the client claims', async () => {
    const res = await sut.app.inject({ url: '/api/me', headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(res.json<Echo>().forwardedFor).toBe('127.0.0.1');
  });
});

describe('replicas', () => {
  it('alternates between the two voting replicas, request by request', async () => {
    const replicas: number[] = [];
    for (let i = 0; i < 6; i++) replicas.push((await sut.app.inject('/api/matchup')).json<Echo>().replica);
    expect(new Set(replicas)).toEqual(new Set([1, 2]));
    for (let i = 1; i < replicas.length; i++) expect(replicas[i]).not.toBe(replicas[i - 1]);
  });
});

describe('errors', () => {
  it('answers an unknown /api path with the one JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing/deeper?x=1'],
      ['GET', '/api'],
    ] as const) {
      const res = await sut.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: expect.stringContaining(url.split('?')[0]!) });
    }
  });
});

// Over real HTTP: a failed upstream connection destroys the proxied request body, which
// light-my-request (inject) reports as a client error, while a real socket gets the 503.
describe('unavailable services', () => {
  let gateway: TestGateway;
  let base: string;
  let healthy: Awaited<ReturnType<typeof startUpstream>>;
  let slow: Awaited<ReturnType<typeof startUpstream>>;
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    healthy = await startUpstream('voting', 2);
    slow = await startUpstream('chat', 1, 3_000);
    const dead = await deadUrl();
    gateway = await buildTestGateway(
      gatewayEnv(
        { ...stack.urls, catalog: dead, voting: `${dead},${healthy.url}`, chat: slow.url },
        { WEB_DIST: web.dir, CHAT_TIMEOUT_MS: '200' },
      ),
    );
    base = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await healthy?.close();
    await slow?.close();
  });

  it('answers 503 in the one error shape when the service is down', async () => {
    const res = await fetch(`${base}/api/locations`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'The catalog service is unavailable' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('moves a GET on to the next replica when one is down', async () => {
    const before = healthy.hits;
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/api/votes/recent`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Echo).replica).toBe(2);
    }
    expect(healthy.hits - before).toBe(4);
  });

  it('moves a request with a body on too: the dead replica refused the connection, so it never saw it', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/vote', { winningLocationId: 1, losingLocationId: i + 2 });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ replica: 2, body: { winningLocationId: 1, losingLocationId: i + 2 } });
    }
  });

  it('answers 504 when the service is too slow', async () => {
    const res = await post('/api/chat', { message: 'xin chào' });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ statusCode: 504, error: 'Gateway Timeout', message: 'The chat service did not answer in time' });
  });
});

describe('slow services', () => {
  let gateway: TestGateway;
  /** The gateway's log lines from warn up, as JSON. */
  const logged: Record<string, unknown>[] = [];
  let slowCatalog: Awaited<ReturnType<typeof startUpstream>>;
  let slowVoting: Awaited<ReturnType<typeof startUpstream>>;

  beforeAll(async () => {
    slowCatalog = await startUpstream('catalog', 1, 3_000);
    slowVoting = await startUpstream('voting', 2, 3_000);
    const dead = await deadUrl();
    gateway = await buildTestGateway(
      gatewayEnv(
        { ...stack.urls, catalog: slowCatalog.url, voting: `${dead},${slowVoting.url}` },
        { WEB_DIST: web.dir, UPSTREAM_TIMEOUT_MS: '300' },
      ),
      { logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) } } },
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await slowCatalog?.close();
    await slowVoting?.close();
  });

  it('answers 504 after UPSTREAM_TIMEOUT_MS on any route, not only the assistant', async () => {
    const started = Date.now();
    const res = await gateway.app.inject('/api/locations');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ statusCode: 504, error: 'Gateway Timeout', message: 'The catalog service did not answer in time' });
    expect(Date.now() - started).toBeLessThan(2_500);
    // The log says which call it was and where it went: a timeout in a long test run can be traced.
    expect(logged).toContainEqual(
      expect.objectContaining({ service: 'catalog', method: 'GET', url: '/api/locations', upstreams: [slowCatalog.url], statusCode: 504 }),
    );
  });

  it('keeps the bound on the retry that follows a dead replica', async () => {
    const started = Date.now();
    const res = await gateway.app.inject('/api/votes/recent');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ statusCode: 504, error: 'Gateway Timeout', message: 'The voting service did not answer in time' });
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});

describe('when Redis stalls', () => {
  it('still proxies /api within 2 s: the rate limit gives up on Redis (command timeout) and lets the request through', async () => {
    // Warm: the rate-limit script is loaded and the connection ready.
    expect((await sut.app.inject('/api/locations')).statusCode).toBe(200);

    const { result: res, ms } = await whileRedisPaused(() => sut.app.inject('/api/locations'));
    expect(ms).toBeLessThan(2_000);
    expect(res.statusCode).toBe(200);
    expect(res.json<Echo>()).toMatchObject({ service: 'catalog', url: '/api/locations' });
  });
});
