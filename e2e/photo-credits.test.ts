import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchPages, PHONE, type BrowserPages, type Lang } from './pages.ts';

/**
 * No photo without a credit, in Chromium against the whole stack (seeded places): the Tân Cương
 * tea hills' page credits its photo, linking to the Commons file page in a new tab, and every
 * picture of a place on the page has its credit in view; the map marker's thumbnail is credited
 * in its popup. Wikimedia is out of reach offline, so a stand-in picture answers for it. And
 * Commons' copies of the photos are served on the site's own origin (/media/commons/…, through
 * the gateway to the media service), Commons' path kept as written.
 */

const baseUrl = inject('baseUrl');
const TEA_HILLS = 'doi-che-tan-cuong';

interface Photo {
  url: string;
  author: string;
  licence: string;
  sourceUrl: string;
}
interface Place {
  slug: string;
  name: string;
  nameVi: string | null;
  photos: Photo[];
}

let pages: BrowserPages;
let places: Place[];
let standIn: Buffer;

beforeAll(async () => {
  pages = await launchPages(baseUrl);
  const page = await pages.browser.newPage({ viewport: { width: 800, height: 500 } });
  await page.setContent('<body style="margin:0;background:linear-gradient(135deg,#54903e,#2a6f97 60%,#10210d)"></body>');
  standIn = await page.screenshot({ type: 'jpeg' });
  await page.close();
});
// Read before each test: an earlier e2e file (the files share one stack) may have added a
// visitor's photo to a place, which these pages then show, credited.
beforeEach(async () => {
  places = (await (await fetch(`${baseUrl}/api/locations`)).json()) as Place[];
});
afterAll(async () => {
  await pages?.close();
});

const openPage = (lang: Lang, viewport = DESKTOP) =>
  pages.open(viewport, {
    language: lang,
    prepare: (context) =>
      context.route('https://upload.wikimedia.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: standIn })),
  });

/**
 * Every picture of a place that is on screen, with the Commons pages whose credit links are
 * visible. Map tiles (offline anyway) are not pictures of a place.
 */
function picturesAndCredits(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const pictures = Array.from(document.querySelectorAll<HTMLImageElement>('img:not(.leaflet-tile)'))
      .filter((img) => shown(img) && img.complete && img.naturalWidth > 0)
      // The photo's own address: the browser may show one of Commons' scaled copies of it.
      .map((img) => img.src);
    const credits = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-testid="photo-credit"] a[href]'))
      .filter((a) => shown(a) && a.closest('[data-testid="photo-credit"]')!.getBoundingClientRect().height > 0)
      .map((a) => a.href);
    return { pictures, credits };
  });
}

/**
 * Every place photo's credit link, by the picture's address as the page shows it: absolute (a
 * visitor's photo has addresses on this site, /media/…, which the API gives relative).
 */
function creditsByPicture(): Map<string, string> {
  const absolute = (url: string) => new URL(url, baseUrl).href;
  return new Map(places.flatMap((p) => p.photos).map((photo) => [absolute(photo.url), absolute(photo.sourceUrl)]));
}

const TEXTS = {
  vi: { credit: 'Ảnh: Bacthai20, CC0', hint: 'mở trong thẻ mới', gallery: (name: string) => `Ảnh về ${name}` },
  en: { credit: 'Photo: Bacthai20, CC0', hint: 'opens in a new tab', gallery: (name: string) => `Photos of ${name}` },
} as const;

