import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureVotesThisMonth, getRankings, postReview } from './api.ts';
import { emulatorHostFromCsp, launchPages, type BrowserPages, type Lang } from './pages.ts';

/**
 * The smallest phones in use (320 px wide): no screen may be wider than the screen. One element
 * too wide gives the whole page a sideways scroll, and the tab bar and the assistant's button,
 * fixed to the viewport, then sit off the visible part. Found at 320 px: a place's hidden table
 * of its score history (370 px), a restaurant's row of tabs (363 px) and the review dialog's
 * stars beside their label; and a review holding a pasted link, or a long search echoed in a "no
 * match" message (one unbroken word: 940 px).
 */

const baseUrl = inject('baseUrl');
const NARROW = { width: 320, height: 640 };
const REVIEWS_TAB: Record<Lang, string> = { vi: 'Đánh giá', en: 'Reviews' };
const WRITE_REVIEW: Record<Lang, string> = { vi: 'Viết đánh giá', en: 'Write a review' };
// The button says this instead while the dish has no review.
const WRITE_BUTTON: Record<Lang, RegExp> = { vi: /^(Viết đánh giá|Hãy là người đầu tiên đánh giá)$/, en: /^(Write a review|Be the first to review)$/ };

let pages: BrowserPages;
let votedPlace: string;
let restaurant: string;
let dish: string;
// One unbroken word, as a pasted link is.
const LONG_WORD = `https://maps.example.com/${'ThaiNguyenTanCuong'.repeat(14)}`;

beforeAll(async () => {
  pages = await launchPages(baseUrl);
  await ensureVotesThisMonth(baseUrl, await emulatorHostFromCsp(baseUrl));
  votedPlace = (await getRankings(baseUrl)).find((s) => s.rank !== null)!.slug;
  const firstRestaurant = ((await (await fetch(`${baseUrl}/api/restaurants`)).json()) as { id: number; slug: string }[])[0]!;
  const firstDish = ((await (await fetch(`${baseUrl}/api/dishes`)).json()) as { id: number; slug: string }[])[0]!;
  [restaurant, dish] = [firstRestaurant.slug, firstDish.slug];
  const emulatorHost = await emulatorHostFromCsp(baseUrl);
  const content = `Đường đi: ${LONG_WORD}`;
  await postReview(baseUrl, emulatorHost, { restaurantId: firstRestaurant.id, rating: 4, content });
  await postReview(baseUrl, emulatorHost, { dishId: firstDish.id, rating: 5, content });
});
afterAll(async () => {
  await pages?.close();
});

describe('a 320 px phone', () => {
  it.each(['vi', 'en'] as const)('no screen is wider than the phone (%s)', async (language) => {
    const page = await pages.open(NARROW, { language });
    const search = `?q=${encodeURIComponent(LONG_WORD)}`;
    const screens = [
      '/',
      `/${search}`,
      '/voting',
      '/rankings',
      `/rankings${search}`,
      `/location/${votedPlace}`,
      '/culinary',
      `/culinary${search}`,
      `/culinary/restaurant/${restaurant}`,
      `/culinary/dish/${dish}`,
      '/about',
    ];
    const tooWide: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > NARROW.width) tooWide.push(`${path}: ${width} px`);
    }
    // A place to eat shows its reviews in a tab of their own.
    await page.goto(`/culinary/restaurant/${restaurant}`);
    await page.getByRole('tab', { name: REVIEWS_TAB[language] }).click();
    await page.getByText(LONG_WORD).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > NARROW.width) tooWide.push(`/culinary/restaurant/${restaurant}, its reviews: ${width} px`);
    expect(tooWide).toEqual([]);
  });

  it.each(['vi', 'en'] as const)('the review dialog fits inside its box, its buttons stacked in the order Tab reaches them (%s)', async (language) => {
    const page = await pages.open(NARROW, { language });
    await page.goto(`/culinary/dish/${dish}`);
    await page.getByRole('button', { name: WRITE_BUTTON[language] }).first().click();
    const dialog = page.getByRole('dialog', { name: WRITE_REVIEW[language] });
    await dialog.waitFor();
    const overflow = await dialog.evaluate((node) => ({ content: node.scrollWidth, box: node.clientWidth }));
    expect(overflow.content).toBeLessThanOrEqual(overflow.box);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
    // Its Cancel and Submit, stacked on a phone, stand in the order Tab reaches them.
    const tops = await dialog.evaluate((node) =>
      Array.from(node.querySelector('button[type="submit"]')!.parentElement!.querySelectorAll(':scope > button')).map((b) => b.getBoundingClientRect().top),
    );
    expect(tops).toHaveLength(2);
    expect(tops[0]).toBeLessThan(tops[1]!);
  });
});
