import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListLocationsQuery, Location } from '@tn/contracts/locations';
import { api } from '../../../lib/api-client.ts';

export type LocationsFilter = ListLocationsQuery;

function normalize(filter: LocationsFilter): LocationsFilter {
  const q = filter.q?.trim();
  return { ...(q ? { q } : {}), ...(filter.category ? { category: filter.category } : {}) };
}

/** GET /api/locations[?q=&category=]; q is sent as typed: the server applies @tn/contracts/search. */
export function getLocations(filter: LocationsFilter = {}, signal?: AbortSignal): Promise<Location[]> {
  return api.get<Location[]>('/api/locations', { query: normalize(filter), signal });
}

export const locationsKeys = {
  all: ['locations'] as const,
  list: (filter: LocationsFilter = {}) => [...locationsKeys.all, 'list', normalize(filter)] as const,
};

export function getLocationsQueryOptions(filter: LocationsFilter = {}) {
  return queryOptions({
    queryKey: locationsKeys.list(filter),
    queryFn: ({ signal }) => getLocations(filter, signal),
  });
}

export function useLocations(filter: LocationsFilter = {}) {
  // Keep the previous list on screen while a new search loads, instead of flashing skeletons.
  return useQuery({ ...getLocationsQueryOptions(filter), placeholderData: keepPreviousData });
}
