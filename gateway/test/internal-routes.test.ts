import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, gatewayEnv, startAllUpstreams, type TestGateway } from './helper.ts';

let stack: Awaited<ReturnType<typeof startAllUpstreams>>;
let gateway: TestGateway;

beforeAll(async () => {
  stack = await startAllUpstreams();
  gateway = await buildTestGateway(gatewayEnv(stack.urls));
});
afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

const media = () => stack.upstreams.media[0]!;
const post = (url: string) => gateway.app.inject({ method: 'POST', url, payload: { keeper: 'catalog' } });

describe('routes for the services only', () => {
  it.each([
    '/api/media/0b7e3f4c-1d2a-4c59-9d7e-5f1a2b3c4d5e/attach',
    '/api/media/0b7e3f4c-1d2a-4c59-9d7e-5f1a2b3c4d5e/detach',
    '/api/media/x/%61ttach',
    '/api/media/x//detach',
    '/api/media/x/attach/',
    '/api/media/x/ATTACH?y=1',
  ])('answers 404 for %s and never forwards it', async (url) => {
    const before = media().hits;
    const res = await post(url);
    expect(res.statusCode).toBe(404);
    expect(media().hits).toBe(before);
  });

  it('still forwards the public media routes', async () => {
    const before = media().hits;
    expect((await post('/api/media')).statusCode).toBe(200);
    expect((await gateway.app.inject('/api/media/x')).statusCode).toBe(200);
    expect(media().hits).toBe(before + 2);
  });
});
