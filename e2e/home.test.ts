import { hostname } from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

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
  it('a page loaded afresh in a tab opens at its top, not where the last page of the tab was left', async () => {
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
