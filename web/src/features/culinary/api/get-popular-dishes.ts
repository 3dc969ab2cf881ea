import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

/** GET /api/restaurants/:id/popular-dishes: what the place serves, best rated first (at most 3). */
export function getPopularDishes(restaurantId: number, signal?: AbortSignal): Promise<Dish[]> {
  return api.get<Dish[]>(`/api/restaurants/${restaurantId}/popular-dishes`, { signal });
}

export function getPopularDishesQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: culinaryKeys.popular(restaurantId),
    queryFn: ({ signal }) => getPopularDishes(restaurantId, signal),
  });
}

export function usePopularDishes(restaurantId: number) {
  return useQuery(getPopularDishesQueryOptions(restaurantId));
}
