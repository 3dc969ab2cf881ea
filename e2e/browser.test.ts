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
