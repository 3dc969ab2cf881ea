import { foldForSearch } from '@tn/contracts/search';

/**
 * Finding the places, dishes and places to eat a question names, in either language, with or
 * without diacritics: names and question are folded (no case, no accents, đ → d, punctuation
 * as spaces) and a name counts only as whole words. The longest name found wins, so "Chùa Hang
 * Định Hóa" beats "Chùa Hang" and "cá nướng Ba Bể" (a dish) beats "Ba Bể" (a lake).
 */

/** Folded words separated by single spaces, with a space at both ends (for whole-word search). */
export function foldWords(text: string): string {
  return ` ${foldForSearch(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

// What a place is called generically, before its own name (vi) or after it (en): "Hồ Núi Cốc"
// is also asked for as "Núi Cốc", "Đuổm Temple" as "Đuổm". Folded, longest first.
const GENERIC_BEFORE = [
  'khu di tich quoc gia dac biet', 'di tich khao co', 'khu di tich', 'di tich', 'vuon quoc gia', 'bao tang',
  'quang truong', 'homestay ban', 'homestay', 'htx che va du lich cong dong', 'htx che', 'cung duong am thuc',
  'doi che', 'den tho', 'den', 'chua', 'ho', 'thac', 'dong', 'hang', 'nui', 'ban', 'ao', 'suoi',
];
const GENERIC_AFTER = [
  'special national relic', 'archaeological site', 'national park', 'village homestays', 'tea and community tourism cooperative',
  'tea cooperative', 'street food strip', 'tay village', 'tea hills', 'reservoir', 'waterfall', 'mountains', 'temple',
  'pagoda', 'museum', 'square', 'relic', 'village', 'lake', 'cave', 'stream',
];
/** Words that name nothing by themselves ("Hang" alone is any cave), so never a name on their own. */
const GENERIC_WORDS = new Set([...GENERIC_BEFORE, ...GENERIC_AFTER].flatMap((g) => g.split(' ')).concat(['and', 'of', 'the', 'va']));
/**
 * A name shortened by its generic word must still be specific: four letters at least, and not an
 * everyday word ("Ao Tiên" shortened is "tiên", which folds like "tiền", money).
 */
const EVERYDAY_WORDS = new Set(['tien']);
const specificEnough = (folded: string) => folded.replace(/\s/g, '').length >= 4 && !EVERYDAY_WORDS.has(folded.trim());

export interface Named {
  slug: string;
  name: string;
  nameVi: string | null;
}

/** The folded spellings a thing may be asked for by (each with spaces at both ends). */
export interface AliasOptions {
  /** Also the name without its generic word ("Hồ", "Temple"): places and places to eat. */
  generic: boolean;
  /** Also the name without these words at either end: a dish without its area ("Cơm lam" of "Cơm lam Định Hóa"). */
  strip?: readonly (string | null)[];
  /** Shortened spellings worked out by the caller ("Tân Cương tea" for "Tân Cương green tea"). */
  also?: readonly string[];
}

export function aliasesOf(thing: Named, options: AliasOptions): string[] {
  const aliases = new Set<string>();
  const add = (text: string, shortened = false) => {
    const folded = foldWords(text);
    const words = folded.trim().split(' ').filter(Boolean);
    const specific = words.some((w) => !GENERIC_WORDS.has(w));
    // A full name may be all generic words ("Chùa Hang", "Hang Pagoda"), a shortened one not.
    if (shortened ? specific && specificEnough(folded) : specific || words.length >= 2) aliases.add(folded);
  };
  for (const short of options.also ?? []) add(short, true);
  for (const full of [thing.name, thing.nameVi, thing.slug.replace(/-/g, ' ')]) {
    if (!full) continue;
    // "Chùa Hang (Kim Sơn tự)": the whole, the part before the brackets and the one inside;
    // "Hang Phượng Hoàng – Suối Mỏ Gà": each side of the dash too.
    const parts = [full, full.replace(/\(.*?\)/g, ' '), ...[...full.matchAll(/\((.*?)\)/g)].map((m) => m[1]!), ...full.split(/\s[–&-]\s/)];
    for (const part of parts) {
      add(part);
      const folded = foldWords(part);
      for (const word of options.strip ?? []) {
        const w = word ? foldWords(word) : '';
        if (w.trim() === '') continue;
        if (folded.startsWith(w)) add(folded.slice(w.length - 1), true);
        if (folded.endsWith(w)) add(folded.slice(0, -(w.length - 1)), true);
      }
      if (!options.generic) continue;
      for (const g of GENERIC_BEFORE) if (folded.startsWith(` ${g} `)) add(folded.slice(g.length + 2), true);
      for (const g of GENERIC_AFTER) if (folded.endsWith(` ${g} `)) add(folded.slice(0, -(g.length + 1)), true);
    }
  }
  return [...aliases];
}

export interface NameMatch<T> {
  thing: T;
  /** The spelling found (folded), and how long it is: longer is more specific. */
  alias: string;
  score: number;
}

/** Every thing named in `folded` (from foldWords), best match first. */
export function findNamed<T extends Named>(folded: string, things: readonly T[], options: (thing: T) => AliasOptions): NameMatch<T>[] {
  const matches: NameMatch<T>[] = [];
  for (const thing of things) {
    let best: NameMatch<T> | undefined;
    for (const alias of aliasesOf(thing, options(thing))) {
      if (folded.includes(alias) && (!best || alias.length > best.score)) best = { thing, alias, score: alias.length };
    }
    if (best) matches.push(best);
  }
  return matches.sort((a, b) => b.score - a.score);
}
