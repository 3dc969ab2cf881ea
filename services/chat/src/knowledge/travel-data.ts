import type { Dish, Restaurant } from '@tn/contracts/culinary';
import type { Location } from '@tn/contracts/locations';

/**
 * What the assistant knows, read live from the services that own it, over their public HTTP
 * APIs (chat owns no data): places with this month's standings from catalog, dishes and places
 * to eat from culinary. Each list is reused for a few seconds only, so a new vote or dish shows
 * in the next answer without a restart. A service that is unset, down or slow gives `null`: the
 * answer then says it does not know, never guesses.
 */
export interface TravelData {
  /** Every place on offer, ranked ones first in rank order (GET /api/rankings, this month). */
  places(): Promise<Location[] | null>;
  /** Every dish, top rated first (GET /api/dishes). */
  dishes(): Promise<Dish[] | null>;
  /** Every place to eat, top rated first (GET /api/restaurants). */
  restaurants(): Promise<Restaurant[] | null>;
}

export interface TravelDataOptions {
  catalogUrl?: string;
  culinaryUrl?: string;
  /** How long a list is reused (0: every question reads again). */
  cacheMs: number;
  timeoutMs: number;
  /** Told when a read fails (the answer goes on without that list). */
  onError?: (what: string, err: unknown) => void;
}

export function createTravelData(options: TravelDataOptions): TravelData {
  const list = <T>(baseUrl: string | undefined, path: string) =>
    baseUrl ? cachedRead<T[]>(`${baseUrl.replace(/\/+$/, '')}${path}`, options) : async () => null;
  return {
    places: list<Location>(options.catalogUrl, '/api/rankings'),
    dishes: list<Dish>(options.culinaryUrl, '/api/dishes'),
    restaurants: list<Restaurant>(options.culinaryUrl, '/api/restaurants'),
  };
}

/** One GET, shared by concurrent questions and reused for `cacheMs`; failures are not cached. */
function cachedRead<T>(url: string, options: TravelDataOptions): () => Promise<T | null> {
  let cached: { at: number; value: Promise<T | null> } | undefined;
  return () => {
    const now = Date.now();
    if (cached && now - cached.at < options.cacheMs) return cached.value;
    const value = getJson<T>(url, options.timeoutMs).catch((err: unknown) => {
      options.onError?.(url, err);
      if (cached?.value === value) cached = undefined;
      return null;
    });
    cached = { at: now, value };
    return value;
  };
}

async function getJson<T>(url: string, timeoutMs: number): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`GET ${url}: ${res.status}`);
  }
  return (await res.json()) as T;
}
