import { describe, expect, it } from 'vitest';
import { makeLocation } from '../../../testing/location-fixture.ts';
import { filterLocations, rankingsPage, sortLocations } from './rankings-table.ts';

/** 23 places; place n has Elo 2000 - 10n, so rank = n; matches and win rates run the other way. */
const places = Array.from({ length: 23 }, (_, i) => {
  const n = i + 1;
  return makeLocation({
    id: 100 + n,
    slug: `place-${n}`,
    name: `Place ${String(n).padStart(2, '0')}`,
    nameVi: `Địa điểm ${String(n).padStart(2, '0')}`,
    eloScore: 2000 - 10 * n,
    matches: n,
    wins: 0,
    winRate: n % 5 === 0 ? 100 : n,
    rank: n,
  });
});
// Shuffle deterministically: the functions must not rely on the server's order.
const shuffled = [...places].sort((a, b) => ((a.id * 7919) % 23) - ((b.id * 7919) % 23));

describe('filterLocations (the shared search rule)', () => {
  const items = [
    makeLocation({ id: 1, name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc' }),
    makeLocation({ id: 2, name: 'Duom Temple', nameVi: 'Đền Đuổm' }),
    makeLocation({ id: 3, name: 'Tan Cuong Tea Hills', nameVi: null }),
    makeLocation({ id: 4, name: 'Doi Can Temple', nameVi: 'Đền thờ Đội Cấn' }),
  ];

  it('finds by the Vietnamese name typed without diacritics, or with them', () => {
    expect(filterLocations(items, 'ho nui coc').map((l) => l.id)).toEqual([1]);
    expect(filterLocations(items, 'HỒ NÚI').map((l) => l.id)).toEqual([1]);
    expect(filterLocations(items, 'den duom').map((l) => l.id)).toEqual([2]);
    expect(filterLocations(items, 'đền').map((l) => l.id)).toEqual([2, 4]);
  });

  it('holds a word typed with diacritics to them, and decides per word', () => {
    // thờ folds to "tho", and "ho" is in it; "hồ" is not.
    expect(filterLocations(items, 'ho').map((l) => l.id)).toEqual([1, 4]);
    expect(filterLocations(items, 'HỒ').map((l) => l.id)).toEqual([1]);
    expect(filterLocations(items, 'hồ nui coc').map((l) => l.id)).toEqual([1]);
    expect(filterLocations(items, 'Hố').map((l) => l.id)).toEqual([]);
  });

  it('finds by the plain (English) name too, and tolerates a missing Vietnamese name', () => {
    expect(filterLocations(items, 'lake').map((l) => l.id)).toEqual([1]);
    expect(filterLocations(items, 'tea').map((l) => l.id)).toEqual([3]);
    expect(filterLocations(items, 'temple').map((l) => l.id)).toEqual([2, 4]);
    expect(filterLocations(items, 'temple can').map((l) => l.id)).toEqual([4]);
  });

  it('returns everything for a blank query and nothing for no match', () => {
    expect(filterLocations(items, '   ')).toHaveLength(4);
    expect(filterLocations(items, 'zzz')).toEqual([]);
  });
});

describe('sortLocations', () => {
  it('Highest Rank: by rank, 1 first', () => {
    expect(sortLocations(shuffled, 'rank', 'en').map((l) => l.rank)).toEqual(places.map((l) => l.rank));
  });

  it('Most Matches: most first, ties by rank', () => {
    const sorted = sortLocations(shuffled, 'matches', 'en');
    expect(sorted[0]?.matches).toBe(23);
    expect(sorted.at(-1)?.matches).toBe(1);
  });

  it('Best Win Rate: highest first, ties in rank order', () => {
    const sorted = sortLocations(shuffled, 'winRate', 'en');
    // 5, 10, 15, 20 have 100 %: they come first, in rank order.
    expect(sorted.slice(0, 4).map((l) => l.rank)).toEqual([5, 10, 15, 20]);
    expect(sorted[4]?.winRate).toBe(23);
  });

  it('Alphabetical: the active language’s name and collation', () => {
    const items = [
      makeLocation({ id: 1, name: 'Nui Coc Lake', nameVi: 'Hồ Núi Cốc' }),
      makeLocation({ id: 2, name: 'Duom Temple', nameVi: 'Đền Đuổm' }),
      makeLocation({ id: 3, name: 'Tan Cuong Tea Hills', nameVi: null }),
      makeLocation({ id: 4, name: 'Ba Na', nameVi: 'Bà Nà' }),
      makeLocation({ id: 5, name: 'Dinh Hoa Safe Zone', nameVi: 'ATK Định Hóa' }),
    ];
    expect(sortLocations(items, 'name', 'en').map((l) => l.name)).toEqual([
      'Ba Na',
      'Dinh Hoa Safe Zone',
      'Duom Temple',
      'Nui Coc Lake',
      'Tan Cuong Tea Hills',
    ]);
    // Vietnamese collation: Đ comes after D (and after every D… word), not mixed in with it.
    const vi = sortLocations(
      [...items, makeLocation({ id: 6, name: 'Dong Hy', nameVi: 'Đồng Hỷ' }), makeLocation({ id: 7, name: 'Dai Tu', nameVi: 'Dải Từ' })],
      'name',
      'vi',
    ).map((l) => l.nameVi ?? l.name);
    expect(vi).toEqual(['ATK Định Hóa', 'Bà Nà', 'Dải Từ', 'Đền Đuổm', 'Đồng Hỷ', 'Hồ Núi Cốc', 'Tan Cuong Tea Hills']);
  });

  it('does not modify its input', () => {
    const copy = [...shuffled];
    sortLocations(shuffled, 'name', 'vi');
    expect(shuffled).toEqual(copy);
  });
});

describe('rankingsPage: pages of 10 and rank numbering', () => {
  it('splits into pages of 10 with from/to/total and clamps the page', () => {
    const p1 = rankingsPage(shuffled, { query: '', sort: 'rank', page: 1, language: 'en' });
    expect(p1).toMatchObject({ page: 1, totalPages: 3, total: 23, from: 1, to: 10 });
    expect(p1.rows).toHaveLength(10);
    const p3 = rankingsPage(shuffled, { query: '', sort: 'rank', page: 3, language: 'en' });
    expect(p3).toMatchObject({ page: 3, from: 21, to: 23 });
    expect(rankingsPage(shuffled, { query: '', sort: 'rank', page: 99, language: 'en' }).page).toBe(3);
    expect(rankingsPage(shuffled, { query: '', sort: 'rank', page: 0, language: 'en' }).page).toBe(1);
    expect(rankingsPage([], { query: '', sort: 'rank', page: 1, language: 'en' })).toMatchObject({
      rows: [],
      totalPages: 1,
      total: 0,
      from: 0,
      to: 0,
    });
  });

  it('sorted by rank: the number is the season rank, which is also the row position (row 1 of page 2 is 11)', () => {
    const p2 = rankingsPage(shuffled, { query: '', sort: 'rank', page: 2, language: 'en' });
    expect(p2.rows.map((r) => r.rank)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(p2.rows[0]?.location.slug).toBe('place-11');
    // A search keeps each place's real rank, the one its page and the voting cards show.
    // Every word must appear: "place" and "2" (in 02, 12, 20 … 23).
    const searched = rankingsPage(shuffled, { query: 'place 2', sort: 'rank', page: 1, language: 'en' });
    expect(searched.rows.map((r) => [r.location.slug, r.rank])).toEqual([
      ['place-2', 2],
      ['place-12', 12],
      ['place-20', 20],
      ['place-21', 21],
      ['place-22', 22],
      ['place-23', 23],
    ]);
  });

  it('under any other sort: the position in the overall Elo order', () => {
    const byMatches = rankingsPage(shuffled, { query: '', sort: 'matches', page: 1, language: 'en' });
    expect(byMatches.rows.map((r) => r.rank)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    const byName = rankingsPage(shuffled, { query: 'dia diem 2', sort: 'name', page: 1, language: 'vi' });
    expect(byName.rows.map((r) => r.rank)).toEqual([2, 12, 20, 21, 22, 23]);
    const byNamePage3 = rankingsPage(shuffled, { query: '', sort: 'name', page: 3, language: 'en' });
    expect(byNamePage3.rows.map((r) => r.rank)).toEqual([21, 22, 23]);
    const byWinRate = rankingsPage(shuffled, { query: '', sort: 'winRate', page: 1, language: 'en' });
    expect(byWinRate.rows.slice(0, 5).map((r) => r.rank)).toEqual([5, 10, 15, 20, 23]);
  });

});

describe('unranked places (rank null: no match this month)', () => {
  // Two unranked places with scores that would put them mid-table if Elo decided.
  const unranked = [
    makeLocation({ id: 201, slug: 'zoo', name: 'Zoo', nameVi: 'Vườn thú', eloScore: 1000, matches: 0, winRate: 0, rank: null }),
    makeLocation({ id: 202, slug: 'cave', name: 'Cave', nameVi: 'Hang động', eloScore: 1000, matches: 0, winRate: 0, rank: null }),
  ];
  const all = [...unranked, ...shuffled];

  it('come after every ranked place, by name, under Highest Rank', () => {
    const sorted = sortLocations(all, 'rank', 'en');
    expect(sorted.slice(0, 23).map((l) => l.rank)).toEqual(places.map((l) => l.rank));
    expect(sorted.slice(23).map((l) => l.name)).toEqual(['Cave', 'Zoo']);
    expect(sortLocations(all, 'rank', 'vi').slice(23).map((l) => l.nameVi)).toEqual(['Hang động', 'Vườn thú']);
  });

  it('break ties after the ranked ones under the other sorts', () => {
    // Fewest matches and the lowest win rate: last, by name.
    expect(sortLocations(all, 'matches', 'en').slice(-2).map((l) => l.name)).toEqual(['Cave', 'Zoo']);
    expect(sortLocations(all, 'winRate', 'en').slice(-2).map((l) => l.name)).toEqual(['Cave', 'Zoo']);
  });

  it('have no number (a dash) under any sort; ranked places keep theirs', () => {
    const last = rankingsPage(all, { query: '', sort: 'rank', page: 3, language: 'en' });
    expect(last.rows.map((r) => [r.location.name, r.rank])).toEqual([
      ['Place 21', 21],
      ['Place 22', 22],
      ['Place 23', 23],
      ['Cave', null],
      ['Zoo', null],
    ]);
    const byName = rankingsPage(all, { query: '', sort: 'name', page: 1, language: 'en' });
    expect(byName.rows.slice(0, 2).map((r) => [r.location.name, r.rank])).toEqual([
      ['Cave', null],
      ['Place 01', 1],
    ]);
    // Searching for an unranked place alone: still no number.
    expect(rankingsPage(all, { query: 'zoo', sort: 'rank', page: 1, language: 'en' }).rows.map((r) => r.rank)).toEqual([null]);
  });
});
