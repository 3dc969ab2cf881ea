import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@tn/contracts/locations';
import { api } from '../../../lib/api-client.ts';
import { locationsKeys } from './get-locations.ts';

/** GET /api/locations/:id/similar: other places like this one (same category first). */
export function getSimilarLocations(id: number, signal?: AbortSignal): Promise<Location[]> {
  return api.get<Location[]>(`/api/locations/${id}/similar`, { signal });
}

export function getSimilarLocationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...locationsKeys.all, 'similar', id] as const,
    queryFn: ({ signal }) => getSimilarLocations(id, signal),
  });
}

export function useSimilarLocations(id: number) {
  return useQuery(getSimilarLocationsQueryOptions(id));
}
