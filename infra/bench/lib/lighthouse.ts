import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM, NO_OUTSIDE_NAMES } from './chromium.ts';
import { startStandInPictures, type StandInPictures } from './stand-in-pictures.ts';
import { startTlsFront, type TlsFront } from './tls-front.ts';

/**
 * Lighthouse on the machine's Chromium (never a downloaded browser), for `pnpm bench:lighthouse`
 * and the accessibility test: its default configuration, which is a phone (Moto G Power screen,
 * simulated slow 4G and a 4× slower CPU).
 */

/** Headless and quiet: no GPU, no background traffic of Chromium's own to measure by mistake. */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The screens the product's requirement names; the place is the tea hills of Tân Cương (it has a photo). */
export const SCREENS = ['/', '/voting', '/rankings', '/location/doi-che-tan-cuong', '/culinary'];

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseFigures {
  url: string;
  /** 0-100, per category asked for. */
  scores: Partial<Record<LighthouseCategory, number>>;
  /** Cumulative Layout Shift (unitless), Largest Contentful Paint and Total Blocking Time (ms): the performance run's. */
  cls?: number;
  lcpMs?: number;
  tbtMs?: number;
  /** Each failing audit of the categories asked for, with where it fails, so a failure says what to fix. */
  failing: string[];
  /** Requests of the page's own origin answered with an error (a broken stack scores a different page). */
  failedRequests: string[];
  lhr: Result;
}

export interface LighthouseRunOptions {
  categories: LighthouseCategory[];
  /** Stored as the visitor's choice before the app starts (localStorage `language`); default: none (Vietnamese). */
  language?: 'vi' | 'en';
  /** Lighthouse's phone (its default: a small screen, slow 4G, a slower CPU) or its desktop configuration. */
  device?: 'phone' | 'desktop';
}

export interface LighthouseBrowser {
  /** Where to open the site: the TLS front's https://… when one was asked for, else the gateway's own origin. */
  site: string;
  run(url: string, options: LighthouseRunOptions): Promise<LighthouseFigures>;
  /** What the stand-ins for Commons and OpenStreetMap answered so far (host and path). */
  standInsServed(): string[];
  close(): Promise<void>;
}

/**
 * One Chromium for several runs: each run gets a fresh tab, and Lighthouse clears the origin's
 * storage first. Commons photos and OpenStreetMap tiles, out of this machine's reach, are
 * answered by stand-ins of their size class (./stand-in-pictures.ts): the pages are measured
 * with the pictures a visitor gets, not with failed requests. `gateway` is the stack's origin;
 * with `tlsFront`, the site is opened through a TLS-terminating proxy in front of it, over HTTP/2
 * as deployments serve it (./tls-front.ts), at `site`.
 */
export async function launchLighthouse(
  gateway: string,
  { tlsFront = false, pictures: given }: { tlsFront?: boolean; /** Started by the caller (and closed by it), e.g. before the stack. */ pictures?: StandInPictures } = {},
): Promise<LighthouseBrowser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROME_PATH`);
  }
  const pictures = given ?? (await startStandInPictures());
  let front: TlsFront | undefined;
  let chrome: chromeLauncher.LaunchedChrome;
  let browser: Browser;
  const closeServers = async () => {
    if (!given) await pictures.close();
    await front?.close();
  };
  try {
    if (tlsFront) front = await startTlsFront(gateway);
    const hostRules = [...pictures.hostRules, ...(front ? [front.hostRule] : []), NO_OUTSIDE_NAMES];
    const keys = [pictures.spki, ...(front ? [front.spki] : [])];
    const flags = [`--host-resolver-rules=${hostRules.join(', ')}`, `--ignore-certificate-errors-spki-list=${keys.join(',')}`];
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, ...flags], logLevel: 'error' });
  } catch (err) {
    await closeServers();
    throw err;
  }
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  } catch (err) {
    chrome.kill();
    await closeServers();
    throw err;
  }
  const runOnce = async (url: string, { categories, language, device = 'phone' }: LighthouseRunOptions): Promise<LighthouseFigures> => {
    const page = await browser.newPage();
    try {
      if (language) {
        // Runs in every new document, after Lighthouse has cleared the origin's storage.
        await page.evaluateOnNewDocument((lang) => {
          try {
            localStorage.setItem('language', lang);
          } catch {
            // about:blank has no storage; the page under test has.
          }
        }, language);
      }
      const flags: Flags = { onlyCategories: categories, output: 'json', logLevel: 'error' };
      // Lighthouse's own types name its bundled puppeteer's Page; this is the same package.
      const result = await lighthouse(url, flags, device === 'desktop' ? desktopConfig : undefined, page as never);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      return figures(result.lhr, categories);
    } finally {
      await page.close().catch(() => {});
    }
  };
  return {
    site: front?.origin ?? gateway,
    async run(url, options) {
      // A trace Lighthouse could not read (NO_NAVSTART and the like) says nothing about the page:
      // Lighthouse's own advice is to run again.
      for (let attempt = 1; ; attempt++) {
        try {
          return await runOnce(url, options);
        } catch (err) {
          if (!(err instanceof LighthouseRuntimeError) || attempt === 3) throw err;
        }
      }
    },
    standInsServed: () => [...pictures.served],
    async close() {
      await browser.disconnect().catch(() => {});
      chrome.kill();
      await closeServers();
    },
  };
}

class LighthouseRuntimeError extends Error {}

function figures(lhr: Result, categories: LighthouseCategory[]): LighthouseFigures {
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores: LighthouseFigures['scores'] = {};
  const failing: string[] = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category) continue;
    scores[id] = Math.round((category.score ?? 0) * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      // Metrics are figures, not failures; weight 0 audits do not count toward the score.
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      failing.push(`${id}: ${audit.id} (${audit.score}) ${audit.title}${where(audit)}`);
    }
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; statusCode?: number }> } | undefined)?.items ?? [];
  const failedRequests = requests
    .filter((r) => r.url.startsWith(origin) && (r.statusCode ?? 0) >= 400)
    .map((r) => `${r.statusCode} ${r.url.slice(origin.length)}`);
  return {
    url: lhr.finalDisplayedUrl,
    scores,
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    failing,
    failedRequests,
    lhr,
  };
}

/** The first few elements an audit names (axe's selectors and snippets), on lines of their own. */
function where(audit: Result['audits'][string]): string {
  const details = audit.details as { items?: Array<{ node?: { selector?: string; snippet?: string; explanation?: string } }> } | undefined;
  const nodes = (details?.items ?? []).map((item) => item.node).filter((n) => n !== undefined);
  return nodes
    .slice(0, 5)
    .map((n) => `\n    ${n.selector ?? ''} ${n.snippet ?? ''}${n.explanation ? ` — ${n.explanation.replaceAll('\n', ' ')}` : ''}`)
    .join('');
}
