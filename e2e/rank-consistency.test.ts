import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { castVote, getRankings, type OfferedMatchup, type Standing } from './api.ts';
import { DESKTOP, useSignInPages } from './pages.ts';

/**
 * One rank everywhere: after a vote, a place shows the same rank number on the Rankings table,
 * on a voting card and on its own page (and in /api/matchup), and a place nobody has voted on
 * this month shows "—" on each. Other test files vote on the same stack, so the expected ranks
 * are read from GET /api/rankings after this file's vote, never assumed.
 */

const baseUrl = inject('baseUrl');

const pages = useSignInPages(baseUrl);

const UNRANKED = 'chưa xếp hạng tháng này';
const nameVi = (place: Standing) => (place.nameVi?.trim() ? place.nameVi : place.name);

/** How a rank reads on a page: "#3", or the dash with its screen-reader words. */
const rankText = (rank: number | null) => (rank === null ? `—${UNRANKED}` : `#${rank}`);

/** The rank badge of a place's row on /rankings, found by a search for its name: "3" or "—". */
async function tableRank(page: Page, place: Standing): Promise<string> {
  await page.goto(`/rankings?q=${encodeURIComponent(nameVi(place))}`);
  const row = page.getByTestId('rankings-row').filter({ has: page.getByRole('link', { name: nameVi(place), exact: true }) });
  await row.waitFor();
  // The badge alone: the rank cell also holds the movement since last month.
  return (await row.locator('td').first().locator('[data-testid="rank-badge"]').textContent())!.trim();
}

/** "Hạng: #3" in the header of the place's page, without the label. */
async function detailRank(page: Page, place: Standing): Promise<string> {
  await page.goto(`/location/${place.slug}`);
  await page.getByRole('heading', { level: 1, name: nameVi(place) }).waitFor();
  const badge = page.locator('header span').filter({ hasText: /^Hạng: / });
  return (await badge.textContent())!.replace(/^Hạng: /, '').trim();
}

describe('one rank everywhere', () => {
  it('a voted place has the same rank on the table, the cards, /api/matchup and its page; an unvoted one "—"', async () => {
    const before = await getRankings(baseUrl);
    const unranked = new Set(before.filter((place) => place.rank === null).map((place) => place.id));
    expect(unranked.size, 'two places nobody has voted on this month').toBeGreaterThanOrEqual(2);
    // A vote for a place nobody has voted on yet, against any place but the last unranked one,
    // so that a place stays unranked. Not two unranked places: when only a few are left, their
    // pairs may all have been shown in the last half hour (other files vote on this stack too),
    // and the chooser then avoids them (it failed 40 tries in CI).
    const keepsOneUnranked = (m: OfferedMatchup) => [...unranked].some((id) => id !== m.left.id && id !== m.right.id);
    const [winnerId] = await castVote(baseUrl, pages.emulatorHost(), (m) => unranked.has(m.left.id) && keepsOneUnranked(m), 300);

    const standings = await getRankings(baseUrl);
    const expected = new Map(standings.map((place) => [place.id, place.rank]));
    const voted = standings.find((place) => place.id === winnerId)!;
    const unvoted = standings.find((place) => place.rank === null);
    expect(voted.rank).not.toBeNull();
    expect(unvoted, 'a place still unranked').toBeDefined();

    const page = await pages.open(DESKTOP, { language: 'vi' });

    // The Rankings table: the number in the badge, or the dash, even inside a search result.
    expect(await tableRank(page, voted)).toBe(String(voted.rank));
    expect(await tableRank(page, unvoted!)).toBe('—');

    // The place's own page.
    expect(await detailRank(page, voted)).toBe(rankText(voted.rank));
    expect(await detailRank(page, unvoted!)).toBe(rankText(null));

    // The voting cards: the pair is the server's random choice, so each card shown (and a few
    // more after skipping) is checked against the standings, whichever places they are.
    await page.goto('/voting');
    await page.getByRole('heading', { level: 1, name: 'Bạn muốn đến địa điểm nào hơn?' }).waitFor();
    const seen = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const idle = page.locator('section[aria-busy="false"] [data-testid="matchup-card"][aria-busy="false"]');
      await idle.nth(1).waitFor();
      const pair: string[] = [];
      for (const card of await page.getByTestId('matchup-card').all()) {
        const slug = (await card.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href'))!.replace('/location/', '');
        const place = standings.find((s) => s.slug === decodeURIComponent(slug))!;
        const stat = card.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Hạng$/ }) }).locator('dd');
        expect((await stat.textContent())!.trim(), place.slug).toBe(rankText(place.rank));
        pair.push(place.slug);
        seen.add(place.slug);
      }
      await page.getByRole('button', { name: 'Bỏ qua' }).click();
      // The next pair is never the same one.
      await page.waitForFunction(
        (old) => {
          const cards = document.querySelectorAll('section[aria-busy="false"] [data-testid="matchup-card"][aria-busy="false"] h2 a');
          const slugs = Array.from(cards, (a) => a.getAttribute('href'));
          return slugs.length === 2 && (slugs[0] !== `/location/${old[0]}` || slugs[1] !== `/location/${old[1]}`);
        },
        pair,
      );
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);

    // The matchup answer itself, through the gateway: every card carries the standings' rank.
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${baseUrl}/api/matchup`);
      expect(res.status).toBe(200);
      const { left, right } = (await res.json()) as { left: { id: number; rank: number | null }; right: { id: number; rank: number | null } };
      for (const side of [left, right]) expect(side.rank, `place ${side.id}`).toBe(expected.get(side.id));
    }
  });
});
