import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyRestaurant } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

/**
 * GET /api/restaurants/:id/nearby: other places to eat with a known position, nearest first (at
 * most 3, within 30 km); none when the place's own position is unknown.
 */
export function getNearbyRestaurants(restaurantId: number, signal?: AbortSignal): Promise<NearbyRestaurant[]> {
  return api.get<NearbyRestaurant[]>(`/api/restaurants/${restaurantId}/nearby`, { signal });
}

export function getNearbyRestaurantsQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: culinaryKeys.nearby(restaurantId),
    queryFn: ({ signal }) => getNearbyRestaurants(restaurantId, signal),
  });
}

export function useNearbyRestaurants(restaurantId: number) {
  return useQuery(getNearbyRestaurantsQueryOptions(restaurantId));
}
