import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@tn/contracts/culinary';
import { api } from '../../../lib/api-client.ts';
import { culinaryKeys } from './culinary-keys.ts';

/** GET /api/dishes/slug/:slug. A 404 surfaces as ApiError with status 404. */
export function getDishBySlug(slug: string, signal?: AbortSignal): Promise<Dish> {
  return api.get<Dish>(`/api/dishes/slug/${encodeURIComponent(slug)}`, { signal });
}

export function getDishQueryOptions(slug: string) {
  return queryOptions({
    queryKey: culinaryKeys.dish(slug),
    queryFn: ({ signal }) => getDishBySlug(slug, signal),
  });
}

export function useDishBySlug(slug: string) {
  return useQuery(getDishQueryOptions(slug));
}
