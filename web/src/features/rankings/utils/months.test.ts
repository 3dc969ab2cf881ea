import { describe, expect, it } from 'vitest';
import { currentSeason, formatSeason, isSeason, seasonsUpTo } from './months.ts';

describe('monthly seasons', () => {
  it('takes the current month in Asia/Ho_Chi_Minh, whatever the device zone', () => {
    expect(currentSeason(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11');
    expect(currentSeason(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12'); // 00:00 on 1 Dec in Hanoi
    expect(currentSeason(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });

  it('lists months newest first back to the first season, across years', () => {
    expect(seasonsUpTo('2026-03')).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(seasonsUpTo('2027-02', '2026-11')).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(seasonsUpTo('2026-01')).toEqual(['2026-01']);
    // A clock before the first season still offers the current month.
    expect(seasonsUpTo('2025-06')).toEqual(['2025-06']);
  });

  it('validates and formats seasons', () => {
    expect(isSeason('2026-11')).toBe(true);
    expect(isSeason('2026-13')).toBe(false);
    expect(isSeason('26-11')).toBe(false);
    expect(formatSeason('2026-11', 'en')).toBe('November 2026');
    expect(formatSeason('2026-11', 'vi')).toBe('Tháng 11 năm 2026');
  });
});
