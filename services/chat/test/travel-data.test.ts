import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTravelData } from '../src/knowledge/travel-data.ts';

/** Reading the other services: the short cache, and failures that answer null (never guesses). */
let server: Server;
let base = '';
const hits: Record<string, number> = {};
let status = 200;
let body: unknown = [{ slug: 'one' }];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits[req.url!] = (hits[req.url!] ?? 0) + 1;
    if (req.url === '/api/restaurants') return; // never answers
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('travel data', () => {
  it('reads catalog and culinary lists, shares one read among questions within the cache time', async () => {
    const data = createTravelData({ catalogUrl: base, culinaryUrl: `${base}/`, cacheMs: 60_000, timeoutMs: 1_000 });
    const [a, b] = await Promise.all([data.places(), data.places()]);
    expect(a).toEqual([{ slug: 'one' }]);
    expect(b).toBe(a);
    expect(hits['/api/rankings']).toBe(1);
    expect(await data.dishes()).toEqual([{ slug: 'one' }]);
    expect(hits['/api/dishes']).toBe(1);
  });

  it('reads again once the cache time is over (0: every question), so changes show', async () => {
    const data = createTravelData({ catalogUrl: base, cacheMs: 0, timeoutMs: 1_000 });
    body = [{ slug: 'one' }];
    await data.places();
    body = [{ slug: 'one' }, { slug: 'two' }];
    expect(await data.places()).toEqual([{ slug: 'one' }, { slug: 'two' }]);
  });

  it('answers null for a failing, silent or unset service, and does not keep a failure', async () => {
    const errors: string[] = [];
    const data = createTravelData({ catalogUrl: base, culinaryUrl: base, cacheMs: 60_000, timeoutMs: 200, onError: (url) => errors.push(url) });
    status = 503;
    expect(await data.places()).toBeNull();
    status = 200;
    expect(await data.places()).not.toBeNull();
    expect(await data.restaurants()).toBeNull();
    expect(errors).toEqual([`${base}/api/rankings`, `${base}/api/restaurants`]);
    expect(await createTravelData({ cacheMs: 0, timeoutMs: 200 }).dishes()).toBeNull();
  });
});
