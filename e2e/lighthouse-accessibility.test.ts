import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchLighthouse, SCREENS, type LighthouseBrowser } from '../infra/bench/lib/lighthouse.ts';
import { ensureVotesThisMonth } from './api.ts';
import { AXE_CONTEXT, ruleViolations } from './axe.ts';
import { emulatorHostFromCsp, launchPages, type BrowserPages } from './pages.ts';

/**
 * Lighthouse's accessibility category (axe-core's checks as Lighthouse weighs them: contrast,
 * names, landmarks, heading order, tap targets, lang…) scores 100 on the five main screens, in
 * Vietnamese on Lighthouse's phone and in English on its desktop, against the production build
 * through the gateway. A failure lists each failing audit with the elements it names.
 * (Lighthouse's speed figures are printed by `pnpm bench:lighthouse`, not asserted.)
 *
 * The month has votes, so /rankings shows its list of places (not its "no votes yet" notice).
 * Which row the phone's first screen ends on depends on the data; a row there, half under the
 * tab bar, is checked on purpose too (axe-core's target-size, the check Lighthouse runs).
 */

const baseUrl = inject('baseUrl');
let lighthouse: LighthouseBrowser;
let pages: BrowserPages;

beforeAll(async () => {
  await ensureVotesThisMonth(baseUrl, await emulatorHostFromCsp(baseUrl));
  lighthouse = await launchLighthouse(baseUrl);
  pages = await launchPages(baseUrl);
});
afterAll(async () => {
  await lighthouse?.close();
  await pages?.close();
});

describe.each([
  { language: 'vi' as const, device: 'phone' as const },
  { language: 'en' as const, device: 'desktop' as const },
])('Lighthouse accessibility ($language, $device)', ({ language, device }) => {
  it.each(SCREENS)('%s scores 100', async (path) => {
    const figures = await lighthouse.run(`${baseUrl}${path}`, { categories: ['accessibility'], language, device });
    // The page that was scored is the screen itself, not an error page of a broken stack.
    expect(figures.failedRequests).toEqual([]);
    expect(figures.failing).toEqual([]);
    expect(figures.scores.accessibility).toBe(100);
  });
});

it('/rankings on a phone: a row half under the tab bar is not a partly covered target', async () => {
  const width = 412;
  const page = await pages.open({ width, height: 823 }, { language: 'vi', context: AXE_CONTEXT, timeoutMs: 30_000 });
  await page.goto('/rankings');
  const row = '[data-testid="rankings-row"]:nth-child(3) > a';
  await page.locator(row).waitFor();
  // A screen just tall enough for the third row to show 11 px above the tab bar, the rest of it
  // beneath the bar and below the screen's edge: where a row sits whenever the first screen
  // happens to end on it (as on Lighthouse's phone with some months' standings), at the top of
  // the page as Lighthouse checks it.
  const bar = page.getByRole('navigation', { name: 'Điều hướng nhanh' }).getByRole('list');
  const barTop = async () => (await bar.boundingBox())!.y;
  const rowTop = async () => (await page.locator(row).boundingBox())!.y;
  const barHeight = page.viewportSize()!.height - (await barTop());
  await page.setViewportSize({ width, height: Math.round((await rowTop()) + 11 + barHeight) });
  const visible = (await barTop()) - (await rowTop());
  expect(visible).toBeGreaterThan(10);
  expect(visible).toBeLessThan(12);
  expect(await ruleViolations(page, ['target-size'], row)).toEqual([]);
});
