import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { castVote, ensureVotesThisMonth, getMonths, getRankings, monthBefore, seedVotesInMonth, type Standing } from './api.ts';
import { AXE_CONTEXT, seriousViolations } from './axe.ts';
import { DESKTOP, emulatorHostFromCsp, launchPages, PHONE, type BrowserPages, type Lang, type Viewport } from './pages.ts';

/**
 * The Rankings screen in the browser against the whole stack (31 seeded places): search by the
 * shared rule (diacritics ignored only in words typed without them), the Alphabetical sort in
 * each language's collation, pages of 10 with the "showing X to Y" line, a row (or, on phones,
 * a list item) opening the place, a month without votes, and a page past the last. A month's
 * table needs a vote in it: one is cast first if no other test file has voted yet.
 */

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

interface Place {
  slug: string;
  name: string;
  nameVi: string | null;
}

let pages: BrowserPages;
let total: number;

beforeAll(async () => {
  pages = await launchPages(baseUrl);
  const emulatorHost = await emulatorHostFromCsp(baseUrl);
  await ensureVotesThisMonth(baseUrl, emulatorHost);
  await seedLastMonth(emulatorHost);
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
    // What a screen reader hears for each movement marker.
    movement: /^(tăng \d+ bậc so với tháng trước|giảm \d+ bậc so với tháng trước|giữ nguyên thứ hạng so với tháng trước|mới vào bảng xếp hạng, tháng trước chưa có thứ hạng)$/,
    newMark: 'mới',
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
    movement: /^(up \d+ places? since last month|down \d+ places? since last month|same place as last month|new: not ranked last month)$/,
    newMark: 'new',
  },
} as const;

const rows = (page: Page) => page.getByTestId('rankings-row');

/**
 * Last month, finished, for the movement markers: three places ranked now are given last month's
 * ranks 2, 1, 3 (the second beats the first and third, the first beats the third), so that, as the
 * ranks stand when seeded, the first has gone up, the second down and the third stayed.
 */
async function seedLastMonth(emulatorHost: string): Promise<void> {
  for (let i = 0; i < 5 && (await getRankings(baseUrl)).filter((s) => s.rank !== null).length < 3; i++) {
    const unranked = new Set((await getRankings(baseUrl)).filter((s) => s.rank === null).map((s) => s.id));
    await castVote(baseUrl, emulatorHost, (m) => unranked.has(m.left.id) || unranked.has(m.right.id));
  }
  const [first, second, third] = (await getRankings(baseUrl)).filter((s) => s.rank !== null);
  expect(third, 'three places ranked this month').toBeDefined();
  const [current] = await getMonths(baseUrl);
  await seedVotesInMonth(baseUrl, databaseUrl, monthBefore(current!), [
    [second!.id, first!.id],
    [second!.id, third!.id],
    [first!.id, third!.id],
  ]);
}

/**
 * Every ranked row on screen shows how it moved against the API's previousRank (last month's final
 * rank, fixed), as an arrow or word with a sentence for screen readers; an unranked row shows none.
 * The current rank is the row's own (other test files vote meanwhile). Returns the kinds seen.
 */
