import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileRedisPaused } from '@tn/kit/testing';
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

    const { result: res, ms } = await whileRedisPaused(() => sut.app.inject('/api/locations'));
    expect(ms).toBeLessThan(2_000);
    expect(res.statusCode).toBe(200);
    expect(res.json<Echo>()).toMatchObject({ service: 'catalog', url: '/api/locations' });
  });
});
