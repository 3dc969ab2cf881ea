import { foldForSearch } from '@tn/contracts/search';

/** The longest slug made from a name (before a "-2" that keeps it unique). */
const SLUG_MAX_LENGTH = 80;

/**
 * A URL slug from a place's name: accents folded (Bún chả → bun-cha, đ → d), lower case,
 * runs of anything else one hyphen. A name with no letter or digit left gives "place".
 */
export function slugFrom(name: string): string {
  const slug = foldForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'place';
}

/** The slug itself when free, else the first free "slug-2", "slug-3"… among those taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
