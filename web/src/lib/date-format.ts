import { isCalendarDay } from '@tn/contracts/calendar';
import { i18n, type Language } from './i18n.ts';

/**
 * Dates and times on the province's calendar and clock, whatever the device's time zone, written
 * as Intl writes them for vi-VN and en-US but without Intl: a page's first Intl object loads
 * ICU's data, about 100 ms of main thread on a phone (./number-format.ts), and the vote lists on
 * the first screens write a time for every vote. Vietnam keeps UTC+7 all year (no daylight
 * saving since 1975), so the province's clock is UTC's moved on by seven hours. The tests compare
 * every form with Intl's in Asia/Ho_Chi_Minh.
 */
const PROVINCE_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const shortMonth = (month: number) => ENGLISH_MONTHS[month - 1]!.slice(0, 3);
const ENGLISH_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const VIETNAMESE_WEEKDAYS = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DATE_FROM = 30 * DAY;

function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The province's wall clock at `date`. */
function provinceClock(date: Date) {
  const shifted = new Date(date.getTime() + PROVINCE_UTC_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The province's calendar day at `date`, as 'YYYY-MM-DD' (its first seven characters: the month). */
export function provinceCalendarDay(date: Date = new Date()): string {
  const { year, month, day } = provinceClock(date);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** Vietnamese readers write dates as day/month/year ("23/10/2026"), not "23 thg 10, 2026". */
function writeDate(date: Date, language: Language): string {
  const { year, month, day } = provinceClock(date);
  return language === 'vi' ? `${twoDigits(day)}/${twoDigits(month)}/${year}` : `${shortMonth(month)} ${day}, ${year}`;
}

/**
 * A calendar month (1-12) of `year`: "tháng 11 năm 2026" in Vietnamese (the word for month in
 * lower case, as inside a sentence), "November 2026" in English.
 */
export function formatMonth(year: number, month: number, language: Language): string {
  return language === 'vi' ? `tháng ${month} năm ${year}` : `${ENGLISH_MONTHS[month - 1]} ${year}`;
}

/**
 * A calendar day ('YYYY-MM-DD') in full, with its weekday and the month's name: "Thứ Bảy, 5 tháng
 * 12, 2026", "Saturday, December 5, 2026"; '' for anything else. Beside a date field it says how
 * the day typed was read: a browser writes the field in its own language's order (05/12/2026 is
 * May 12 in an English browser), whatever the page's language.
 */
export function formatCalendarDay(day: string, language: Language): string {
  if (!isCalendarDay(day)) return '';
  const at = new Date(`${day}T00:00:00Z`);
  const [year, month, date] = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
  const weekday = at.getUTCDay();
  return language === 'vi'
    ? `${VIETNAMESE_WEEKDAYS[weekday]}, ${date} tháng ${month}, ${year}`
    : `${ENGLISH_WEEKDAYS[weekday]}, ${ENGLISH_MONTHS[month - 1]} ${date}, ${year}`;
}

/** "23/10/2026" in Vietnamese, "Oct 23, 2026" in English; '' for an unreadable date. */
export function formatDate(value: Date | string, language: Language): string {
  const date = toDate(value);
  return date ? writeDate(date, language) : '';
}

/** "12:05 23/10/2026" in Vietnamese, "Oct 23, 2026, 12:05 PM" in English. */
export function formatDateTime(value: Date | string, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = provinceClock(date);
  if (language === 'vi') return `${twoDigits(hour)}:${twoDigits(minute)} ${writeDate(date, language)}`;
  return `${writeDate(date, language)}, ${hour % 12 || 12}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
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
  if (seconds < MINUTE) return i18n.t('common.ago.second', { lng: language, count: seconds });
  if (seconds < HOUR) return i18n.t('common.ago.minute', { lng: language, count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return i18n.t('common.ago.hour', { lng: language, count: Math.floor(seconds / HOUR) });
  if (seconds < DATE_FROM) return i18n.t('common.ago.day', { lng: language, count: Math.floor(seconds / DAY) });
  return writeDate(date, language);
}
