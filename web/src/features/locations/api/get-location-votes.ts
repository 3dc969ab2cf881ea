import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentVote } from '@tn/contracts/votes';
import { api, isApiError } from '../../../lib/api-client.ts';

/** Shown on a detail page: the latest matchups this place took part in. */
export const LOCATION_VOTES_LIMIT = 5;

/**
 * GET /api/votes/recent?locationId=: this place's recent matchups. Only votes naming the place
 * are kept (a server that ignores the filter must not show other places' matchups). 400 and 404
 * (a voting service without the filter, or no votes endpoint yet) read as "no matchups yet".
 */
export async function getLocationVotes(locationId: number, signal?: AbortSignal): Promise<RecentVote[]> {
  try {
    const votes = await api.get<RecentVote[]>('/api/votes/recent', { query: { locationId }, signal });
    return (Array.isArray(votes) ? votes : [])
      .filter((vote) => vote.winningLocation?.id === locationId || vote.losingLocation?.id === locationId)
      .slice(0, LOCATION_VOTES_LIMIT);
  } catch (error) {
    if (isApiError(error, 400) || isApiError(error, 404)) return [];
    throw error;
  }
}

// Under ['votes', 'recent'] so that invalidating recent votes after a vote refreshes these too.
export const locationVotesKeys = {
  byLocation: (locationId: number) => ['votes', 'recent', { locationId }] as const,
};

export function getLocationVotesQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: locationVotesKeys.byLocation(locationId),
    queryFn: ({ signal }) => getLocationVotes(locationId, signal),
  });
}

export function useLocationVotes(locationId: number) {
  return useQuery(getLocationVotesQueryOptions(locationId));
}
