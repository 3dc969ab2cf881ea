import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentVote } from '@tn/contracts/votes';
import { api } from '../../../lib/api-client.ts';
import { votesKeys } from './votes-keys.ts';

/** GET /api/votes/recent: the latest votes, newest first. */
export function getRecentVotes(signal?: AbortSignal): Promise<RecentVote[]> {
  return api.get<RecentVote[]>('/api/votes/recent', { signal });
}

export function getRecentVotesQueryOptions() {
  return queryOptions({
    queryKey: votesKeys.recent(),
    queryFn: ({ signal }) => getRecentVotes(signal),
  });
}

export function useRecentVotes() {
  return useQuery(getRecentVotesQueryOptions());
}
