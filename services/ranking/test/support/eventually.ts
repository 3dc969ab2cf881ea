import { setTimeout as sleep } from 'node:timers/promises';

/** Polls until the check passes or the time is up (then the last failure is thrown). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000, everyMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(everyMs);
    }
  }
}
