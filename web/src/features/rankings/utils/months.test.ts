import { describe, expect, it } from 'vitest';
import { currentSeason, formatSeason, isSeason, pickerMonths } from './months.ts';

describe('monthly seasons', () => {
  it('takes the current month in Asia/Ho_Chi_Minh, whatever the device zone', () => {
    expect(currentSeason(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11');
    expect(currentSeason(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12'); // 00:00 on 1 Dec in Hanoi
    expect(currentSeason(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });

  it('offers the months with votes and the current one, plus the month shown, newest first', () => {
    expect(pickerMonths(['2026-11', '2026-09', '2025-12'], '2026-11', '2026-11')).toEqual(['2026-11', '2026-09', '2025-12']);
    // Before the answer arrives: the current month alone.
    expect(pickerMonths(undefined, '2026-11', '2026-11')).toEqual(['2026-11']);
    // A month typed into the URL, with no votes: listed where it belongs, once.
    expect(pickerMonths(['2026-11', '2025-12'], '2026-11', '2026-03')).toEqual(['2026-11', '2026-03', '2025-12']);
    expect(pickerMonths(['2026-11', '2025-12'], '2026-11', '2025-12')).toEqual(['2026-11', '2025-12']);
    // Across a new year, and with the server's current month missing (its clock a moment behind).
    expect(pickerMonths(['2026-12'], '2027-01', '2027-01')).toEqual(['2027-01', '2026-12']);
  });

  it('validates and formats seasons', () => {
    expect(isSeason('2026-11')).toBe(true);
    expect(isSeason('2026-13')).toBe(false);
    expect(isSeason('26-11')).toBe(false);
    expect(formatSeason('2026-11', 'en')).toBe('November 2026');
    expect(formatSeason('2026-11', 'vi')).toBe('Tháng 11 năm 2026');
    expect(formatSeason('2026-11', 'vi', { inSentence: true })).toBe('tháng 11 năm 2026');
    expect(formatSeason('2026-11', 'en', { inSentence: true })).toBe('November 2026');
  });
});
