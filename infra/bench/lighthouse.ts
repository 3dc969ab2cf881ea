/**
 * `pnpm bench:lighthouse`: Lighthouse's phone scores of the five main screens, as a visitor's
 * first visit gets them from the production build through the gateway.
 *
 * Builds web/dist when it is missing or stale (as `pnpm start` and the e2e tests do), starts its
 * own stack (like `pnpm bench:reads`), then runs Lighthouse's default configuration (a phone:
 * simulated slow 4G and a 4× slower CPU) on the machine's Chromium, --runs times per screen, and
 * prints the median run's performance and accessibility scores, CLS, LCP and TBT beside the
 * targets. Speed is printed, not asserted (e2e/lighthouse-accessibility.test.ts asserts the
 * accessibility score; e2e/layout-shift.test.ts the absence of layout shift).
 *
 * Commons photos and OpenStreetMap tiles are answered on this machine by stand-ins of the size a
 * visitor would get (lib/stand-in-pictures.ts): without them every photo fails at once, and the
 * pages measured are not the ones visitors see.
 *
 *   pnpm bench:lighthouse [--runs 3] [--lang vi|en] [--only /voting] [--json out.json] [--reports dir] [--dist dir] [--plain]
 *
 * The browser opens the site as a visitor does, over HTTPS and HTTP/2 through a TLS-terminating
 * proxy in front of the gateway (lib/tls-front.ts); --plain opens the gateway's own plain
 * HTTP/1.1 instead, as this bench did before (to compare).
 * --reports writes each run's full Lighthouse report (JSON, open it in the Lighthouse viewer).
 * --dist serves another build of the web app (e.g. an earlier commit's web/dist, kept aside)
 * instead of building and serving web/dist: a before and after on the same stack code.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../stack/start.ts';
import { buildWeb } from '../stack/web-build.ts';
import { onCleanUp, runBench, say, startBenchStack } from './lib/bench-stack.ts';
import { launchLighthouse, SCREENS, type LighthouseFigures } from './lib/lighthouse.ts';
import { startStandInPictures } from './lib/stand-in-pictures.ts';
import { table } from './lib/stats.ts';

const TARGETS = { performance: 95, accessibility: 100, cls: 0 };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    lang: { type: 'string', default: 'vi' },
    only: { type: 'string', multiple: true },
    json: { type: 'string' },
    reports: { type: 'string' },
    dist: { type: 'string' },
    plain: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  say('usage: pnpm bench:lighthouse [--runs N] [--lang vi|en] [--only PATH …] [--json out.json] [--reports DIR] [--dist DIR] [--plain]');
  process.exit(0);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  say(`--runs must be an integer ≥ 1, got ${args.runs}`);
  process.exit(2);
}
if (args.lang !== 'vi' && args.lang !== 'en') {
  say(`--lang must be vi or en, got ${args.lang}`);
  process.exit(2);
}
const language = args.lang;
const screens = args.only?.length ? args.only : SCREENS;

interface ScreenResult {
  path: string;
  /** The run with the median performance score (Lighthouse's own advice for several runs). */
  median: LighthouseFigures;
  performanceScores: number[];
}