async function expectMovementMarkers(page: Page, lang: Lang, month?: string): Promise<string[]> {
  const query = month ? `?month=${month}` : '';
  const previous = new Map(
    (await (await fetch(`${baseUrl}/api/rankings${query}`)).json() as Standing[]).map((s) => [s.slug, s.previousRank]),
  );
  const seen = await rows(page).evaluateAll((els) =>
    els.map((row) => {
      const marker = row.querySelector('[data-testid="rank-movement"]');
      const href = row.querySelector('a[href^="/location/"]')!.getAttribute('href')!;
      const rank = row.querySelector('[data-rank]')?.getAttribute('data-rank');
      return {
        slug: href.slice('/location/'.length),
        rank: rank ? Number(rank) : null,
        kind: marker?.getAttribute('data-movement') ?? null,
        shown: marker?.querySelector('[aria-hidden="true"]')?.textContent ?? null,
        heard: marker?.querySelector('.sr-only')?.textContent ?? null,
        visible: marker ? (marker as HTMLElement).offsetWidth > 0 : false,
      };
    }),
  );
  expect(seen.length).toBeGreaterThan(0);
  for (const row of seen) {
    if (row.rank === null) {
      expect(row.kind).toBeNull();
      continue;
    }
    const before = previous.get(row.slug)!;
    const expected = before === null ? 'new' : before > row.rank ? 'up' : before < row.rank ? 'down' : 'same';
    expect(row.kind, row.slug).toBe(expected);
    expect(row.visible).toBe(true);
    expect(row.heard).toMatch(TEXTS[lang].movement);
    if (expected === 'new') expect(row.shown).toBe(TEXTS[lang].newMark);
    if (expected === 'up') expect(row.shown).toBe(`▲ ${before! - row.rank}`);
    if (expected === 'down') expect(row.shown).toBe(`▼ ${row.rank - before!}`);
    if (expected === 'same') expect(row.shown).toBe('=');
  }
  return seen.map((row) => row.kind).filter((kind) => kind !== null);
}

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
    // Sorted by rank: the places with a match this month first, numbered 1, 2, … (places level
    // on score and matches share one: 1, 1, 3); the unranked ones (all of them before any vote)
    // after, with no number.
    const ranks = await page
      .locator('[data-testid="rankings-row"] [data-rank]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-rank'))));
    expect(ranks).toEqual(ranks.map((rank, i) => (i > 0 && rank === ranks[i - 1] ? rank : i + 1)));
    // Every ranked row says how it moved since last month.
    await expectMovementMarkers(page, lang);
    await page.screenshot({ path: `/tmp/rankings-${shot}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/fair-rankings-${shot}.png` });

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
    // Each page turned is a step of the history: Back again shows the page before.
    await page.goBack();
    await showing(page).getByText(t.showing((last - 2) * 10 + 1, (last - 1) * 10, total)).waitFor();
    expect(page.url()).toMatch(new RegExp(`[?&]page=${last - 1}$`));
  });
});

