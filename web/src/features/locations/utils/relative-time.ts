import type { Language } from '../../../lib/i18n.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago: seconds under a minute, minutes under an hour, hours under a day, days under 30 days,
 * then the date — "5 minutes ago" / "5 phút trước". Future times (a clock ahead) read as now.
 */
export function formatRelativeTime(date: Date | string, language: Language, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < MINUTE) return rtf.format(-seconds, 'second');
  if (seconds < HOUR) return rtf.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return rtf.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < 30 * DAY) return rtf.format(-Math.floor(seconds / DAY), 'day');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(then);
}
