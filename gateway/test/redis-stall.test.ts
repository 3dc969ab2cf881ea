import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { testRedisUrl } from '@tn/kit/testing';
import { buildTestGateway, gatewayEnv, makeWebDist, startAllUpstreams, type Echo, type TestGateway, type WebDist } from './helper.ts';

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

describe('when Redis stalls', () => {
  it('still proxies /api within 2 s: the rate limit gives up on Redis (command timeout) and lets the request through', async () => {
    // Warm: the rate-limit script is loaded and the connection ready.
    expect((await sut.app.inject('/api/locations')).statusCode).toBe(200);

    // CLIENT PAUSE holds every client of the shared server, other test files' included: WRITE
    // mode (which holds every script, so the rate-limit counter) rather than ALL, so reads and the
    // UNPAUSE below go through, and the pause is lifted as soon as the answer is in.
    const pauser = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
    pauser.on('error', () => {});
    try {
      await pauser.call('CLIENT', 'PAUSE', '4000', 'WRITE');
      const started = Date.now();
      let res;
      try {
        res = await sut.app.inject('/api/locations');
      } finally {
        await pauser.call('CLIENT', 'UNPAUSE');
      }
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.statusCode).toBe(200);
      expect(res.json<Echo>()).toMatchObject({ service: 'catalog', url: '/api/locations' });
    } finally {
      pauser.disconnect();
    }
  });
});
