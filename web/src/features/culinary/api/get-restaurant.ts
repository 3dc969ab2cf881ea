import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Restaurant } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

/** GET /api/restaurants/slug/:slug. A 404 surfaces as ApiError with status 404. */
export function getRestaurantBySlug(slug: string, signal?: AbortSignal): Promise<Restaurant> {
  return api.get<Restaurant>(`/api/restaurants/slug/${encodeURIComponent(slug)}`, { signal });
}

export function getRestaurantQueryOptions(slug: string) {
  return queryOptions({
    queryKey: culinaryKeys.restaurant(slug),
    queryFn: ({ signal }) => getRestaurantBySlug(slug, signal),
  });
}

export function useRestaurantBySlug(slug: string) {
  return useQuery(getRestaurantQueryOptions(slug));
}
