import type { Language } from '../../../lib/i18n.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH_CUTOFF = 30 * DAY;

const LOCALES: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

/**
 * How long ago a vote was cast, in the active language: seconds under a minute,
 * minutes under an hour, hours under a day, days under 30 days ("5 minutes ago",
 * "5 phút trước"), then the date itself. A time slightly in the future (clock skew between
 * the server and this device) reads as "0 seconds ago" rather than "in 3 seconds".
 */
export function relativeTime(date: Date | string, now: Date, language: Language): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'always' });

  if (seconds < MINUTE) return format.format(-seconds, 'second');
  if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < MONTH_CUTOFF) return format.format(-Math.floor(seconds / DAY), 'day');
  // The province's calendar day, whatever the device's zone.
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(then);
}
