import { describe, expect, it } from 'vitest';
import { seasonOf } from '../src/time.ts';

describe('seasonOf', () => {
  it('names the calendar month in Vietnam (UTC+7)', () => {
    expect(seasonOf(new Date('2026-11-15T12:00:00Z'))).toBe('2026-11');
    // 16:59 UTC on 30 November is 23:59 in Thái Nguyên: still November.
    expect(seasonOf(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11');
    // 17:00 UTC is midnight there: December has begun.
    expect(seasonOf(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12');
    expect(seasonOf(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });

  it('matches the season pattern of the contracts', () => {
    expect(seasonOf()).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
  });
});
