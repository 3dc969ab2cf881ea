import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@tn/contracts/locations';
import { api } from '../../../lib/api-client.ts';

/** GET /api/locations: every place, to name the ids the profile lists (favorites, visits, trips). */
export function getPlaces(signal?: AbortSignal): Promise<Location[]> {
  return api.get<Location[]>('/api/locations', { signal });
}

export function getPlacesQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'places'] as const,
    queryFn: ({ signal }) => getPlaces(signal),
  });
}

export function usePlaces() {
  return useQuery(getPlacesQueryOptions());
}
