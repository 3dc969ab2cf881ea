import { describe, expect, it } from 'vitest';
import { withTimeout } from '../src/timeout.ts';

describe('withTimeout', () => {
  it('gives the promise\'s value when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1_000)).resolves.toBe(7);
  });

  it('rejects with the message once the time is up, and swallows the late rejection', async () => {
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 80));
    await expect(withTimeout(late, 20, 'too slow')).rejects.toThrow('too slow');
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toThrow('timed out after 20 ms');
    // An unhandled rejection of `late` would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
