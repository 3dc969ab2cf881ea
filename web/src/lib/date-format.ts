import { i18n, INTL_LOCALE as LOCALES, type Language } from './i18n.ts';
import { dateTimeFormat, relativeTimeFormat } from './intl-cache.ts';
// The province's calendar and clock, whatever the device's time zone.
const TIME_ZONE = 'Asia/Ho_Chi_Minh';
// Vietnamese readers write dates as day/month/year ("23/10/2026"), not "23 thg 10, 2026".
const DATE: Record<Language, Intl.DateTimeFormatOptions> = {
  vi: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE },
  en: { dateStyle: 'medium', timeZone: TIME_ZONE },
};
const DATE_TIME: Record<Language, Intl.DateTimeFormatOptions> = {
  vi: { ...DATE.vi, hour: '2-digit', minute: '2-digit' },
  en: { ...DATE.en, timeStyle: 'short' },
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DATE_FROM = 30 * DAY;

function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "23/10/2026" in Vietnamese, "Oct 23, 2026" in English; '' for an unreadable date. */
export function formatDate(value: Date | string, language: Language): string {
  const date = toDate(value);
  return date ? dateTimeFormat(LOCALES[language], DATE[language]).format(date) : '';
}

/** "12:05 23/10/2026" in Vietnamese, "Oct 23, 2026, 12:05 PM" in English. */
export function formatDateTime(value: Date | string, language: Language): string {
  const date = toDate(value);
  return date ? dateTimeFormat(LOCALES[language], DATE_TIME[language]).format(date) : '';
}

/**
 * How long ago, in the active language: "vừa xong" / "just now" at 0 seconds, then seconds under
 * a minute, minutes under an hour, hours under a day, days under 30 days ("5 phút trước",
 * "5 minutes ago"), then the date itself. A time slightly ahead of `now` (the server's clock
 * ahead of this device's) reads as just now rather than "in 3 seconds".
 */
export function formatRelativeTime(value: Date | string, language: Language, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds === 0) return i18n.t('common.justNow', { lng: language });
  const format = relativeTimeFormat(LOCALES[language], { numeric: 'always' });
  if (seconds < MINUTE) return format.format(-seconds, 'second');
  if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < DATE_FROM) return format.format(-Math.floor(seconds / DAY), 'day');
  return formatDate(date, language);
}
