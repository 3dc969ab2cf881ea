import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * The JavaScript a first visit to / costs before its first content shows (the hero's heading),
 * as sent by the gateway (compressed, as a phone on a weak connection receives it). CI fails when
 * it grows past the budget; the figure is printed either way. Firebase is fetched only for a
 * visitor who signs in or has a session, and the map only after the hero shows (on a phone, once
 * scrolled to). Neither sonner (fetched with the first toast) nor another screen's texts (each
 * screen's come with its chunk) are part of it.
 */

/** Compressed bytes: the product's budget for a phone on a weak connection. */
const FIRST_PAINT_JS_BUDGET_BYTES = 170 * 1024;

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Script {
  url: string;
  /** Compressed body bytes, as sent. */
  bytes: number;
  /** When the browser asked for it, in ms since navigation. */
  startMs: number;
}

/**
 * Runs in the page before the app: notes when the hero's first heading is on screen (the task
 * after the frame that painted it), in the same clock as Resource Timing.
 */
function watchHero(): void {
  const seen = () => document.querySelector('section[aria-roledescription] h2');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => ((window as unknown as { heroShownMs: number }).heroShownMs = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

describe('first paint of / (a first visit, signed out, on a fresh profile)', () => {
  it('fetches at most the budget of compressed JavaScript before the hero shows; no Firebase; the map after', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(watchHero);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/`);
      await page.waitForFunction(() => 'heroShownMs' in window, undefined, { timeout: 30_000 });
      // Below the phone's first screen, the map is built once it is scrolled to.
      await page.getByTestId('location-map').scrollIntoViewIfNeeded();
      await page.locator('.tn-map .leaflet-marker-icon').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const { heroShownMs, scripts } = await page.evaluate(() => ({
        heroShownMs: (window as unknown as { heroShownMs: number }).heroShownMs,
        scripts: performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({ url: new URL(e.name).pathname, bytes: e.encodedBodySize, startMs: e.startTime })),
      }));
      const all: Script[] = scripts;
      const beforeHero = all.filter((s) => s.startMs < heroShownMs);
      const afterHero = all.filter((s) => s.startMs >= heroShownMs);
      const total = beforeHero.reduce((sum, s) => sum + s.bytes, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(
        `first-paint JavaScript of /: ${kb(total)} compressed, asked for before the hero showed at ${Math.round(heroShownMs)} ms ` +
          `(budget ${kb(FIRST_PAINT_JS_BUDGET_BYTES)})\n` +
          beforeHero.map((s) => `  ${kb(s.bytes).padStart(9)}  ${s.url}`).join('\n') +
          `\n  after the hero: ${afterHero.map((s) => `${s.url} (${kb(s.bytes)})`).join(', ')}`,
      );
      expect(total).toBeLessThanOrEqual(FIRST_PAINT_JS_BUDGET_BYTES);
      // Firebase is for visitors who sign in or have a session; the map waits for the hero.
      expect(all.filter((s) => /firebase/i.test(s.url)).map((s) => s.url)).toEqual([]);
      expect(afterHero.some((s) => /leaflet/.test(s.url))).toBe(true);
      expect(beforeHero.filter((s) => /leaflet/.test(s.url)).map((s) => s.url)).toEqual([]);
      // What the scripts before the hero hold: not sonner's toaster, not another screen's texts
      // (the culinary screen's subtitle, vi.json's culinary.subtitle).
      const bodies = await page.evaluate((urls) => Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() }))), beforeHero.map((s) => s.url));
      expect(bodies.filter((b) => b.text.includes('data-sonner-toaster')).map((b) => b.url)).toEqual([]);
      expect(bodies.filter((b) => b.text.includes('Món ngon của xứ chè')).map((b) => b.url)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
