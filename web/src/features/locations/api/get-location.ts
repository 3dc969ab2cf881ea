import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@tn/contracts/locations';
import { api } from '../../../lib/api-client.ts';
import { locationsKeys } from './get-locations.ts';

/** GET /api/locations/slug/:slug. A 404 surfaces as ApiError with status 404. */
export function getLocationBySlug(slug: string, signal?: AbortSignal): Promise<Location> {
  return api.get<Location>(`/api/locations/slug/${encodeURIComponent(slug)}`, { signal });
}

export function getLocationQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...locationsKeys.all, 'slug', slug] as const,
    queryFn: ({ signal }) => getLocationBySlug(slug, signal),
  });
}

export function useLocationBySlug(slug: string) {
  return useQuery(getLocationQueryOptions(slug));
}
