import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('steps through seconds, minutes, hours and days', () => {
    expect(formatRelativeTime(ago(5), 'en', now)).toBe('5 seconds ago');
    expect(formatRelativeTime(ago(59), 'en', now)).toBe('59 seconds ago');
    expect(formatRelativeTime(ago(60), 'en', now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3599), 'en', now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3600 * 5), 'en', now)).toBe('5 hours ago');
    expect(formatRelativeTime(ago(86400 * 29), 'en', now)).toBe('29 days ago');
  });

  it('speaks Vietnamese', () => {
    expect(formatRelativeTime(ago(120), 'vi', now)).toBe('2 phút trước');
  });

  it('shows the date from 30 days on, and copes with bad or future input', () => {
    expect(formatRelativeTime(ago(86400 * 30), 'en', now)).toBe('Feb 8, 2026');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
    expect(formatRelativeTime(new Date(now.getTime() + 5000), 'en', now)).toBe('0 seconds ago');
  });
});
