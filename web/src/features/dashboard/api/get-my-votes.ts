import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentVote } from '@tn/contracts/votes';
import { api } from '../../../lib/api-client.ts';
import { profileKeys, useSignedInUid } from '../../../lib/me/profile.ts';

/** GET /api/votes/mine: the signed-in user's latest 10 accepted votes, newest first. */
export function getMyVotes(signal?: AbortSignal): Promise<RecentVote[]> {
  return api.get<RecentVote[]>('/api/votes/mine', { signal });
}

export function getMyVotesQueryOptions(uid: string) {
  return queryOptions({
    queryKey: profileKeys.related(uid, 'votes'),
    queryFn: ({ signal }) => getMyVotes(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useMyVotes() {
  const uid = useSignedInUid();
  return useQuery({ ...getMyVotesQueryOptions(uid ?? ''), enabled: uid !== null });
}
