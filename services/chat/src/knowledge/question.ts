import { foldForSearch, lowerForSearch } from '@tn/contracts/search';

/**
 * A question as the matchers read it: its words lower-cased (`lower`) and the same words without
 * diacritics (`folded`), punctuation as spaces, a space at both ends. The two line up letter for
 * letter, so a phrase found in `folded` can be checked against what was really typed: as in the
 * place search, a part typed without diacritics matches any, a part typed with them only the
 * same ones ("đến", to arrive, is not "đền", a temple; "den" may be either).
 */
export interface Question {
  lower: string;
  folded: string;
  /** The words as typed (case kept), one per word of `lower` and `folded`. */
  typed: string[];
}

const NOT_IN_WORD = /[^\p{L}\p{M}\p{N}]+/gu;
const words = (text: string) => ` ${text.replace(NOT_IN_WORD, ' ').trim()} `;

export function questionOf(text: string): Question {
  const lower = words(lowerForSearch(text));
  const folded = foldForSearch(lower);
  const typed = text.normalize('NFC').split(NOT_IN_WORD).filter(Boolean);
  // Letters that fold to more or fewer than one letter (none in Vietnamese or English) would
  // break the alignment: then only the folded reading is used.
  return { lower: folded.length === lower.length ? lower : folded, folded, typed };
}

/** A phrase as the matchers compare it (from questionOf, so it lines up the same way). */
export const phraseOf = questionOf;

/** Which word (from 0) a position of `folded` falls in. */
const wordAt = (folded: string, at: number) => folded.slice(0, at + 1).split(' ').length - 2;

/**
 * Whether a phrase found in the question stands next to a word typed with a capital (not the
 * first word): "Chùa Một Cột", "One Pillar Pagoda" name a place, "museum hours" does not.
 */
export function besideAName(question: Question, phrase: Question): boolean {
  const at = phraseAt(question, phrase);
  if (at === -1) return false;
  const first = wordAt(question.folded, at);
  const last = first + phrase.folded.trim().split(' ').length - 1;
  const capital = (index: number) => index > 0 && /^\p{Lu}/u.test(question.typed[index] ?? '');
  return capital(first - 1) || capital(last + 1);
}

/** Where `phrase` occurs as whole words, honouring the diacritics the question was typed with. */
export function phraseAt(question: Question, phrase: Question): number {
  for (let at = question.folded.indexOf(phrase.folded); at !== -1; at = question.folded.indexOf(phrase.folded, at + 1)) {
    const typed = question.lower.slice(at, at + phrase.lower.length);
    if (typed === phrase.lower || foldForSearch(typed) === typed) return at;
  }
  return -1;
}

export const hasPhrase = (question: Question, phrase: Question) => phraseAt(question, phrase) !== -1;

/**
 * Whether `phrase` occurs as whole words typed with exactly its diacritics: for short words whose
 * bare spelling is an everyday word of its own ("giá", a price, typed "gia" is the "gia" of
 * "gia đình", family).
 */
export function hasPhraseAsTyped(question: Question, phrase: Question): boolean {
  for (let at = question.folded.indexOf(phrase.folded); at !== -1; at = question.folded.indexOf(phrase.folded, at + 1)) {
    if (question.lower.slice(at, at + phrase.lower.length) === phrase.lower) return true;
  }
  return false;
}

/** The question with these folded spans (names found in it) blanked, in both readings. */
export function without(question: Question, folded: readonly string[]): Question {
  let { lower, folded: f } = question;
  for (const span of [...folded].sort((a, b) => b.length - a.length)) {
    for (let at = f.indexOf(span); at !== -1; at = f.indexOf(span, at + 1)) {
      // Letters become NUL, spaces stay: the words keep their count and places.
      const blank = span.replace(/[^ ]/g, '\u0000');
      f = f.slice(0, at) + blank + f.slice(at + span.length);
      lower = lower.slice(0, at) + blank + lower.slice(at + span.length);
    }
  }
  return { lower, folded: f, typed: question.typed };
}
