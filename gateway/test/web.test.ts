import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import {
  ASSET_BODY,
  ASSET_NAME,
  buildTestGateway,
  gatewayEnv,
  makeWebDist,
  startAllUpstreams,
  type Echo,
  type TestGateway,
  type WebDist,
} from './helper.ts';

let stack: Awaited<ReturnType<typeof startAllUpstreams>>;
let web: WebDist;
let sut: TestGateway;

beforeAll(async () => {
  stack = await startAllUpstreams();
  web = await makeWebDist();
  sut = await buildTestGateway(
    gatewayEnv(stack.urls, {
      WEB_DIST: web.dir,
      MAP_TILE_ORIGIN: 'https://tiles.example.org',
      CSP_EXTRA_CONNECT_SRC: 'https://api.example.org',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    }),
  );
});
afterAll(async () => {
  await sut?.close();
  await stack?.close();
  await web?.remove();
});

describe('web app', () => {
  it.each(['/', '/voting', '/location/ho-nui-coc', '/some/unknown', '/restaurants?sort=top'])(
    'answers %s with index.html, never cached without revalidation',
    async (url) => {
      const res = await sut.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<!-- tn-index -->');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the brotli file the build made beside an asset to a browser that accepts it', async () => {
    const made = brotliCompressSync(Buffer.from(ASSET_BODY));
    await writeFile(join(web.dir, 'assets', `${ASSET_NAME}.br`), made);
    const br = await sut.app.inject({ url: `/assets/${ASSET_NAME}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.equals(made)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_BODY);
    const plain = await sut.app.inject({ url: `/assets/${ASSET_NAME}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_BODY);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await sut.app.inject(`/assets/${ASSET_NAME}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET_BODY);
    expect(res.headers.etag).toBeTruthy();
  });

  it('compresses what it serves when the client accepts it', async () => {
    const res = await sut.app.inject({ url: `/assets/${ASSET_NAME}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET_BODY);
  });

  it('serves other files of the build, revalidated', async () => {
    const res = await sut.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await sut.app.inject('/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('never serves files outside the build folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fetc%2fpasswd']) {
      const res = await sut.app.inject(url);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('"name"');
    }
  });

  it('does not answer the page for non-GET requests', async () => {
    const res = await sut.app.inject({ method: 'POST', url: '/voting' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('source maps', () => {
  const MAP = `${ASSET_NAME}.map`;
  const MAP_BODY = JSON.stringify({ version: 3, sources: ['../src/lib/auth/firebase.ts'], sourcesContent: ['// tn source'], mappings: '' });
  let open: TestGateway;
  beforeAll(async () => {
    await writeFile(join(web.dir, 'assets', MAP), MAP_BODY);
    await writeFile(join(web.dir, 'sw.js.map'), MAP_BODY);
    open = await buildTestGateway(gatewayEnv(stack.urls, { WEB_DIST: web.dir, SOURCE_MAPS: 'public' }));
  });
  afterAll(() => open?.close());

  // They hold the whole source, local-build branches included: not for the public.
  it.each([`/assets/${MAP}`, `/assets/${MAP}/`, '/sw.js.map', '/assets/index-gone.js.map', '/missing.js.map'])(
    'answers %s with 404 by default, never with the map or the page',
    async (url) => {
      const res = await sut.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(res.body).not.toContain('tn source');
    },
  );

  it('still serves the bundle that names the map', async () => {
    const res = await sut.app.inject(`/assets/${ASSET_NAME}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET_BODY);
  });

  it('serves them with SOURCE_MAPS=public', async () => {
    for (const url of [`/assets/${MAP}`, '/sw.js.map']) {
      const res = await open.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(MAP_BODY);
    }
  });

  it('refuses any other SOURCE_MAPS value, naming the variable', async () => {
    await expect(buildTestGateway(gatewayEnv(stack.urls, { WEB_DIST: web.dir, SOURCE_MAPS: 'yes' }))).rejects.toThrow(/SOURCE_MAPS/);
  });
});

describe('security headers', () => {
  const directives = (header: string | string[] | number | undefined) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;

  it('sends a strict Content-Security-Policy with the map, media and sign-in sources', async () => {
    const res = await sut.app.inject('/voting');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://*.tile.openstreetmap.org',
        'https://tile.openstreetmap.org',
        'https://commons.wikimedia.org',
        'https://upload.wikimedia.org',
        'https://tiles.example.org',
      ]),
    );
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
        // The service worker's fetch of the Commons photos it keeps offline.
        'https://upload.wikimedia.org',
        'http://127.0.0.1:9099',
        'https://api.example.org',
      ]),
    );
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
        'https://*.firebaseapp.com',
      ]),
    );
    expect(csp['media-src']).toEqual(["'self'", 'https:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('sends the other helmet headers on API answers too', async () => {
    const res = await sut.app.inject('/api/locations');
    expect(res.json<Echo>().service).toBe('catalog');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('without a build', () => {
  let bare: TestGateway;
  beforeAll(async () => {
    bare = await buildTestGateway(gatewayEnv(stack.urls, { WEB_DIST: join(web.dir, 'not-built-yet') }));
  });
  afterAll(() => bare?.close());

  it('says to run the build instead of failing', async () => {
    const res = await bare.app.inject('/location/ho-nui-coc');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.stringContaining('pnpm build') });
  });

  it('still proxies the API', async () => {
    const res = await bare.app.inject('/api/dishes');
    expect(res.json<Echo>().service).toBe('culinary');
  });
});
