import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Restaurant } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

/** GET /api/restaurants: every place to eat, top rated first. */
export function getRestaurants(signal?: AbortSignal): Promise<Restaurant[]> {
  return api.get<Restaurant[]>('/api/restaurants', { signal });
}

export function getRestaurantsQueryOptions() {
  return queryOptions({
    queryKey: culinaryKeys.restaurants(),
    queryFn: ({ signal }) => getRestaurants(signal),
  });
}

export function useRestaurants() {
  return useQuery(getRestaurantsQueryOptions());
}
