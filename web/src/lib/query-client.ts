import { onlineManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * Caching defaults: fresh 5 min, unused cache kept 10 min, no retry, no refetch on focus, no
 * polling. Offline, a read is still sent once ('offlineFirst'): the service worker answers it
 * with the copy from the last visit, where the default mode would wait for the connection.
 */
const queryConfig = {
  queries: {
    networkMode: 'offlineFirst',
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
  // TanStack Query starts out believing it is online and acts only on a change: in an app opened
  // offline, the 'online' event changed nothing, and the reads that failed were never sent again
  // (refetchOnReconnect) when the connection came back.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({ defaultOptions: queryConfig });
}
