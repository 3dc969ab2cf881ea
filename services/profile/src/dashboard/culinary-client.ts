/**
 * The culinary service, over HTTP (no service imports another): when a user deletes their data,
 * `POST {CULINARY_URL}/api/reviews/mine/anonymize` with the user's own Authorization header, so
 * culinary decides whose reviews those are from the token, not from us. 200 is the only success.
 */
export interface CulinaryClient {
  /** False when culinary could not do it (down, slow, any other answer). */
  anonymizeReviews(authorization: string): Promise<boolean>;
}

export function createCulinaryClient(baseUrl: string, options: { timeoutMs?: number } = {}): CulinaryClient {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3_000;
  return {
    async anonymizeReviews(authorization) {
      try {
        const res = await fetch(`${base}/api/reviews/mine/anonymize`, {
          method: 'POST',
          headers: { authorization },
          // Every wait is bounded: a culinary service that hangs is as good as one that is down.
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.body?.cancel();
        return res.status === 200;
      } catch {
        return false;
      }
    },
  };
}
