import { describe, expect, it } from 'vitest';
import { weekOf } from '../../src/votes/week.ts';

// Vietnam is UTC+7: local midnight is 17:00 UTC the day before.
describe('weekOf', () => {
  it('keeps Sunday 23:59:59 in Vietnam in the week that began the Monday before', () => {
    // Sunday 22 November 2026, 23:59:59 in Thái Nguyên.
    expect(weekOf(new Date('2026-11-22T16:59:59.999Z'))).toEqual({
      weekStart: '2026-11-16',
      weekNumber: 47,
      yearNumber: 2026,
      resetsAt: new Date('2026-11-22T17:00:00.000Z'),
    });
  });

  it('starts a new week at Monday 00:00 in Vietnam, which is still Sunday in UTC', () => {
    expect(weekOf(new Date('2026-11-22T17:00:00.000Z'))).toEqual({
      weekStart: '2026-11-23',
      weekNumber: 48,
      yearNumber: 2026,
      resetsAt: new Date('2026-11-29T17:00:00.000Z'),
    });
  });

  it('puts every instant of a week in the same week, and resetsAt is the first instant of the next', () => {
    const monday = Date.parse('2026-11-22T17:00:00.000Z');
    for (let offset = 0; offset < 7 * 86_400_000; offset += 3_600_000 * 5 + 17_000) {
      const week = weekOf(new Date(monday + offset));
      expect(week.weekStart).toBe('2026-11-23');
      expect(week.resetsAt.getTime()).toBe(monday + 7 * 86_400_000);
    }
    expect(weekOf(new Date(monday + 7 * 86_400_000)).weekStart).toBe('2026-11-30');
  });

  it('uses the Vietnamese calendar date, not the UTC one', () => {
    // 20:00 UTC on Sunday is already Monday 03:00 in Vietnam.
    expect(weekOf(new Date('2026-11-29T20:00:00Z')).weekStart).toBe('2026-11-30');
    // 16:00 UTC on Monday is Monday 23:00 there.
    expect(weekOf(new Date('2026-11-30T16:00:00Z')).weekStart).toBe('2026-11-30');
  });

  it.each([
    // [instant, weekStart, ISO week, ISO year]
    ['2025-12-31T17:00:00Z', '2025-12-29', 1, 2026], // Thu 1 Jan 2026 00:00: week 1 began in December
    ['2025-12-28T16:59:59Z', '2025-12-22', 52, 2025], // Sun 28 Dec 2025 23:59:59
    ['2025-12-28T17:00:00Z', '2025-12-29', 1, 2026], // Mon 29 Dec 2025 00:00 is already 2026's week 1
    ['2026-12-31T17:00:00Z', '2026-12-28', 53, 2026], // Fri 1 Jan 2027: 2026 has 53 ISO weeks
    ['2027-01-03T16:59:59Z', '2026-12-28', 53, 2026], // Sun 3 Jan 2027 23:59:59
    ['2027-01-03T17:00:00Z', '2027-01-04', 1, 2027], // Mon 4 Jan 2027 00:00
    ['2024-12-29T17:00:00Z', '2024-12-30', 1, 2025], // Mon 30 Dec 2024
    ['2021-01-03T10:00:00Z', '2020-12-28', 53, 2020], // Sun 3 Jan 2021
  ])('%s is in the week of %s, ISO week %i of %i', (instant, weekStart, weekNumber, yearNumber) => {
    expect(weekOf(new Date(instant))).toMatchObject({ weekStart, weekNumber, yearNumber });
  });

  it('answers for now when no date is given', () => {
    const week = weekOf();
    expect(week.resetsAt.getTime()).toBeGreaterThan(Date.now());
    expect(week.resetsAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(week.weekStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