describe.each([
  { lang: 'vi' as const, viewport: DESKTOP },
  { lang: 'en' as const, viewport: PHONE },
])('photo credits ($lang, $viewport.width px)', ({ lang, viewport }) => {
  const t = TEXTS[lang];

  it('the tea hills page credits its photo, linking to Commons, and no picture of a place goes uncredited', async () => {
    const place = places.find((p) => p.slug === TEA_HILLS)!;
    const cover = place.photos[0]!;
    expect(cover).toMatchObject({ author: 'Bacthai20', licence: 'CC0', sourceUrl: 'https://commons.wikimedia.org/wiki/File:Tea_hill_in_Thai_Nguyen.jpg' });
    const name = lang === 'vi' && place.nameVi ? place.nameVi : place.name;

    const page = await openPage(lang, viewport);
    await page.goto(`/location/${TEA_HILLS}`);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 60_000 });

    // The picture on show, the cover, is credited in its caption bar.
    const figure = page.getByRole('region', { name: t.gallery(name) }).getByRole('figure');
    const credit = figure.getByTestId('photo-credit');
    await credit.waitFor();
    expect(await credit.innerText()).toContain(t.credit);
    const link = figure.getByRole('link', { name: new RegExp(`^Bacthai20, CC0.*${t.hint}`) });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe(cover.sourceUrl);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    // Every picture on the page is a place's photo, and its credit is in view.
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    await page.locator('.tn-map .tn-marker').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const creditOf = creditsByPicture();
    const { pictures, credits } = await picturesAndCredits(page);
    expect(pictures.length).toBeGreaterThan(0);
    for (const src of pictures) {
      expect(creditOf.has(src), `${src} is a place's photo`).toBe(true);
      expect(credits, `a visible credit for ${src}`).toContain(creditOf.get(src));
    }
    await page.screenshot({ path: `/tmp/tn-photo-credit-${lang}-${viewport.width}.png`, fullPage: true });

    // The map marker's thumbnail is credited in its popup.
    await page.locator('.tn-map .tn-marker-icon').first().click();
    const popup = page.locator('.leaflet-popup');
    await popup.waitFor();
    const popupLink = popup.getByRole('link', { name: /^Bacthai20, CC0/ });
    expect(await popupLink.getAttribute('href')).toBe(cover.sourceUrl);
    expect(await popup.getByTestId('photo-credit').innerText()).toContain(t.credit);
  });

  it('a place without a photo shows no picture and no credit', async () => {
    const lake = places.find((p) => p.slug === 'ho-ba-be')!;
    expect(lake.photos).toEqual([]);
    const page = await openPage(lang, viewport);
    await page.goto('/location/ho-ba-be');
    await page.getByRole('heading', { level: 1, name: lang === 'vi' ? lake.nameVi! : lake.name }).waitFor({ timeout: 60_000 });
    await page.getByText(lang === 'vi' ? 'Chưa có hình ảnh' : 'No images available').waitFor();
    await page.locator('#similar-heading').waitFor();
    await page.waitForLoadState('networkidle');
    const { pictures, credits } = await picturesAndCredits(page);
    // Similar places may include the tea hills, or a place with a visitor's photo; then their
    // card shows the photo, credited.
    const creditOf = creditsByPicture();
    for (const src of pictures) expect(credits).toContain(creditOf.get(src));
    expect(pictures.some((src) => src.includes('Babenp'))).toBe(false);
  });
});

describe('a photo that cannot be loaded', () => {
  it.each(['vi', 'en'] as const)(
    "leaves the place's placeholder in the gallery, with no credit, instead of an empty box (%s)",
    async (lang) => {
      const tea = places.find((p) => p.slug === TEA_HILLS)!;
      const page = await pages.open(PHONE, {
        language: lang,
        prepare: (context) => context.route('https://upload.wikimedia.org/**', (route) => route.abort('namenotresolved')),
      });
      await page.goto(`/location/${TEA_HILLS}`);
      const gallery = page.getByRole('region', { name: TEXTS[lang].gallery(lang === 'vi' ? tea.nameVi! : tea.name) });
      const placeholder = gallery.locator('[data-placeholder]').first();
      await placeholder.waitFor();
      const box = (await placeholder.boundingBox())!;
      const frame = (await gallery.locator('figure').boundingBox())!;
      // It fills the picture's frame (16:10), as the photo would have.
      expect(box.height).toBeGreaterThan(frame.height * 0.6);
      expect(box.width).toBeGreaterThan(frame.width * 0.9);
      expect(await gallery.getByTestId('photo-credit').count()).toBe(0);
    },
  );
});

describe("Commons' copies of the photos", () => {
  it("are served under /media/commons through the gateway, with Commons' path kept as written", async () => {
    // The green tea's photo: a Vietnamese file name, percent-encoded in its address.
    const dishes = (await (await fetch(`${baseUrl}/api/dishes`)).json()) as { photo: Photo | null }[];
    const original = dishes.map((d) => d.photo?.url).find((url) => url?.includes('%'));
    expect(original).toBeDefined();
    const [, folders, name] = /^https:\/\/upload\.wikimedia\.org\/wikipedia\/commons\/(\w\/\w\w)\/([^/]+)$/.exec(original!)!;
    const thumb = `${folders}/${name}/960px-${name}`;

    // Commons is out of reach here: the media service sends the visitor to Commons' own copy, on
    // its public host (the one in the page's policy), not the host it fetches from.
    const res = await fetch(`${baseUrl}/media/commons/${thumb}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`https://upload.wikimedia.org/wikipedia/commons/thumb/${thumb}`);
    expect(res.headers.get('cache-control')).toBe('no-store');

    // Only the widths offered are answered (Commons' standard ones, and the two scaled for phones).
    const other = await fetch(`${baseUrl}/media/commons/${folders}/${name}/640px-${name}`, { redirect: 'manual' });
    expect(other.status).toBe(404);
  });
});
