import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatMonth, formatRelativeTime, provinceCalendarDay } from './date-format.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('says "just now" at 0 seconds, in either language', () => {
    expect(formatRelativeTime(ago(0), 'vi', now)).toBe('vừa xong');
    expect(formatRelativeTime(ago(0), 'en', now)).toBe('just now');
  });

  it('counts seconds under a minute', () => {
    expect(formatRelativeTime(ago(1), 'en', now)).toBe('1 second ago');
    expect(formatRelativeTime(ago(59), 'en', now)).toBe('59 seconds ago');
    expect(formatRelativeTime(ago(59), 'vi', now)).toBe('59 giây trước');
  });

  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(ago(60), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60 + 59), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(120), 'vi', now)).toBe('2 phút trước');
    expect(formatRelativeTime(ago(59 * 60 + 59), 'vi', now)).toBe('59 phút trước');
  });

  it('counts hours under a day', () => {
    expect(formatRelativeTime(ago(3600), 'en', now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 3600 + 3599), 'en', now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(2 * 3600), 'vi', now)).toBe('2 giờ trước');
  });

  it('counts days under 30 days', () => {
    expect(formatRelativeTime(ago(86400), 'en', now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(29 * 86400 + 86399), 'en', now)).toBe('29 days ago');
    expect(formatRelativeTime(ago(3 * 86400), 'vi', now)).toBe('3 ngày trước');
  });

  it('shows the date from 30 days on: day/month/year in Vietnamese', () => {
    expect(formatRelativeTime(ago(30 * 86400), 'vi', now)).toBe('24/10/2026');
    expect(formatRelativeTime(ago(30 * 86400), 'en', now)).toBe('Oct 24, 2026');
  });

  it('accepts ISO strings, treats a slightly future time as now, and ignores garbage', () => {
    expect(formatRelativeTime(ago(120).toISOString(), 'en', now)).toBe('2 minutes ago');
    expect(formatRelativeTime(new Date(now.getTime() + 5000), 'vi', now)).toBe('vừa xong');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write the province’s calendar day: 23/10/2026 in Vietnamese, Oct 23, 2026 in English', () => {
    // 20:00 UTC on the 22nd is already the 23rd in Thái Nguyên.
    const late = '2026-10-22T20:00:00.000Z';
    expect(formatDate(late, 'vi')).toBe('23/10/2026');
    expect(formatDate(late, 'en')).toBe('Oct 23, 2026');
    expect(formatDateTime(late, 'vi')).toBe('03:00 23/10/2026');
    expect(formatDateTime(late, 'en')).toBe('Oct 23, 2026, 3:00 AM');
    expect(formatDate('nope', 'vi')).toBe('');
  });
});

describe('the same forms as Intl in Asia/Ho_Chi_Minh', () => {
  // Every hour of two years (leap day, midnight, noon and the turn of each month and year on the
  // province's clock included), at a minute that moves through the hour.
  const instants = Array.from({ length: 2 * 366 * 24 }, (_, i) => new Date(Date.UTC(2027, 11, 31, 17, 0) - i * 3_600_000 - (i % 60) * 60_000));
  const intl = (language: 'vi' | 'en', options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-US', { ...options, timeZone: 'Asia/Ho_Chi_Minh' });

  it('formatDate: day/month/year in Vietnamese, the medium date in English', () => {
    const vi = intl('vi', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const en = intl('en', { dateStyle: 'medium' });
    expect(instants.map((d) => formatDate(d, 'vi'))).toEqual(instants.map((d) => vi.format(d)));
    expect(instants.map((d) => formatDate(d, 'en'))).toEqual(instants.map((d) => en.format(d)));
  });

  it('formatDateTime: the time, then the date in Vietnamese; the medium date and short time in English', () => {
    const vi = intl('vi', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    const en = intl('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(instants.map((d) => formatDateTime(d, 'vi'))).toEqual(instants.map((d) => vi.format(d)));
    expect(instants.map((d) => formatDateTime(d, 'en'))).toEqual(instants.map((d) => en.format(d)));
  });

  it('formatMonth: the long month and the year', () => {
    const months = Array.from({ length: 24 }, (_, i) => [2026 + Math.floor(i / 12), (i % 12) + 1] as const);
    for (const language of ['vi', 'en'] as const) {
      const month = intl(language, { month: 'long', year: 'numeric' });
      expect(months.map(([y, m]) => formatMonth(y, m, language))).toEqual(months.map(([y, m]) => month.format(new Date(Date.UTC(y, m - 1, 15)))));
    }
  });

  it('formatCalendarDay: the full date with its weekday, of every day of two years', () => {
    const days = Array.from({ length: 2 * 366 }, (_, i) => new Date(Date.UTC(2027, 11, 31) - i * 86_400_000).toISOString().slice(0, 10));
    for (const language of ['vi', 'en'] as const) {
      const full = intl(language, { dateStyle: 'full' });
      expect(days.map((day) => formatCalendarDay(day, language))).toEqual(days.map((day) => full.format(new Date(`${day}T12:00:00+07:00`))));
    }
    for (const unreadable of ['', '2026-02-30', '2026-13-01', '5/12/2026']) expect(formatCalendarDay(unreadable, 'vi')).toBe('');
  });

  it('provinceCalendarDay: the calendar day in Thái Nguyên as YYYY-MM-DD', () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' });
    expect(instants.map((d) => provinceCalendarDay(d))).toEqual(instants.map((d) => day.format(d)));
  });

  it('formatRelativeTime: every count of seconds, minutes, hours and days as Intl.RelativeTimeFormat writes it', () => {
    for (const language of ['vi', 'en'] as const) {
      const relative = new Intl.RelativeTimeFormat(language === 'vi' ? 'vi-VN' : 'en-US', { numeric: 'always' });
      const cases: [number, Intl.RelativeTimeFormatUnit, number][] = [
        ...Array.from({ length: 59 }, (_, i) => [i + 1, 'second', i + 1] as [number, Intl.RelativeTimeFormatUnit, number]),
        ...Array.from({ length: 59 }, (_, i) => [(i + 1) * 60, 'minute', i + 1] as [number, Intl.RelativeTimeFormatUnit, number]),
        ...Array.from({ length: 23 }, (_, i) => [(i + 1) * 3600, 'hour', i + 1] as [number, Intl.RelativeTimeFormatUnit, number]),
        ...Array.from({ length: 29 }, (_, i) => [(i + 1) * 86400, 'day', i + 1] as [number, Intl.RelativeTimeFormatUnit, number]),
      ];
      expect(cases.map(([seconds]) => formatRelativeTime(ago(seconds), language, now))).toEqual(
        cases.map(([, unit, count]) => relative.format(-count, unit)),
      );
    }
  });
});
