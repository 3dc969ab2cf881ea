import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after.ts';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-30T10:00:00Z');

  it('reads either form of Retry-After: seconds, or a date (rounded up)', () => {
    expect(retryAfterSeconds('42', now)).toBe(42);
    expect(retryAfterSeconds(' 7 ', now)).toBe(7);
    expect(retryAfterSeconds('Mon, 30 Nov 2026 10:01:30 GMT', now)).toBe(90);
  });

  it('promises nothing when it is absent, unreadable, zero or past', () => {
    for (const header of [null, '', '0', '-5', '1.5', 'soon', 'Mon, 30 Nov 2026 09:59:00 GMT']) expect(retryAfterSeconds(header, now), String(header)).toBeNull();
  });
});
