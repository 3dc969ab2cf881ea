/**
 * How many seconds a Retry-After header asks to wait: either form HTTP allows, a number of
 * seconds or a date. Null when absent, unreadable or already past: then no figure is promised.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
