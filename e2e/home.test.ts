import { hostname } from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { boxesOverlap } from './pages.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page through the gateway', () => {
  it('shows seeded locations by their Vietnamese names (vi is the default language)', async () => {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      await page.getByText('Hồ Núi Cốc').first().waitFor({ state: 'visible', timeout: 20_000 });
      expect(await page.locator('html').getAttribute('lang')).toBe('vi');
    } finally {
      await page.close();
    }
  });

  it('serves the app for an unknown page path (the app shows its own not-found page)', async () => {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${baseUrl}/khong-co-trang-nay`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      // The SPA booted: its root element has content.
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 20_000 });
    } finally {
      await page.close();
    }
  });
});

describe('scroll position', () => {
  it('a page loaded afresh in a tab opens at its top, not where the last page of the tab was left; Back finds each where it was', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByText('Hồ Núi Cốc').first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.evaluate(() => window.scrollTo(0, 2500));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      // An address typed into the same tab: a new document, and React Router's first history
      // entry has the same key in every one.
      await page.goto(`${baseUrl}/rankings`);
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Back to the home page: where it was left, not where /rankings was.
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.goBack();
      await page.getByText('Hồ Núi Cốc').first().waitFor({ state: 'attached', timeout: 20_000 });
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBeGreaterThan(1000);
    } finally {
      await page.close();
    }
  });
});

describe('the map', () => {
  it("a place's popup opening in the map's top left corner stays clear of the zoom buttons, and Escape closes it", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    try {
      await page.goto(`${baseUrl}/location/ho-nui-coc`);
      // The map is built once it comes on screen.
      await page.getByTestId('location-map').scrollIntoViewIfNeeded({ timeout: 20_000 });
      const map = page.locator('.tn-map');
      const marker = map.locator('.tn-marker-icon').first();
      await marker.waitFor({ timeout: 20_000 });
      // Drag the map (slowly: no glide after letting go) until the marker sits just right of the
      // zoom buttons, its popup's place above the map's top; then open the popup.
      const [mapBox, markerBox] = [(await map.boundingBox())!, (await marker.boundingBox())!];
      const grip = { x: markerBox.x + markerBox.width + 40, y: markerBox.y + markerBox.height / 2 };
      await page.mouse.move(grip.x, grip.y);
      await page.mouse.down();
      await page.mouse.move(grip.x - (markerBox.x - mapBox.x - 10), grip.y - (markerBox.y - mapBox.y - 60), { steps: 30 });
      await page.waitForTimeout(300);
      await page.mouse.up();
      const moved = (await marker.boundingBox())!;
      await page.mouse.click(moved.x + moved.width - 20, moved.y + moved.height / 2);
      const popup = page.locator('.leaflet-popup-content-wrapper');
      await popup.waitFor();
      await page.waitForTimeout(800); // the pan that brings the popup into view
      await page.screenshot({ path: '/tmp/tn-popup-corner.png' });
      const zoom = (await page.locator('.leaflet-control-zoom').boundingBox())!;
      expect(boxesOverlap((await popup.boundingBox())!, zoom)).toBe(false);
      // Opened by the mouse, the popup closes with Escape as when opened by keyboard, and focus
      // is on its marker.
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(await marker.evaluate((node) => node === document.activeElement)).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('gateway API', () => {
  it('/readyz says ready, and nothing more to the public', async () => {
    const res = await fetch(`${baseUrl}/readyz`);
    // Which service is down is in the gateway's log and on each service's own /readyz.
    expect(await res.json()).toEqual({ status: 'ready' });
    expect(res.status).toBe(200);
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ statusCode: 404, error: expect.any(String), message: expect.any(String) });
  });
});

describe('the tests\' browser stays on this machine', () => {
  it('reaches the stack by its loopback address, and no other name resolves, not even one this machine knows', async () => {
    const page = await browser.newPage();
    try {
      expect((await page.goto(`${baseUrl}/healthz`))?.status()).toBe(200);
      // The machine's own name points at this machine (/etc/hosts), where the gateway listens:
      // only the browser's rule keeps it from answering.
      const port = new URL(baseUrl).port;
      for (const url of [`http://${hostname()}:${port}/healthz`, 'https://tile.openstreetmap.org/0/0/0.png']) {
        await expect(page.goto(url, { timeout: 5_000 })).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
      }
    } finally {
      await page.close();
    }
  });
});
