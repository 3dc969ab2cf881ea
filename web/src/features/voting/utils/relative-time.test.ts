import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('counts seconds under a minute', () => {
    expect(relativeTime(ago(0), now, 'en')).toBe('0 seconds ago');
    expect(relativeTime(ago(1), now, 'en')).toBe('1 second ago');
    expect(relativeTime(ago(59), now, 'en')).toBe('59 seconds ago');
    expect(relativeTime(ago(59), now, 'vi')).toBe('59 giây trước');
  });

  it('counts minutes under an hour', () => {
    expect(relativeTime(ago(60), now, 'en')).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60 + 59), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(59 * 60 + 59), now, 'vi')).toBe('59 phút trước');
  });

  it('counts hours under a day', () => {
    expect(relativeTime(ago(3600), now, 'en')).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3600 + 3599), now, 'en')).toBe('23 hours ago');
    expect(relativeTime(ago(2 * 3600), now, 'vi')).toBe('2 giờ trước');
  });

  it('counts days under 30 days', () => {
    expect(relativeTime(ago(86400), now, 'en')).toBe('1 day ago');
    expect(relativeTime(ago(29 * 86400 + 86399), now, 'en')).toBe('29 days ago');
    expect(relativeTime(ago(3 * 86400), now, 'vi')).toBe('3 ngày trước');
  });

  it('shows the date from 30 days on, in the locale of the language', () => {
    const old = new Date('2026-10-01T03:00:00.000Z');
    expect(relativeTime(old, now, 'en')).toBe('Oct 1, 2026');
    expect(relativeTime(old, now, 'vi')).toBe('1 thg 10, 2026');
    expect(relativeTime(ago(30 * 86400), now, 'en')).toBe('Oct 24, 2026');
  });

  it('accepts ISO strings, treats a slightly future time as now, and ignores garbage', () => {
    expect(relativeTime(ago(120).toISOString(), now, 'en')).toBe('2 minutes ago');
    expect(relativeTime(new Date(now.getTime() + 5000), now, 'vi')).toBe('0 giây trước');
    expect(relativeTime('not a date', now, 'en')).toBe('');
  });
});
