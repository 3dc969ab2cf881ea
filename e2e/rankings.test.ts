import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureVotesThisMonth } from './api.ts';
import { DESKTOP, emulatorHostFromCsp, launchPages, PHONE, type BrowserPages, type Lang, type Viewport } from './pages.ts';

/**
 * The Rankings screen in the browser against the whole stack (31 seeded places): search by the
 * shared rule (diacritics ignored only in words typed without them), the Alphabetical sort in
 * each language's collation, pages of 10 with the "showing X to Y" line, a row (or, on phones,
 * a list item) opening the place, a month without votes, and a page past the last. A month's
 * table needs a vote in it: one is cast first if no other test file has voted yet.
 */

const baseUrl = inject('baseUrl');

interface Place {
  slug: string;
  name: string;
  nameVi: string | null;
}

let pages: BrowserPages;
let total: number;

beforeAll(async () => {
  pages = await launchPages(baseUrl);
  await ensureVotesThisMonth(baseUrl, await emulatorHostFromCsp(baseUrl));
  const res = await fetch(`${baseUrl}/api/locations`);
  total = ((await res.json()) as unknown[]).length;
});
afterAll(async () => {
  await pages?.close();
});

const openPage = (viewport: Viewport, language: Lang) => pages.open(viewport, { language });

const TEXTS = {
  vi: {
    title: 'Bảng xếp hạng điểm du lịch Thái Nguyên',
    search: 'Tìm điểm du lịch',
    sort: 'Sắp xếp theo',
    alphabetical: 'Theo bảng chữ cái',
    showing: (from: number, to: number, of: number) => `Hiển thị ${from} đến ${to} trong tổng số ${of} kết quả`,
    page: (n: number) => `Trang ${n}`,
    next: 'Sau',
    lake: 'Hồ Núi Cốc',
  },
  en: {
    title: 'Thai Nguyen Attraction Rankings',
    search: 'Search attractions',
    sort: 'Sort by',
    alphabetical: 'Alphabetical',
    showing: (from: number, to: number, of: number) => `Showing ${from} to ${to} of ${of} results`,
    page: (n: number) => `Page ${n}`,
    next: 'Next',
    lake: 'Núi Cốc Reservoir',
  },
} as const;

const rows = (page: Page) => page.getByTestId('rankings-row');
const showing = (page: Page) => page.getByTestId('rankings-showing');

/** The names on the page, in order (the first link of each row is the place's name). */
async function rowNames(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const row of await rows(page).all()) {
    const link = row.getByRole('link').first();
    // On phones the whole item is the link; its name is the first paragraph.
    const name = (await link.locator('p').count()) > 0 ? await link.locator('p').first().textContent() : await link.textContent();
    names.push(name!.trim());
  }
  return names;
}

