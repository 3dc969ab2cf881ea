import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

/**
 * axe-core on the discovery screens (home, a place, About, not-found) in Chromium against the
 * whole stack: no serious or critical violation of WCAG 2.1 A/AA, in either language, on a phone
 * and on a desktop.
 */

const baseUrl = inject('baseUrl');
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
});

async function openPage(viewport: { width: number; height: number }, language: 'vi' | 'en'): Promise<Page> {
  // The app's CSP forbids inline scripts, as it should; the test lifts it only to inject axe.
  const context = await browser.newContext({ viewport, baseURL: baseUrl, reducedMotion: 'reduce', bypassCSP: true });
  contexts.push(context);
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** Serious and critical violations, each with where it is, so a failure says what to fix. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n  ')}`);
}

const SCREENS: Array<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await page.locator('[aria-roledescription="carousel"]').first().waitFor();
      await page.locator('.tn-map .leaflet-marker-icon').first().waitFor();
    },
  },
  {
    name: 'detail',
    path: '/location/ho-nui-coc',
    ready: async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('.tn-map .leaflet-marker-icon').first().waitFor();
      await page.locator('#similar-heading').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'about', path: '/about', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'not-found', path: '/khong-co-trang-nay', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

describe.each([
  { lang: 'vi' as const, viewport: DESKTOP },
  { lang: 'en' as const, viewport: PHONE },
])('accessibility ($lang, $viewport.width px)', ({ lang, viewport }) => {
  it.each(SCREENS)('$name has no serious or critical axe violations', async ({ path, ready }) => {
    const page = await openPage(viewport, lang);
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
