import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Menu } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

/** GET /api/restaurants/:id/menus: active menus with their available items, in display order. */
export function getRestaurantMenus(restaurantId: number, signal?: AbortSignal): Promise<Menu[]> {
  return api.get<Menu[]>(`/api/restaurants/${restaurantId}/menus`, { signal });
}

export function getRestaurantMenusQueryOptions(restaurantId: number) {
  return queryOptions({
    queryKey: culinaryKeys.menus(restaurantId),
    queryFn: ({ signal }) => getRestaurantMenus(restaurantId, signal),
  });
}

export function useRestaurantMenus(restaurantId: number) {
  return useQuery(getRestaurantMenusQueryOptions(restaurantId));
}
