import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys, useSignedInUid } from '../../../lib/me/profile.ts';
import type { Recommendations } from '@tn/contracts/users';

/** GET /api/me/recommendations: up to 3 places for the travel mood, with the mood-match figure. */
export function getRecommendations(signal?: AbortSignal): Promise<Recommendations> {
  return api.get<Recommendations>('/api/me/recommendations', { signal });
}

export function getRecommendationsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: profileKeys.related(uid, 'recommendations'),
    queryFn: ({ signal }) => getRecommendations(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useRecommendations() {
  const uid = useSignedInUid();
  return useQuery({ ...getRecommendationsQueryOptions(uid ?? ''), enabled: uid !== null });
}
