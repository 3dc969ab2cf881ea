import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { castVote, getRankings } from './api.ts';
import { launchBrowser } from './browser.ts';
import { emulatorHostFromCsp } from './pages.ts';

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
 * or compares through ICU without one, with the script that asked. A page's first such use loads
 * ICU's data: 20-60 ms of the main thread here, about four times that on a mid-range phone.
 * Intl.PluralRules (which i18next asks for) is left out: its first use costs under a millisecond.
 */
function noteIcuUses(): void {
  const uses: { what: string; script: string }[] = [];
  (window as unknown as { icuUses: typeof uses }).icuUses = uses;
  const note = (what: string) => {
    const script = /\/assets\/[^:)\s]+/.exec(new Error().stack ?? '')?.[0] ?? '(inline)';
    uses.push({ what, script });
  };
  const kinds = ['NumberFormat', 'DateTimeFormat', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'Segmenter'] as const;
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
  for (const kind of kinds) {
    intl[kind] = new Proxy(intl[kind]!, {
      construct(target, args) {
        note(`Intl.${kind}`);
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
      note(name);
      return original.apply(this, args);
    };
  }
}

describe('no ICU for the vote screen, a place and the dishes (a first visit, signed out)', () => {
  beforeAll(async () => {
    // As visitors mostly see them: with votes (the screens' lists of recent votes, each with its
    // time; the place's score history), whatever other test files did before.
    const place = (await getRankings(baseUrl)).find((s) => s.slug === 'doi-che-tan-cuong')!;
    await castVote(baseUrl, await emulatorHostFromCsp(baseUrl), (m) => m.left.id === place.id || m.right.id === place.id, 300);
  });

  for (const [path, drawn, voteTimes] of [
    ['/voting', '[data-testid="matchup-card"] dl', true],
    ['/location/doi-che-tan-cuong', 'main dl', true],
    ['/culinary', '[data-testid="dish-card"]', false],
  ] as const) {
    it(`${path}: its numbers, dates and vote times are written and its choices ordered without Intl`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(noteIcuUses);
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${path}`);
        await page.locator(drawn).first().waitFor({ timeout: 30_000 });
        // The rest of the screen too: the lists of votes, the place's gallery and score history.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
        expect(await page.locator('main').innerText()).toMatch(/\d/);
        if (voteTimes) await page.locator('main time').first().waitFor();
        const uses = await page.evaluate(() => (window as unknown as { icuUses: { what: string; script: string }[] }).icuUses);
        // Except the score chart's drawing library (uPlot), which makes a number formatter of its
        // own when its chunk loads, after the place's first drawing, once the place has a history.
        expect(uses.filter((use) => !use.script.includes('/score-history-chart-'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
