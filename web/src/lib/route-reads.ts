/**
 * Reads started before the app runs: the route preload script (web/build/route-preload.ts) asks
 * for the opened screen's first public read while the app's scripts download, and the app's own
 * request for the same address takes that answer instead of asking again. A fetch the script made
 * itself rather than a <link rel=preload>: the script reads the answer too (a place's photo is
 * asked for from it), and a preload is given to one request only.
 */

type Reads = Record<string, Promise<Response> | undefined>;

const holder = globalThis as typeof globalThis & { __tnRouteReads?: Reads; __tnAppReading?: boolean };

/**
 * Whether the app has started reading (the script loads async and, in theory, could run after
 * the app's scripts): its reads would then be made twice.
 */
export function appIsReading(): boolean {
  return holder.__tnAppReading === true;
}

/** The read as the app's api client makes it (credentials included, JSON accepted), kept for it. */
export function startRouteRead(url: string): Promise<Response> {
  const read = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  (holder.__tnRouteReads ??= {})[url] = read;
  // A failure is the app's to report, when it takes the read: none reported before.
  read.catch(() => undefined);
  return read;
}

/** The read started for `url`, once: a later request (a refetch) goes to the network. */
export function takeRouteRead(url: string): Promise<Response> | undefined {
  holder.__tnAppReading = true;
  const reads = holder.__tnRouteReads;
  const read = reads?.[url];
  if (read) delete reads[url];
  return read;
}
