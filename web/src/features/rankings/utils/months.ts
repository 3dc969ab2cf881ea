import type { Season } from '@tn/contracts/votes';
import type { Language } from '../../../lib/i18n.ts';
import { formatMonth, provinceCalendarDay } from '../../../lib/date-format.ts';

const SEASON = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isSeason(value: unknown): value is Season {
  return typeof value === 'string' && SEASON.test(value);
}

/** The season (calendar month in Asia/Ho_Chi_Minh, as the server counts it) at `now`. */
export function currentSeason(now: Date = new Date()): Season {
  return provinceCalendarDay(now).slice(0, 7) as Season;
}

/**
 * The months the picker offers, newest first: those the server says have votes (always with
 * the current one; just the current one until they arrive), plus the month being shown when it
 * is not among them (one typed into the URL), so the picker can show what the page shows.
 */
export function pickerMonths(withVotes: readonly Season[] | undefined, current: Season, selected: Season): Season[] {
  const months = new Set<Season>([current, ...(withVotes ?? []), selected]);
  // "YYYY-MM" strings sort in calendar order.
  return [...months].sort().reverse();
}

/**
 * "November 2026" / "Tháng 11 năm 2026"; inside a sentence, "tháng 11 năm 2026" (Vietnamese
 * writes the word for month in lower case there).
 */
export function formatSeason(season: Season, language: Language, { inSentence = false } = {}): string {
  const [year, month] = season.split('-').map(Number) as [number, number];
  const text = formatMonth(year, month, language);
  return inSentence ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
