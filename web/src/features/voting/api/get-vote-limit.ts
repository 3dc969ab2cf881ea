import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VotesRemaining } from '@tn/contracts/votes';
import { api } from '../../../lib/api-client.ts';
import { votesKeys } from './votes-keys.ts';

/** GET /api/user/{uid}/vote-limit: the signed-in user's votes left this week. */
export function getVoteLimit(uid: string, signal?: AbortSignal): Promise<VotesRemaining> {
  return api.get<VotesRemaining>(`/api/user/${encodeURIComponent(uid)}/vote-limit`, { signal });
}

export function getVoteLimitQueryOptions(uid: string) {
  return queryOptions({
    queryKey: votesKeys.limit(uid),
    queryFn: ({ signal }) => getVoteLimit(uid, signal),
  });
}

/** Only for a signed-in user (null: nobody, nothing is fetched). */
export function useVoteLimit(uid: string | null) {
  return useQuery({ ...getVoteLimitQueryOptions(uid ?? ''), enabled: uid !== null });
}
