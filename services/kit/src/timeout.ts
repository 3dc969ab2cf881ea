/**
 * The promise's outcome, or a rejection with `message` once `ms` have passed, whichever comes
 * first. The promise goes on: a late rejection of it is swallowed here rather than reported as
 * unhandled, since nobody waits for it any more.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message = `timed out after ${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
