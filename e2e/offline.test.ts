import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getRankings } from './api.ts';
import { servePictures } from './images.ts';
import { launchPages, PHONE, type BrowserPages } from './pages.ts';

/**
 * The installable, offline app: the manifest and its icons as the gateway serves them, and in
 * Chromium, a visitor who has seen the home page, a place, a dish, the rankings and the voting
 * page with the service worker active, then loses the connection: the shell and what was seen
 * open from the worker's caches, under the offline banner, and voting says it needs a
 * connection. What the worker stored is checked too: public reads only.
 */

const baseUrl = inject('baseUrl');
let pages: BrowserPages;

beforeAll(async () => {
  pages = await launchPages(baseUrl);
});
afterAll(async () => {
  await pages?.close();
});

const BANNER = 'Bạn đang ngoại tuyến: đang hiện dữ liệu đã xem';
// The machine has no internet: Commons answers with a 1×1 PNG through the browser context's route.
const COMMONS_PHOTO = 'https://upload.wikimedia.org/wikipedia/commons/thumb/0/0a/Offline-test.jpg/320px-Offline-test.jpg';
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const VOTING_OFFLINE = 'Bình chọn cần kết nối mạng';

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** Loads an image as an <img> would: its width once loaded, or 'error'. */
function imageWidth(page: Page, src: string): Promise<number | 'error'> {
  return page.evaluate(
    (url) =>
      new Promise<number | 'error'>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve('error');
        img.src = url;
      }),
    src,
  );
}

/** The paths (with query) of the requests the service worker keeps in one of its caches. */
function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, cacheName);
}

