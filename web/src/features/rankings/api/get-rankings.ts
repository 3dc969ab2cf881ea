import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingList } from '@tn/contracts/locations';
import type { RankingMonths, Season } from '@tn/contracts/votes';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/rankings?month=YYYY-MM: every location with its standing in that monthly season and
 * its final rank of the month before (for the movement markers).
 */
export function getRankings(month: Season, signal?: AbortSignal): Promise<RankingList> {
  return api.get<RankingList>('/api/rankings', { query: { month }, signal });
}

/** GET /api/rankings/months: the months with at least one vote, newest first, and the current one. */
export function getRankingMonths(signal?: AbortSignal): Promise<RankingMonths> {
  return api.get<RankingMonths>('/api/rankings/months', { signal });
}

// Under rankingsKeys.all, so that refreshing the rankings after a vote refreshes the months too.
export const rankingsKeys = {
  all: ['rankings'] as const,
  month: (month: Season) => [...rankingsKeys.all, month] as const,
  months: () => [...rankingsKeys.all, 'months'] as const,
};

export function getRankingsQueryOptions(month: Season) {
  return queryOptions({
    queryKey: rankingsKeys.month(month),
    queryFn: ({ signal }) => getRankings(month, signal),
  });
}

export function useRankings(month: Season) {
  // Switching months keeps the previous table on screen (dimmed) until the new one arrives.
  return useQuery({ ...getRankingsQueryOptions(month), placeholderData: keepPreviousData });
}

export function useRankingMonths() {
  return useQuery(queryOptions({ queryKey: rankingsKeys.months(), queryFn: ({ signal }) => getRankingMonths(signal) }));
}
