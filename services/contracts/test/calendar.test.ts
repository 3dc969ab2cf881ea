import { describe, expect, it } from 'vitest';
import { isCalendarDay, latestTripDay } from '../src/calendar.ts';

describe('isCalendarDay', () => {
  it('takes a real day written YYYY-MM-DD, and nothing else', () => {
    for (const day of ['2026-11-27', '2028-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDay(day)).toBe(true);
    for (const other of ['', '2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '0000-01-01', '5/12/2026', '2026-1-05', ' 2026-11-27', '+02026-11-27']) {
      expect(isCalendarDay(other)).toBe(false);
    }
  });
});

describe('latestTripDay', () => {
  it('is the same day five years on, compared as text even past a 29 February', () => {
    expect(latestTripDay('2026-11-27')).toBe('2031-11-27');
    expect(latestTripDay('2028-02-29')).toBe('2033-02-29');
    expect('2033-02-28' <= latestTripDay('2028-02-29')).toBe(true);
    expect('2033-03-01' <= latestTripDay('2028-02-29')).toBe(false);
  });
});
