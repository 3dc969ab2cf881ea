import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright-core';

/** axe-core in the page under test: the one accessibility check every browser test uses. */

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The app's CSP forbids inline scripts, as it should: a context that runs axe lifts it. */
export const AXE_CONTEXT: BrowserContextOptions = { reducedMotion: 'reduce', bypassCSP: true };

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Serious and critical violations of WCAG 2.1 A/AA and best practice, each with where it is, so
 * a failure says what to fix; `exclude` leaves parts of the page out (CSS selectors).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  const context = exclude.length > 0 ? { include: [['body']], exclude: exclude.map((selector) => [selector]) } : undefined;
  const violations = await runAxe(page, context, { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
  return described(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));
}

/** The violations of the named rules (e.g. 'target-size') by the elements `include` selects. */
export async function ruleViolations(page: Page, rules: string[], include: string): Promise<string[]> {
  return described(await runAxe(page, { include: [[include]] }, { type: 'rule', values: rules }));
}

async function runAxe(page: Page, context: object | undefined, runOnly: { type: 'tag' | 'rule'; values: string[] }): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(
    async ({ context, runOnly }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      return (await axe.run(context ?? document, { runOnly, resultTypes: ['violations'] })).violations;
    },
    { context, runOnly },
  );
}

const described = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n  ')}`);
