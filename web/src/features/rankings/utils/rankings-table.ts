import type { Location } from '@tn/contracts/locations';
import { matchesSearch, searchWords } from '@tn/contracts/search';
import type { Language } from '../../../lib/i18n.ts';
import { localized } from '../../../lib/localized.ts';
import { compareStandings, inStandingsOrder } from '../../../lib/standings.ts';
import { collator } from '../../../lib/intl-cache.ts';

/** Rows per page. */
const PAGE_SIZE = 10;

export const SORT_KEYS = ['rank', 'matches', 'winRate', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'rank';

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}

/**
 * The places whose English or Vietnamese name matches the search, by the rule the catalog's
 * search follows too (@tn/contracts/search): every word must appear, case ignored, and accents
 * ignored only in a word typed without them. The Vietnamese name is searched in both
 * languages, so "hồ núi cốc" still finds the lake on the English page.
 */
export function filterLocations<T extends Pick<Location, 'name' | 'nameVi'>>(items: readonly T[], query: string): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => matchesSearch(words, [item.name, item.nameVi]));
}

type Rankable = Pick<Location, 'id' | 'name' | 'nameVi' | 'eloScore' | 'matches' | 'winRate' | 'rank'>;

const nameIn = (item: Rankable, language: Language): string => localized(item, 'name', language);

/**
 * Sorted copy for a sort key; ties keep the standings order (ranked by rank, then unranked by
 * name). Names compare with the active language's collation.
 */
export function sortLocations<T extends Rankable>(items: readonly T[], sort: SortKey, language: Language): T[] {
  const standings = compareStandings(language);
  switch (sort) {
    case 'rank':
      return inStandingsOrder(items, language);
    case 'matches':
      return [...items].sort((a, b) => b.matches - a.matches || standings(a, b));
    case 'winRate':
      return [...items].sort((a, b) => b.winRate - a.winRate || standings(a, b));
    case 'name': {
      const names = collator(language, { sensitivity: 'base', numeric: true });
      return [...items].sort((a, b) => names.compare(nameIn(a, language), nameIn(b, language)) || standings(a, b));
    }
  }
}

export interface RankedRow<T> {
  location: T;
  /** The number shown in the rank badge; null for a place with no match this month (a dash). */
  rank: number | null;
}

export interface RankingsPage<T> {
  rows: RankedRow<T>[];
  page: number;
  totalPages: number;
  /** Rows after the search filter. */
  total: number;
  /** 1-based positions of the first and last row shown; 0 when there is none. */
  from: number;
  to: number;
}

/**
 * One page of the rankings table. The number of a ranked place is its season rank from the
 * server, the one the voting cards and the place's page show too, under any sort and search
 * (sorted by rank with no search it is also the row's position: row 1 of page 2 is 11). An
 * unranked place has no number under any sort.
 */
export function rankingsPage<T extends Rankable>(
  all: readonly T[],
  options: { query: string; sort: SortKey; page: number; language: Language; pageSize?: number },
): RankingsPage<T> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const sorted = sortLocations(filterLocations(all, options.query), options.sort, options.language);
  const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(options.page) || 1), totalPages);
  const offset = (page - 1) * pageSize;
  const rows = sorted.slice(offset, offset + pageSize).map((location) => ({ location, rank: location.rank }));
  return {
    rows,
    page,
    totalPages,
    total: sorted.length,
    from: rows.length === 0 ? 0 : offset + 1,
    to: offset + rows.length,
  };
}
