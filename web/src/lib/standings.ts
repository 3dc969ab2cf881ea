import type { Location } from '@tn/contracts/locations';
import type { Language } from './i18n.ts';
import { localized } from './localized.ts';
import { collator } from './intl-cache.ts';

type Standing = Pick<Location, 'id' | 'name' | 'nameVi' | 'rank'>;

/**
 * The order of the season's standings: ranked places by rank (1 first), then the unranked
 * ones (rank null: no match this month) by name in the active language's collation.
 */
export function compareStandings(language: Language): (a: Standing, b: Standing) => number {
  // Asked for only when two unranked places meet: a page's first Intl object loads ICU's data
  // (lib/number-format.ts), and standings where every place is ranked need none.
  const names = () => collator(language, { sensitivity: 'base', numeric: true });
  return (a, b) => {
    if (a.rank !== null && b.rank !== null) return a.rank - b.rank || a.id - b.id;
    if (a.rank !== null) return -1;
    if (b.rank !== null) return 1;
    return names().compare(localized(a, 'name', language), localized(b, 'name', language)) || a.id - b.id;
  };
}

/** A sorted copy in standings order. */
export function inStandingsOrder<T extends Standing>(items: readonly T[], language: Language): T[] {
  return [...items].sort(compareStandings(language));
}