describe.each([
  { lang: 'vi' as const, viewport: DESKTOP, shot: 'desktop-vi' },
  { lang: 'en' as const, viewport: PHONE, shot: 'phone-en' },
])('rankings ($lang, $viewport.width px)', ({ lang, viewport, shot }) => {
  const t = TEXTS[lang];

  it('searches without diacritics, sorts alphabetically, pages, and opens a place from its row', async () => {
    const page = await openPage(viewport, lang);
    await page.goto('/rankings');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(10);
    expect(total).toBeGreaterThan(20);
    expect(await showing(page).textContent()).toBe(t.showing(1, 10, total));
    // Sorted by rank: the places with a match this month first, numbered 1, 2, …; the unranked
    // ones (all of them before any vote) after, with no number.
    const ranks = await page
      .locator('[data-testid="rankings-row"] [data-rank]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rank'))));
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    await page.screenshot({ path: `/tmp/rankings-${shot}.png`, fullPage: true });

    // Search: no diacritics, no case.
    const search = page.getByRole('searchbox', { name: t.search });
    await search.fill('ho nui coc');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="rankings-row"]').length === 1);
    expect(await rowNames(page)).toEqual([t.lake]);
    expect(await showing(page).count()).toBe(0);
    await page.screenshot({ path: `/tmp/rankings-${shot}-search.png` });

    // Accents typed are kept: "HỒ" finds what the catalog's search finds (the same rule), the
    // names with "hồ" only, not Đền thờ Đội Cấn or Chùa Hang Định Hóa.
    const found = (await (await fetch(`${baseUrl}/api/locations?q=${encodeURIComponent('HỒ')}`)).json()) as Place[];
    expect(found.map((p) => p.slug)).toContain('ho-nui-coc');
    expect(found.map((p) => p.slug)).not.toContain('den-tho-doi-can');
    expect(found.map((p) => p.slug)).not.toContain('chua-hang-dinh-hoa');
    await search.fill('HỒ');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="rankings-row"]').length === n, found.length);
    const shown = (p: Place) => (lang === 'vi' && p.nameVi?.trim() ? p.nameVi : p.name);
    expect((await rowNames(page)).sort()).toEqual(found.map(shown).sort());
    await search.fill('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="rankings-row"]').length === 10);

    // Alphabetical, in the language's own collation.
    await page.getByRole('combobox', { name: t.sort }).selectOption({ label: t.alphabetical });
    await page.waitForURL(/sort=name/);
    const collator = new Intl.Collator(lang);
    const sorted = (names: string[]) => names.every((name, i) => i === 0 || collator.compare(names[i - 1]!, name) <= 0);
    // The URL changes a moment before the table re-renders.
    await expect.poll(async () => sorted(await rowNames(page))).toBe(true);
    const firstPage = await rowNames(page);

    // Page 2 continues the order, with the showing line.
    await page.getByRole('navigation').getByRole('button', { name: t.page(2) }).click();
    await showing(page).getByText(t.showing(11, 20, total)).waitFor();
    const secondPage = await rowNames(page);
    expect(sorted([...firstPage, ...secondPage])).toBe(true);
    await page.screenshot({ path: `/tmp/rankings-${shot}-page2.png`, fullPage: true });
    // Next to the last page, where Next is disabled.
    const next = page.getByRole('navigation').getByRole('button', { name: t.next });
    const last = Math.ceil(total / 10);
    for (let n = 3; n <= last; n++) {
      await next.click();
      await showing(page).getByText(t.showing((n - 1) * 10 + 1, Math.min(n * 10, total), total)).waitFor();
    }
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByRole('navigation').getByRole('button', { name: t.page(last) }).getAttribute('aria-current')).toBe('page');

    // A row opens its place: on a wide screen a click anywhere in the row, on a phone the item.
    const target = rows(page).first();
    const [name] = await rowNames(page);
    if (viewport === DESKTOP) await target.locator('td').nth(2).click();
    else await target.click();
    await page.waitForURL(/\/location\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: name! }).waitFor();
    // Back restores the view (it lives in the URL).
    await page.goBack();
    await showing(page).getByText(t.showing((last - 1) * 10 + 1, total, total)).waitFor();
  });
});

describe('rankings keyboard access', () => {
  it('Enter on the row link opens the place', async () => {
    const page = await openPage(DESKTOP, 'vi');
    await page.goto('/rankings');
    const link = rows(page).first().getByRole('link').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/location\/[a-z0-9-]+$/);
  });
});

describe('rankings months and pages', () => {
  it('a month without votes typed into the URL says so instead of a table, and the picker shows it', async () => {
    const page = await openPage(DESKTOP, 'vi');
    await page.goto('/rankings?month=2020-01');
    await page.getByText('Không có lượt bình chọn nào trong Tháng 1 năm 2020.').waitFor();
    expect(await rows(page).count()).toBe(0);
    expect(page.url()).toMatch(/\?month=2020-01$/);
    // The months with votes (the current one first), and this one where it belongs.
    const withVotes = (await (await fetch(`${baseUrl}/api/rankings/months`)).json()) as string[];
    const options = () =>
      page.getByRole('combobox', { name: 'Tháng' }).locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    await expect.poll(options).toEqual([...withVotes, '2020-01']);
  });

  it('a page past the last shows the last page and puts its number in the URL', async () => {
    const page = await openPage(DESKTOP, 'en');
    await page.goto('/rankings?page=99');
    const last = Math.ceil(total / 10);
    await showing(page).getByText(TEXTS.en.showing((last - 1) * 10 + 1, total, total)).waitFor();
    await page.waitForURL(new RegExp(`/rankings\\?page=${last}$`));
  });
});