describe.each([
  { lang: 'vi' as const, viewport: DESKTOP, shot: 'desktop-vi' },
  { lang: 'en' as const, viewport: PHONE, shot: 'phone-en' },
])('rank movement ($lang, $viewport.width px)', ({ lang, viewport, shot }) => {
  it('a place ranked last month shows ▲, ▼ or = against that rank, found by its name', async () => {
    // The seeded places: ranked last month, so never "new" (wherever other votes have put them now).
    const place = (await getRankings(baseUrl)).find((s) => s.previousRank !== null && s.rank !== null)!;
    expect(place, 'a place ranked last month and this month').toBeDefined();
    const name = lang === 'vi' && place.nameVi?.trim() ? place.nameVi : place.name;
    const page = await openPage(viewport, lang);
    await page.goto(`/rankings?q=${encodeURIComponent(name)}`);
    await rows(page).filter({ hasText: name }).first().waitFor();
    const kinds = await expectMovementMarkers(page, lang);
    expect(kinds.filter((kind) => kind !== 'new').length, kinds.join(', ')).toBeGreaterThan(0);
    await page.screenshot({ path: `/tmp/fair-rankings-${shot}-moved.png` });
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
  it.each([
    { lang: 'vi' as const, viewport: DESKTOP, shot: 'desktop-vi' },
    { lang: 'en' as const, viewport: PHONE, shot: 'phone-en' },
  ])('last month is browsable, its movement against the month before it ($lang)', async ({ lang, viewport, shot }) => {
    const [current, last] = await getMonths(baseUrl);
    expect(last).toBe(monthBefore(current!));
    const page = await openPage(viewport, lang);
    await page.goto(`/rankings?month=${last}`);
    await rows(page).first().waitFor();
    // Nothing was voted the month before last: its three ranked places are all new.
    const kinds = await expectMovementMarkers(page, lang, last);
    expect(kinds).toEqual(['new', 'new', 'new']);
    await page.screenshot({ path: `/tmp/fair-rankings-${shot}-last-month.png` });
  });

  it('a month without votes typed into the URL says so instead of a table, and the picker shows it', async () => {
    const page = await openPage(DESKTOP, 'vi');
    await page.goto('/rankings?month=2020-01');
    await page.getByText('Không có lượt bình chọn nào trong tháng 1 năm 2020.').waitFor();
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

describe("a place's Elo score this month", () => {
  const SUMMARY = {
    vi: /^Bắt đầu tháng với 1\.000 điểm, hiện đạt ([\d.]+) điểm sau (\d+) trận; cao nhất ([\d.]+), thấp nhất ([\d.]+)\.$/,
    en: /^Started the month at 1,000, now ([\d,]+) after (\d+) match(?:es)?; highest ([\d,]+), lowest ([\d,]+)\.$/,
  };
  const READOUT = { vi: /^Trận \d+: [\d.]+ điểm \((Thắng|Thua|Hòa)\)$/, en: /^Match \d+: [\d,]+ \((Won|Lost|Draw)\)$/ };
  const EMPTY = { vi: 'Địa điểm này chưa có lượt bình chọn nào trong tháng này.', en: 'No votes for this place this month yet.' };
  const number = (text: string) => Number(text.replace(/[.,]/g, ''));

  it.each([
    { lang: 'vi' as const, viewport: DESKTOP, shot: 'desktop-vi' },
    { lang: 'en' as const, viewport: PHONE, shot: 'phone-en' },
  ])('a voted place charts it, says it in words and in a table; an unvoted one says it has none ($lang)', async ({ lang, viewport, shot }) => {
    const standings = await getRankings(baseUrl);
    const voted = standings.find((s) => s.rank !== null)!;
    const unvoted = standings.find((s) => s.rank === null)!;
    const history = (await (await fetch(`${baseUrl}/api/rankings/history/${voted.id}`)).json()) as {
      start: number;
      points: Array<{ eloScore: number }>;
    };
    const scores = [history.start, ...history.points.map((p) => p.eloScore)];

    // The charting library is not loaded where no chart is shown.
    const page = await pages.open(viewport, { language: lang, context: AXE_CONTEXT });
    const chartChunks: string[] = [];
    page.on('request', (r) => {
      if (/score-history-chart-[^/]*\.js$/.test(new URL(r.url()).pathname)) chartChunks.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(chartChunks).toEqual([]);

    await page.goto(`/location/${voted.slug}`);
    const section = page.getByTestId('score-history');
    const summary = section.getByTestId('score-history-summary');
    await summary.waitFor();
    const [, now, matches, highest, lowest] = (await summary.textContent())!.match(SUMMARY[lang])!;
    expect([number(now!), Number(matches), number(highest!), number(lowest!)]).toEqual([
      scores.at(-1),
      history.points.length,
      Math.max(...scores),
      Math.min(...scores),
    ]);
    // The chart drew on its canvas; the table of every match is there for screen readers.
    const canvas = section.getByTestId('score-history-chart').locator('canvas');
    await canvas.waitFor();
    expect((await canvas.boundingBox())!.height).toBeGreaterThan(100);
    expect(chartChunks).toHaveLength(1);
    expect(await section.locator('figure table tbody tr').count()).toBe(history.points.length);
    await section.scrollIntoViewIfNeeded();
    // Pointing at the chart reads out the nearest point (the last match, at the right edge).
    const plotArea = (await section.locator('.u-over').boundingBox())!;
    await page.mouse.move(plotArea.x + plotArea.width / 2, plotArea.y + plotArea.height / 2);
    await page.mouse.move(plotArea.x + plotArea.width - 1, plotArea.y + plotArea.height / 2, { steps: 4 });
    await expect
      .poll(() => section.getByTestId('score-history-chart').locator('p').textContent())
      .toMatch(READOUT[lang]);
    await page.screenshot({ path: `/tmp/fair-location-${shot}-chart.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/location/${unvoted.slug}`);
    await page.getByTestId('score-history').getByText(EMPTY[lang]).waitFor();
    expect(await page.getByTestId('score-history-chart').count()).toBe(0);
  });
});
