import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchPages, PHONE, type BrowserPages, type Lang, type Viewport } from './pages.ts';

/**
 * axe-core on the discovery screens (home, a place, About, not-found) in Chromium against the
 * whole stack: no serious or critical violation of WCAG 2.1 A/AA, in either language, on a phone
 * and on a desktop.
 */

const baseUrl = inject('baseUrl');
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

let pages: BrowserPages;

beforeAll(async () => {
  pages = await launchPages(baseUrl);
});
afterAll(async () => {
  await pages?.close();
});

const openPage = (viewport: Viewport, language: Lang) =>
  pages.open(viewport, {
    language,
    // The app's CSP forbids inline scripts, as it should; the test lifts it only to inject axe.
    context: { reducedMotion: 'reduce', bypassCSP: true },
    timeoutMs: 30_000,
  });

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
      await page.locator('section[aria-roledescription]').first().waitFor();
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
