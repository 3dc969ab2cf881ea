import { afterAll, describe, expect, it } from 'vitest';
import { createService } from '../src/server.ts';
import { PUBLIC_READ_CACHE_CONTROL, SIGNED_IN_READ_CACHE_CONTROL, publicRead } from '../src/http-cache.ts';

const app = createService({ name: 'test', logger: false });
let places = ['Hồ Núi Cốc'];
app.get('/public', publicRead, async () => places);
app.get('/own', async () => ({ mine: true }));
app.post('/public', publicRead, async () => ({ ok: true }));
afterAll(() => app.close());

describe('HTTP caching of every service', () => {
  it('gives every answer an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/own' });
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await app.inject({ method: 'GET', url: '/own', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a changed answer has a new ETag, so a revalidation gets it whole', async () => {
    const before = await app.inject({ method: 'GET', url: '/public' });
    places = [...places, 'Đền Đuổm'];
    const after = await app.inject({ method: 'GET', url: '/public', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(places);
  });

  it('marks a public read for shared caches only when it was asked for without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/public' })).headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    const signedIn = await app.inject({ method: 'GET', url: '/public', headers: { authorization: 'Bearer t' } });
    expect(signedIn.headers['cache-control']).toBe(SIGNED_IN_READ_CACHE_CONTROL);
    expect((await app.inject({ method: 'GET', url: '/own' })).headers['cache-control']).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/public' })).headers['cache-control']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).headers['cache-control']).toBeUndefined();
  });
});
