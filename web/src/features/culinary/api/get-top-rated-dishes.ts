import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

/** GET /api/dishes/top-rated: the best by the damped average, only dishes with a rating (at most 3). */
export function getTopRatedDishes(signal?: AbortSignal): Promise<Dish[]> {
  return api.get<Dish[]>('/api/dishes/top-rated', { signal });
}

export function getTopRatedDishesQueryOptions() {
  return queryOptions({
    queryKey: culinaryKeys.topRated(),
    queryFn: ({ signal }) => getTopRatedDishes(signal),
  });
}

export function useTopRatedDishes() {
  return useQuery(getTopRatedDishesQueryOptions());
}
