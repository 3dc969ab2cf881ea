import type { Season } from '@tn/contracts/votes';
import type { Language } from '../../../lib/i18n.ts';

/** The first monthly season the month picker offers: the platform's first month of voting. */
const FIRST_SEASON: Season = '2026-01';

const SEASON = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isSeason(value: unknown): value is Season {
  return typeof value === 'string' && SEASON.test(value);
}

/** The season (calendar month in Asia/Ho_Chi_Minh, as the server counts it) at `now`. */
export function currentSeason(now: Date = new Date()): Season {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = parts.find((p) => p.type === 'year')?.value ?? '1970';
  const month = parts.find((p) => p.type === 'month')?.value ?? '01';
  return `${year}-${month}`;
}

/** Newest first: the current season, then every earlier one back to `first` (if any). */
export function seasonsUpTo(current: Season, first: Season = FIRST_SEASON): Season[] {
  const out: Season[] = [current];
  let [year, month] = current.split('-').map(Number) as [number, number];
  for (;;) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    const season: Season = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    // "YYYY-MM" strings compare in calendar order.
    if (season < first) return out;
    out.push(season);
  }
}

/** "November 2026" / "Tháng 11 năm 2026". */
export function formatSeason(season: Season, language: Language): string {
  const [year, month] = season.split('-').map(Number) as [number, number];
  const text = new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
