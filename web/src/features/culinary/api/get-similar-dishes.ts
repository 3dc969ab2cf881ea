import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

/** GET /api/dishes/:id/similar: dishes with something in common (at most 3); none is a fine answer. */
export function getSimilarDishes(dishId: number, signal?: AbortSignal): Promise<Dish[]> {
  return api.get<Dish[]>(`/api/dishes/${dishId}/similar`, { signal });
}

export function getSimilarDishesQueryOptions(dishId: number) {
  return queryOptions({
    queryKey: culinaryKeys.similar(dishId),
    queryFn: ({ signal }) => getSimilarDishes(dishId, signal),
  });
}

export function useSimilarDishes(dishId: number) {
  return useQuery(getSimilarDishesQueryOptions(dishId));
}
