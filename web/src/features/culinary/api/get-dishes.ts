import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DISH_SORTS } from '@tn/contracts/constants';
import type { Dish, ListDishesQuery } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

export type DishesFilter = ListDishesQuery;

/** Empty values and the default sort are left out: "no filter" is one request and one cache entry. */
function normalize(filter: DishesFilter): DishesFilter {
  const q = filter.q?.trim();
  const region = filter.region?.trim();
  const sort = filter.sort && filter.sort !== DISH_SORTS[0] ? filter.sort : undefined;
  return { ...(q ? { q } : {}), ...(region ? { region } : {}), ...(sort ? { sort } : {}) };
}

/** GET /api/dishes[?q=&sort=&region=]; q and region are sent as typed: the server applies @tn/contracts/search. */
export function getDishes(filter: DishesFilter = {}, signal?: AbortSignal): Promise<Dish[]> {
  return api.get<Dish[]>('/api/dishes', { query: normalize(filter), signal });
}

export function getDishesQueryOptions(filter: DishesFilter = {}) {
  return queryOptions({
    queryKey: culinaryKeys.dishes(normalize(filter)),
    queryFn: ({ signal }) => getDishes(filter, signal),
  });
}

export function useDishes(filter: DishesFilter = {}) {
  // The previous results stay on screen while a new search loads, instead of flashing skeletons.
  return useQuery({ ...getDishesQueryOptions(filter), placeholderData: keepPreviousData });
}
