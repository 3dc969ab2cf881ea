import { TIME_ZONE } from '@tn/kit/time';

/** The voting week an instant falls in: Monday 00:00 to the next Monday 00:00 in Vietnam. */
export interface VotingWeek {
  /** The Monday the week starts on, as a calendar date in Vietnam: 'YYYY-MM-DD'. */
  weekStart: string;
  /** ISO 8601 week number (1–53) of that Monday. */
  weekNumber: number;
  /** ISO 8601 week-numbering year, which differs from the calendar year around 1 January. */
  yearNumber: number;
  /** The instant the allowance resets: the next Monday 00:00 in Vietnam. */
  resetsAt: Date;
}

const DAY_MS = 86_400_000;

const localParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall-clock reading in Vietnam at `at`, expressed as if it were UTC (epoch ms). */
function wallClock(at: number): number {
  const parts = Object.fromEntries(localParts.formatToParts(at).map((p) => [p.type, p.value]));
  const n = (type: string) => Number(parts[type]);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/**
 * The instant at which the Vietnamese wall clock reads `wall` (a UTC-encoded local time).
 * Vietnam has kept UTC+7 without daylight saving since 1975, so one correction is exact; the
 * second pass only matters if the zone ever changes its offset.
 */
function instantOfWallClock(wall: number): number {
  let guess = wall - (wallClock(wall) - wall);
  guess += wall - wallClock(guess);
  return guess;
}

const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The week asked for last, with the instants it runs from and to: almost every call is in it. */
let cached: { from: number; until: number; week: VotingWeek } | undefined;

export function weekOf(at: Date = new Date()): VotingWeek {
  const t = at.getTime();
  // The time zone conversion costs tens of microseconds, and every vote asks.
  if (cached && t >= cached.from && t < cached.until) return cached.week;
  const wall = wallClock(t);
  const localMidnight = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  const isoWeekday = ((new Date(localMidnight).getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7
  const monday = localMidnight - (isoWeekday - 1) * DAY_MS;
  // ISO 8601: a week belongs to the year its Thursday is in; week 1 holds the first Thursday.
  const thursday = new Date(monday + 3 * DAY_MS);
  const yearNumber = thursday.getUTCFullYear();
  const weekNumber = Math.floor((thursday.getTime() - Date.UTC(yearNumber, 0, 1)) / (7 * DAY_MS)) + 1;
  const until = instantOfWallClock(monday + 7 * DAY_MS);
  const week: VotingWeek = Object.freeze({ weekStart: isoDate(monday), weekNumber, yearNumber, resetsAt: new Date(until) });
  cached = { from: instantOfWallClock(monday), until, week };
  return week;
}
