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

/**
 * Runs in the page before the app: notes every Intl object it makes and every call that formats
 * or compares through ICU without one. A page's first such use loads ICU's data: 20-30 ms of the
 * main thread on a desktop, about four times that on a mid-range phone. Intl.PluralRules (which
 * i18next asks for) is left out: measured in this Chromium, its first use costs under a
 * millisecond.
 */
function noteIcuUses(): void {
  const uses: string[] = [];
  (window as unknown as { icuUses: string[] }).icuUses = uses;
  const kinds = ['NumberFormat', 'DateTimeFormat', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'Segmenter'] as const;
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
  for (const kind of kinds) {
    intl[kind] = new Proxy(intl[kind]!, {
      construct(target, args) {
        uses.push(`Intl.${kind}`);
        return Reflect.construct(target, args) as object;
      },
    });
  }
  const methods: [object, string][] = [
    [String.prototype, 'localeCompare'],
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ];
  for (const [prototype, name] of methods) {
    const target = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = target[name]!;
    target[name] = function (this: unknown, ...args: unknown[]) {
      uses.push(name);
      return original.apply(this, args);
    };
  }
}

describe('the first drawing of the vote screen, a place and the dishes (a first visit, signed out)', () => {
  for (const [path, drawn] of [
    ['/voting', '[data-testid="matchup-card"] dl'],
    ['/location/doi-che-tan-cuong', 'main dl'],
    ['/culinary', '[data-testid="dish-card"]'],
  ] as const) {
    it(`${path}: its numbers are written and its choices ordered without Intl, so the page never loads ICU's data`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(noteIcuUses);
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${path}`);
        await page.locator(drawn).first().waitFor({ timeout: 30_000 });
        // The rest of the screen too: the place's facts and score history are drawn after its name.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
        const numbers = await page.locator('main').innerText();
        expect(numbers).toMatch(/\d/);
        expect(await page.evaluate(() => (window as unknown as { icuUses: string[] }).icuUses)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
