import { TRIP_MAX_YEARS_AHEAD } from './constants.ts';

/**
 * Whether `value` is a day of the calendar written 'YYYY-MM-DD' from year 1 on: not 2026-02-30,
 * not 5/12/2026, not 0000-01-01. The web form and the service that stores the day ask the same.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The last day a trip planned today may be for: today (YYYY-MM-DD, in the province) with
 * TRIP_MAX_YEARS_AHEAD added to its year. Days in this form compare as text as they do on the
 * calendar, so the bound holds even when it is a 29 February that year does not have.
 */
export function latestTripDay(today: string): string {
  return `${Number(today.slice(0, 4)) + TRIP_MAX_YEARS_AHEAD}${today.slice(4)}`;
}
