import type { Location } from '@tn/contracts/locations';
import type { Language } from './i18n.ts';
import { localized } from './localized.ts';

type Standing = Pick<Location, 'id' | 'name' | 'nameVi' | 'rank'>;

// Making a collator loads the language's collation data: tens of milliseconds on a phone, paid
// once per language rather than on every sort of the standings.
const collators = new Map<Language, Intl.Collator>();
function collatorFor(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

/**
 * The order of the season's standings: ranked places by rank (1 first), then the unranked
 * ones (rank null: no match this month) by name in the active language's collation.
 */
export function compareStandings(language: Language): (a: Standing, b: Standing) => number {
  const collator = collatorFor(language);
  return (a, b) => {
    if (a.rank !== null && b.rank !== null) return a.rank - b.rank || a.id - b.id;
    if (a.rank !== null) return -1;
    if (b.rank !== null) return 1;
    return collator.compare(localized(a, 'name', language), localized(b, 'name', language)) || a.id - b.id;
  };
}

/** A sorted copy in standings order. */
export function inStandingsOrder<T extends Standing>(items: readonly T[], language: Language): T[] {
  return [...items].sort(compareStandings(language));
}
