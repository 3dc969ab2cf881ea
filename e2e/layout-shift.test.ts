import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCREENS } from '../infra/bench/lib/lighthouse.ts';
import { castVote, getRankings } from './api.ts';
import { servePictures } from './images.ts';
import { DESKTOP, PHONE, emulatorHostFromCsp, launchPages, type BrowserPages, type Lang, type Viewport } from './pages.ts';

/**
 * Nothing on the five main screens moves once shown: a first visit in Chromium (on the phone its
 * CPU slowed 4× like Lighthouse's, so that every loading state gets painted) records every
 * `layout-shift` entry (a buffered PerformanceObserver set up before the app starts) until the
 * screen has settled (its data drawn, no skeleton or busy region left, every picture in, the
 * network quiet), and their sum must be 0: not merely a small Cumulative Layout Shift, none. A
 * failure lists each shift with the elements that moved, their boxes before and after (in the
 * screen). The tea hills are voted on first, so their page is seen with a score history chart.
 *
 * Pictures arrive as they would from Wikimedia Commons and OpenStreetMap (this machine has no way
 * out, so the test answers those requests itself, a moment late). The same visit checks that
 * every picture below the first screen loads lazily, that every photo offers its sizes (srcset
 * and sizes), and that no read is fetched twice (the screen's first read, asked for ahead by the
 * page, is the one the app uses), nor a place's gallery photo (asked for ahead too, once its data
 * is in, with the gallery's srcset and sizes).
 */

const baseUrl = inject('baseUrl');

/** Lighthouse's phone screen (Moto G Power), in CSS pixels. */
const LIGHTHOUSE_PHONE: Viewport = { width: 412, height: 823 };

/** What shows that each screen's own data has been drawn (beside the generic settled check). */
const DRAWN: Record<string, string> = {
  '/': '#discover-grid-heading',
  '/voting': '[data-testid="matchup-card"] h2',
  '/rankings': '[data-testid="rankings-no-votes"], [data-testid="rankings-row"]',
  '/location/doi-che-tan-cuong': '#similar-heading',
  '/culinary': '[data-testid="dish-card"]',
};

interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Runs in the page before the app: keeps every layout shift with the elements that moved. */
function recordLayoutShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
  };
  const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      shifts.push({
        value: entry.value,
        startTime: Math.round(entry.startTime),
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map(
          (s) =>
            `${box(s.previousRect)} → ${box(s.currentRect)}: ${s.node instanceof Element ? s.node.outerHTML.slice(0, 160) : String(s.node?.nodeName)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Settled: the screen's data drawn, no skeleton or busy region, every picture on screen loaded, the network quiet. */
async function waitUntilSettled(page: Page, drawn: string): Promise<void> {
  await page.locator(drawn).first().waitFor({ timeout: 45_000 });
  await page.waitForFunction(
    () => {
      const onScreen = (img: HTMLImageElement) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      };
      return (
        document.querySelector('.animate-pulse, [aria-busy="true"]') === null &&
        Array.from(document.images).every((img) => !onScreen(img) || (img.complete && img.naturalWidth > 0))
      );
    },
    undefined,
    { timeout: 45_000, polling: 100 },
  );
  await page.waitForLoadState('networkidle');
  await afterShiftsReported(page);
}

/** Two frames and a moment: a shift caused by the last change is reported by then. */
async function afterShiftsReported(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500)))));
}

/** The layout shifts recorded so far (recordLayoutShifts). */
function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

interface Picture {
  src: string;
  loading: string;
  srcset: string | null;
  sizes: string | null;
  /** Its top edge in the page, and the first screen's height, before any scrolling. */
  top: number;
  screenHeight: number;
}

/** Every <img> but Leaflet's own (tiles and markers it places itself). */
function picturesOnPage(page: Page): Promise<Picture[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => !img.closest('.leaflet-container'))
      .map((img) => ({
        src: img.currentSrc || img.src,
        loading: img.getAttribute('loading') ?? 'eager',
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        top: img.getBoundingClientRect().top + window.scrollY,
        screenHeight: window.innerHeight,
      })),
  );
}

let pages: BrowserPages;

beforeAll(async () => {
  pages = await launchPages(baseUrl);
  // The place's page draws more with votes (its score history chart, its recent matchups), and
  // other test files may or may not have voted on it: a few votes with it here, so that its
  // page is always seen with them (matchups come from the server, hence the many tries).
  const place = (await getRankings(baseUrl)).find((s) => s.slug === 'doi-che-tan-cuong')!;
  const emulatorHost = await emulatorHostFromCsp(baseUrl);
  for (let i = 0; i < 3; i++) await castVote(baseUrl, emulatorHost, (m) => m.left.id === place.id || m.right.id === place.id, 300);
});
afterAll(async () => {
  await pages?.close();
});

describe.each([
  { language: 'vi' as Lang, viewport: LIGHTHOUSE_PHONE, cpuSlowdown: 4 },
  { language: 'en' as Lang, viewport: DESKTOP, cpuSlowdown: 1 },
])('layout shift and pictures ($language, $viewport.width px)', ({ language, viewport, cpuSlowdown }) => {
  it.each(SCREENS)('%s: no layout shift until settled; pictures below the first screen lazy, photos with srcset', async (path) => {
    const page = await pages.open(viewport, { language, prepare: servePictures, timeoutMs: 45_000 });
    await page.addInitScript(recordLayoutShifts);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const reads: string[] = [];
    const pictureRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The copies a new service worker is handed of what the page read before it was there
      // (web/src/lib/service-worker.ts) are not the app's own reads.
      if (url.pathname.startsWith('/api/') && !request.headers()['x-offline-copy']) reads.push(`${request.method()} ${url.pathname}${url.search}`);
      if (request.resourceType() === 'image') pictureRequests.push(request.url());
    });
    await page.goto(path);
    await waitUntilSettled(page, DRAWN[path]!);

    const shifts = await shiftsSoFar(page);
    const total = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
    expect(total, `layout shifts on ${path}:\n${JSON.stringify(shifts, null, 2)}`).toBe(0);

    const pictures = await picturesOnPage(page);
    const belowFirstScreen = pictures.filter((p) => p.top >= p.screenHeight);
    expect(belowFirstScreen.filter((p) => p.loading !== 'lazy').map((p) => p.src)).toEqual([]);
    // Photos (Commons files, visitors' photos from the media service) always offer their sizes.
    const photos = pictures.filter((p) => /^https:\/\/upload\.wikimedia\.org\/|\/media\//.test(p.src));
    expect(photos.filter((p) => !p.srcset || !p.sizes).map((p) => p.src)).toEqual([]);
    // The screens the seed gives a photo show it: a card on /, the gallery of the tea hills, the tea's dish card.
    if (path === '/' || path.startsWith('/location/') || path === '/culinary') expect(photos.length).toBeGreaterThan(0);

    // Each read once: the data the page asks for ahead (web/build/route-preload.ts) is the app's own request.
    expect(reads.filter((read, i) => reads.indexOf(read) !== i)).toEqual([]);

    if (path.startsWith('/location/')) {
      // The gallery's photo is asked for by the preload script as soon as the place's data is in,
      // with the srcset and sizes of the gallery's <img>, which then shows that one download.
      const { preload, gallery } = await page.evaluate(() => {
        const link = document.head.querySelector('link[rel="preload"][as="image"]');
        const img = document.querySelector<HTMLImageElement>('figure img[fetchpriority="high"]');
        return {
          preload: link && { srcset: link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes'), priority: link.getAttribute('fetchpriority') },
          gallery: img && { srcset: img.getAttribute('srcset'), sizes: img.getAttribute('sizes'), src: img.getAttribute('src'), shown: img.currentSrc },
        };
      });
      // Commons' copies, served from the site's own origin.
      expect(gallery?.srcset).toMatch(/^\/media\/commons\//);
      expect(preload).toEqual({ srcset: gallery!.srcset, sizes: gallery!.sizes, priority: 'high' });
      // One request for the photo, in any of its sizes: the one shown.
      const sizesOfPhoto = new Set([gallery!.src, ...srcsetCandidates(gallery!.srcset!, page.url()).map((candidate) => candidate.url)]);
      expect(pictureRequests.filter((url) => sizesOfPhoto.has(url))).toEqual([gallery!.shown]);
    }
  });
});

/** The candidates of a srcset with width descriptors ("/a-330.jpg 330w, …"), as absolute addresses. */
function srcsetCandidates(srcset: string, base: string): { url: string; width: number }[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, w]) => ({ url: new URL(url!, base).href, width: Number.parseInt(w!, 10) }));
}

/** A photo shown, offered in several widths: the widths, the one the browser took, how wide it shows. */
interface OfferedPhoto {
  srcset: string;
  widths: { url: string; width: number }[];
  shown: string;
  boxWidth: number;
}

async function offeredPhotos(page: Page): Promise<OfferedPhoto[]> {
  const shown = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => /\s\d+w(,|$)/.test(img.getAttribute('srcset') ?? '') && img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
      .map((img) => ({ srcset: img.getAttribute('srcset')!, shown: img.currentSrc, boxWidth: img.getBoundingClientRect().width })),
  );
  return shown.map((photo) => ({ ...photo, widths: srcsetCandidates(photo.srcset, page.url()) }));
}

describe.each([
  { screen: "Lighthouse's phone", viewport: LIGHTHOUSE_PHONE, scale: 1.75 },
  { screen: 'a phone at 3×', viewport: PHONE, scale: 3 },
  { screen: 'a desktop', viewport: DESKTOP, scale: 1 },
])('photos come in the smallest copy that fills them ($screen)', ({ viewport, scale }) => {
  // Each photo's sizes must say how wide it shows: a phone that reads a wider slot (the screen's
  // whole width, not the page's column) takes a copy a step larger than it needs.
  it.each(SCREENS)('%s', async (path) => {
    const page = await pages.open(viewport, { language: 'vi', prepare: servePictures, context: { deviceScaleFactor: scale }, timeoutMs: 45_000 });
    await page.goto(path);
    await waitUntilSettled(page, DRAWN[path]!);
    // Down the whole page, so that the lazy pictures load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 100));
      }
    });
    await page.waitForLoadState('networkidle');
    const photos = await offeredPhotos(page);
    // The place's gallery and the dish grid show one on the first screen.
    if (path.startsWith('/location/') || path === '/culinary') expect(photos.length).toBeGreaterThan(0);
    const smallestFilling = (photo: OfferedPhoto) => {
      const fills = photo.widths.filter((w) => w.width >= photo.boxWidth * scale).sort((a, b) => a.width - b.width);
      return (fills[0] ?? photo.widths.reduce((a, b) => (b.width > a.width ? b : a))).url;
    };
    for (const photo of photos) {
      const best = smallestFilling(photo);
      // The same photo shown larger elsewhere on the page (in the hero too, when the votes of
      // other test files rank it first): Chromium may show this one from that larger copy, which
      // it holds already, rather than fetch a smaller one. The visitor downloads nothing more.
      const cached = photos.filter((other) => other.srcset === photo.srcset && other.boxWidth > photo.boxWidth).map(smallestFilling);
      const shows = (url: string) => `${url} for ${Math.round(photo.boxWidth * scale)} px (${photo.boxWidth} px wide)`;
      expect.soft(shows(cached.includes(photo.shown) ? best : photo.shown)).toBe(shows(best));
    }
    await page.close();
  });
});

describe('the header while the session is checked', () => {
  it.each([
    { language: 'vi' as Lang, viewport: LIGHTHOUSE_PHONE },
    { language: 'en' as Lang, viewport: DESKTOP },
  ])('($language, $viewport.width px) the spinner has the Sign in button\'s box: nothing moves when the check ends signed out', async ({ language, viewport }) => {
    // A session that may exist (the hint a sign-in left) whose Firebase code is held until the
    // spinner has been seen, as a slow phone's first visit paints it. (A fixed delay raced the
    // app's first drawing on a busy machine: the check could end before the header was drawn.)
    let releaseFirebase!: () => void;
    const firebaseReleased = new Promise<void>((release) => (releaseFirebase = release));
    const page = await pages.open(viewport, {
      language,
      prepare: async (context) => {
        // The screen settles only once its pictures have loaded (waitUntilSettled).
        await servePictures(context);
        await context.addInitScript(() => localStorage.setItem('tn.session', '1'));
        await context.route(/\/assets\/firebase-[^/]*\.js$/, async (route) => {
          await firebaseReleased;
          await route.continue();
        });
      },
    });
    await page.addInitScript(recordLayoutShifts);
    await page.goto('/');
    const account = page.locator('[data-account-button]');
    await page.locator('[data-account-button][aria-busy="true"]').waitFor();
    const checking = await account.boundingBox();
    releaseFirebase();
    await page.locator('[data-account-button]:not([aria-busy])').waitFor();
    expect(await account.boundingBox()).toEqual(checking);
    await waitUntilSettled(page, DRAWN['/']!);
    const shifts = await shiftsSoFar(page);
    expect(shifts).toEqual([]);
  });
});

describe('the home carousel', () => {
  it.each([
    { language: 'vi' as Lang, viewport: LIGHTHOUSE_PHONE },
    { language: 'en' as Lang, viewport: DESKTOP },
  ])('($language, $viewport.width px) moving to the next slide shifts nothing', async ({ language, viewport }) => {
    const page = await pages.open(viewport, { language, prepare: servePictures, timeoutMs: 45_000 });
    await page.addInitScript(recordLayoutShifts);
    // The dots change in one frame, as on a busy phone that skips the transition's frames (a move
    // spread over smooth frames stays under the few pixels a shift must have to be reported).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitUntilSettled(page, DRAWN['/']!);
    // As autoplay does every few seconds: a click from script is not a visitor's input, so a shift
    // it caused would count (a visitor's own click excuses the shifts that follow it).
    const shiftsBefore = (await shiftsSoFar(page)).length;
    const dots = page.locator('button[aria-current="true"]').first().locator('xpath=..').locator('button');
    const current = await dots.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
    const next = (current + 1) % (await dots.count());
    await dots.nth(next).evaluate((button: HTMLButtonElement) => button.click());
    await expect.poll(() => dots.nth(next).getAttribute('aria-current')).toBe('true');
    await afterShiftsReported(page);
    const shifts = (await shiftsSoFar(page)).slice(shiftsBefore);
    expect(shifts).toEqual([]);
  });
});