describe('installable: the web app manifest', () => {
  it('is linked from the page and served with the Vietnamese name, the theme colour and PNG icons (192, 512, maskable)', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

    const res = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Du lịch Thái Nguyên',
      short_name: 'Thái Nguyên',
      lang: 'vi',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f5f3f',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseUrl));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
      // A PNG of the size the manifest names: width and height are the IHDR's first 8 bytes.
      const bytes = Buffer.from(await image.arrayBuffer());
      const side = Number(icon.sizes.split('x')[0]);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([side, side]);
    }

    // The worker script is revalidated on every check, so a new build is found at once.
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('offline, after a visit with the service worker active (Chromium)', () => {
  it('opens the shell and the places, dish and rankings seen before, with the banner; voting says it needs a connection', async () => {
    const standings = await getRankings(baseUrl);
    const place = standings.find((s) => s.nameVi) ?? standings[0]!;
    const placeName = place.nameVi ?? place.name;
    const dishes = (await (await fetch(`${baseUrl}/api/dishes`)).json()) as Array<{ slug: string; name: string; nameVi: string | null }>;
    const dish = dishes[0]!;
    const dishName = dish.nameVi ?? dish.name;

    const page = await pages.open(PHONE, {
      timeoutMs: 30_000,
      prepare: (context) => context.route('https://upload.wikimedia.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 })),
    });
    const context = page.context();

    // First visit: the worker installs (precaching the shell) and takes control of the page.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Browsing on: from now on the worker sees the reads and keeps the public ones.
    await page.reload();
    await page.getByText(placeName).first().waitFor();
    await page.goto(`/location/${place.slug}`);
    await page.getByRole('heading', { level: 1, name: placeName }).waitFor();
    await page.goto(`/culinary/dish/${dish.slug}`);
    await page.getByRole('heading', { level: 1, name: dishName }).waitFor();
    await page.goto('/rankings');
    // The month's first place, or (nobody has voted yet this month) the no-votes message.
    const standing = page.locator('[data-testid="rankings-row"], [data-testid="rankings-no-votes"]').first();
    const standingText = await standing.textContent();
    expect(standingText).toBeTruthy();
    await page.goto('/voting');
    await page.getByTestId('matchup-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    // A Commons photo goes through the worker (the gateway's CSP lets a worker fetch it) and is kept.
    expect(await imageWidth(page, COMMONS_PHOTO)).toBe(1);
    // The worker answers first and stores the copy after (Workbox's cache put is not awaited),
    // so the caches are polled, not read once.
    await expect.poll(() => cachedPaths(page, 'wikimedia-images').then((paths) => paths.some((path) => path.includes('/Offline-test.jpg')))).toBe(true);

    // Only public reads were kept: never the matchup, the caller's data or a write.
    await expect.poll(() => cachedPaths(page, 'api-reads')).toEqual(expect.arrayContaining([`/api/locations/slug/${place.slug}`, '/api/votes/recent']));
    const kept = await cachedPaths(page, 'api-reads');
    expect(kept.some((path) => /^\/api\/locations(\?|$)/.test(path))).toBe(true);
    expect(kept.some((path) => /^\/api\/rankings(\?|$)/.test(path))).toBe(true);
    expect(kept.some((path) => path.startsWith(`/api/dishes/slug/${dish.slug}`))).toBe(true);
    expect(kept.filter((path) => /^\/api\/(me|chat|matchup|vote|user|votes\/mine)(\/|\?|$)|\/reviews/.test(path))).toEqual([]);
    expect(await page.getByText(BANNER).count()).toBe(0);

    await context.unrouteAll();
    await context.setOffline(true);
    try {
      // A reload with no connection: the page itself comes from the precache.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Bạn muốn đến địa điểm nào hơn?' }).waitFor();
      await page.getByText(BANNER).waitFor();
      await page.getByRole('heading', { name: VOTING_OFFLINE }).waitFor();
      expect(await page.getByTestId('matchup-card').count()).toBe(0);
      await page.screenshot({ path: '/tmp/offline-voting.png' });

      await page.goto('/');
      await page.getByText(placeName).first().waitFor();
      await page.getByText(BANNER).waitFor();

      await page.goto(`/location/${place.slug}`);
      await page.getByRole('heading', { level: 1, name: placeName }).waitFor();
      await page.getByText(BANNER).waitFor();
      await page.screenshot({ path: '/tmp/offline-place.png' });
      expect(await imageWidth(page, COMMONS_PHOTO)).toBe(1);

      await page.goto(`/culinary/dish/${dish.slug}`);
      await page.getByRole('heading', { level: 1, name: dishName }).waitFor();

      await page.goto('/rankings');
      await standing.waitFor();
      expect(await standing.textContent()).toBe(standingText);
      await page.getByText(BANNER).waitFor();
      await page.screenshot({ path: '/tmp/offline-rankings.png' });

      // The matchup is never kept nor answered with the page: offline it fails at the network.
      const api = await page.evaluate(() => fetch('/api/matchup').then((r) => r.status, () => 'network error'));
      expect(api).toBe('network error');
    } finally {
      await context.setOffline(false);
    }

    // Back online: the banner goes.
    await page.getByText(BANNER).waitFor({ state: 'detached' });
  });
});

describe('offline, after a first visit only (Chromium)', () => {
  it('opens the place read on the visit that installed the service worker: the reads made before it took control are handed to it', async () => {
    const standings = await getRankings(baseUrl);
    const place = standings.find((s) => s.nameVi) ?? standings[0]!;
    const placeName = place.nameVi ?? place.name;
    const page = await pages.open(PHONE, { timeoutMs: 30_000 });
    const context = page.context();

    // One visit, no reload: the place's reads went to the network before the worker was there.
    await page.goto(`/location/${place.slug}`);
    await page.getByRole('heading', { level: 1, name: placeName }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => cachedPaths(page, 'api-reads')).toContain(`/api/locations/slug/${place.slug}`);
    // Never a matchup or the caller's own data.
    expect((await cachedPaths(page, 'api-reads')).filter((path) => /^\/api\/(me|matchup|vote|user|votes\/mine)(\/|\?|$)|\/reviews/.test(path))).toEqual([]);

    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: placeName }).waitFor();
      await page.getByText(BANNER).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('when the service worker is registered (Chromium)', () => {
  it("only once the first screen has settled: after the place's photo, never at the load event", async () => {
    const page = await pages.open(PHONE, {
      timeoutMs: 30_000,
      prepare: async (context) => {
        // The photo takes a while, as on a weak connection: the load event comes before it.
        await servePictures(context, { delayMs: 1_500 });
        // When the page asks for its worker, seen from inside the page.
        await context.addInitScript(() => {
          const seen = window as unknown as { registeredAt?: number; loadedAt?: number };
          addEventListener('load', () => (seen.loadedAt = performance.now()));
          const register = ServiceWorkerContainer.prototype.register;
          ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
            seen.registeredAt ??= performance.now();
            return register.apply(this, args);
          };
        });
      },
    });
    // The seeded tea hills of Tân Cương have a photo in their gallery.
    await page.goto('/location/doi-che-tan-cuong');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith('/media/commons/')));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const timing = await page.evaluate(() => {
      const seen = window as unknown as { registeredAt?: number; loadedAt?: number };
      const photos = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/media/commons/'));
      return { registeredAt: seen.registeredAt, loadedAt: seen.loadedAt, photoLoadedAt: Math.max(...photos.map((entry) => (entry as PerformanceResourceTiming).responseEnd)) };
    });
    expect(timing.loadedAt).toBeDefined();
    // The photo arrived after the load event, and the worker was asked for after the photo.
    expect(timing.photoLoadedAt).toBeGreaterThan(timing.loadedAt!);
    expect(timing.registeredAt).toBeGreaterThan(timing.photoLoadedAt);
  });
});