function median(results: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...results].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  say(`lighthouse bench ${new Date().toISOString()}: ${cpus().length} CPU(s), load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);
  const webDist = args.dist === undefined ? undefined : resolve(args.dist);
  if (webDist === undefined) await buildWeb({ root: REPO_ROOT, sink: say });
  else if (!existsSync(join(webDist, 'index.html'))) throw new Error(`--dist ${args.dist}: no index.html there`);
  else say(`serving the web build in ${webDist}`);
  // The pictures from outside, answered here (lib/stand-in-pictures.ts): for the browser, and for
  // the media service, which serves Commons' copies of the photos from the site's own origin.
  const pictures = await startStandInPictures();
  onCleanUp('stand-in pictures', () => pictures.close());
  const { origin } = await startBenchStack({ name: 'lighthouse', env: { COMMONS_ORIGIN: pictures.commonsOrigin }, webDist });
  if (args.reports) mkdirSync(args.reports, { recursive: true });

  const lighthouse = await launchLighthouse(origin, { tlsFront: !args.plain, pictures });
  const site = lighthouse.site;
  say(args.plain ? `opening the gateway's plain HTTP/1.1 at ${site}` : `opening ${site}: a TLS front (HTTP/2) forwarding to the gateway at ${origin}, as deployed`);
  const results: ScreenResult[] = [];
  try {
    // One unmeasured visit first: the stack's first answers (cold caches, first queries) are not a visitor's.
    await lighthouse.run(`${site}/`, { categories: ['accessibility'] });
    for (const path of screens) {
      const each: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const figures = await lighthouse.run(`${site}${path}`, { categories: ['performance', 'accessibility'], language });
        say(`${path} run ${i + 1}/${runs}: performance ${figures.scores.performance}, accessibility ${figures.scores.accessibility}`);
        if (figures.failedRequests.length > 0) say(`  ✗ the stack answered errors, this run scores an error page: ${figures.failedRequests.join(', ')}`);
        if (args.reports) writeFileSync(join(args.reports, `${path.replaceAll('/', '_') || '_'}-${i + 1}.json`), JSON.stringify(figures.lhr));
        each.push(figures);
      }
      results.push({ path, median: median(each), performanceScores: each.map((f) => f.scores.performance ?? 0) });
    }
    const served = lighthouse.standInsServed();
    const photos = served.filter((p) => p.startsWith('upload.wikimedia.org')).length;
    say(`stand-ins answered ${photos} Commons photo request(s) (the media service's fetches included) and ${served.length - photos} map tile request(s) (see lib/stand-in-pictures.ts)`);
  } finally {
    await lighthouse.close();
  }

  const mark = (met: boolean) => (met ? '' : ' ✗');
  say('');
  say(`=== Lighthouse ${language === 'vi' ? 'Vietnamese' : 'English'}, phone (default config: simulated slow 4G, 4× CPU), median of ${runs} run(s)`);
  say(
    table([
      ['page', 'performance', 'accessibility', 'CLS', 'LCP', 'TBT', 'runs (performance)'],
      ['target', `≥ ${TARGETS.performance}`, String(TARGETS.accessibility), String(TARGETS.cls), '', '', ''],
      ...results.map(({ path, median: m, performanceScores }) => [
        path,
        `${m.scores.performance}${mark((m.scores.performance ?? 0) >= TARGETS.performance)}`,
        `${m.scores.accessibility}${mark(m.scores.accessibility === TARGETS.accessibility)}`,
        `${(m.cls ?? 0).toFixed(3)}${mark((m.cls ?? 0) === TARGETS.cls)}`,
        `${((m.lcpMs ?? 0) / 1000).toFixed(2)} s`,
        `${Math.round(m.tbtMs ?? 0)} ms`,
        performanceScores.join(', '),
      ]),
    ]),
  );
  const failing = results.flatMap(({ path, median: m }) => m.failing.map((f) => `${path} ${f}`));
  if (failing.length > 0) {
    say('');
    say('failing audits (median runs):');
    for (const f of failing) say(`  ${f}`);
  }
  say(`load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} at start, ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end`);
  if (args.json) {
    const summary = results.map(({ path, median: m, performanceScores }) => ({
      path,
      performance: m.scores.performance,
      accessibility: m.scores.accessibility,
      cls: m.cls,
      lcpMs: m.lcpMs,
      tbtMs: m.tbtMs,
      performanceScores,
      failing: m.failing,
    }));
    writeFileSync(args.json, JSON.stringify({ language, runs, targets: TARGETS, results: summary }, null, 2));
    say(`results written to ${args.json}`);
  }
}

await runBench(main);
