import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Caching defaults: fresh 5 min, unused cache kept 10 min, no retry, no refetch on focus, no polling. */
const queryConfig = {
  queries: {
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
