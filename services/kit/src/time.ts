/** The province's clock: weeks start Monday 00:00 and ranking seasons are calendar months here. */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** "2026-11-27": the calendar day in Vietnam at the instant. */
export function provinceDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}

/** "2026-11" for the season (calendar month in Vietnam) containing the instant. */
export function seasonOf(at: Date = new Date()): string {
  const parts = monthFormat.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}
