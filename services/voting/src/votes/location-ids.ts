/**
 * The set of location ids, kept in process for a short while so validating a vote costs no query.
 * A miss reloads the set (a location added a moment ago is found), at most once per
 * `minReloadMs`, so a stream of made-up ids cannot turn into a stream of queries. One load at a
 * time: concurrent requests share it.
 */
export function createLocationIdCache(
  load: () => Promise<number[]>,
  options: { ttlMs?: number; minReloadMs?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? 60_000;
  const minReloadMs = options.minReloadMs ?? 1_000;
  const now = options.now ?? Date.now;
  let ids: Set<number> | undefined;
  let loadedAt = 0;
  let loading: Promise<Set<number>> | undefined;

  const reload = () =>
    (loading ??= load()
      .then((list) => {
        ids = new Set(list);
        loadedAt = now();
        return ids;
      })
      .finally(() => {
        loading = undefined;
      }));

  return {
    /** The ids among `wanted` that are not locations. */
    async missing(wanted: number[]): Promise<number[]> {
      let known = ids && now() - loadedAt < ttlMs ? ids : await reload();
      let absent = wanted.filter((id) => !known.has(id));
      if (absent.length > 0 && now() - loadedAt >= minReloadMs) {
        known = await reload();
        absent = wanted.filter((id) => !known.has(id));
      }
      return absent;
    },
  };
}

export type LocationIdCache = ReturnType<typeof createLocationIdCache>;
