/**
 * The search rule for place names, shared by the catalog (GET /api/locations?q=) and the web's
 * local filters, with no schema library attached: the web imports it as a value.
 *
 * A query is split into words (at most SEARCH_MAX_WORDS); every word must appear somewhere in
 * the names searched (a place's English and Vietnamese names), case ignored. Accents are decided
 * per word, so that a half-accented query still works ("hồ nui coc" finds Hồ Núi Cốc):
 * - a word written without diacritics ("ho", "DEN") ignores them in the name: it matches "Hồ",
 *   "Hố" and "Hổ", and "den" matches "Đền" (đ counts as d);
 * - a word written with diacritics ("hồ", "HỒ", "Đền") matches exactly those diacritics: "hồ"
 *   finds "Hồ" but not "Hố" or "Ho", and "Đền" does not find "Den".
 * The two spellings of a tone on oa, oe and uy at the end of a syllable ("Hóa" and "Hoá",
 * "Thủy" and "Thuỷ") are both in everyday use, so they count as the same letters.
 */

/** Words of a query that count; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;

// Vietnamese tone marks (as combining characters after NFD): grave, acute, tilde, hook, dot below.
const TONE = '\\u0300\\u0301\\u0303\\u0309\\u0323';
// Old style "hoà", "thuỷ" (tone on the second vowel of oa/oe/uy, ending the syllable) → new
// style "hòa", "thủy". Applied to both sides, so which style is canonical does not matter.
const OLD_STYLE_TONE = new RegExp(`(o)([ae])([${TONE}])(?![\\p{L}\\p{M}])|(u)(y)([${TONE}])(?![\\p{L}\\p{M}])`, 'gu');

/**
 * Lower case in the Vietnamese locale, in one Unicode form (NFC, so "ồ" typed as o + ̂ + ̀
 * equals the precomposed letter), with one placement of the tone on oa/oe/uy.
 */
export function lowerForSearch(text: string): string {
  return text
    .normalize('NFD')
    .toLocaleLowerCase('vi')
    .replace(OLD_STYLE_TONE, (_m, o, ae, tone1, u, y, tone2) => (o ? `${o}${tone1}${ae}` : `${u}${tone2}${y}`))
    .normalize('NFC');
}

/**
 * No case and no diacritics: every combining mark goes after decomposition (NFD); đ has no
 * decomposition, so it is mapped to d by hand.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLocaleLowerCase('vi');
}

export interface SearchWord {
  /** The word lower-cased (NFC): what a word with diacritics must match. */
  lower: string;
  /** The word without case or diacritics: what a word without them must match. */
  folded: string;
  /** The word carries diacritics (or đ), so they must match exactly. */
  exact: boolean;
}

/** The words of a query that count (split on white space, at most SEARCH_MAX_WORDS). */
export function searchWords(query: string): SearchWord[] {
  return lowerForSearch(query)
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS)
    .map((lower) => {
      const folded = foldForSearch(lower);
      return { lower, folded, exact: folded !== lower };
    });
}

/**
 * Whether names (e.g. a place's English and Vietnamese names; null ones skipped) match a query
 * (or its words, from searchWords): every word appears in them. An empty query matches all.
 */
export function matchesSearch(query: string | readonly SearchWord[], names: readonly (string | null | undefined)[]): boolean {
  const words = typeof query === 'string' ? searchWords(query) : query;
  if (words.length === 0) return true;
  // One text, as the catalog's SQL searches it: a query may take one word from each name.
  const text = names.filter((name): name is string => typeof name === 'string').join(' ');
  let lower: string | undefined;
  let folded: string | undefined;
  return words.every((word) =>
    word.exact ? (lower ??= lowerForSearch(text)).includes(word.lower) : (folded ??= foldForSearch(text)).includes(word.folded),
  );
}
