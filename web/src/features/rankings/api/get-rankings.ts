import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@tn/contracts/locations';
import type { Season } from '@tn/contracts/votes';
import { api } from '../../../lib/api-client.ts';

/** GET /api/rankings?month=YYYY-MM: every location with its standing in that monthly season. */
export function getRankings(month: Season, signal?: AbortSignal): Promise<Location[]> {
  return api.get<Location[]>('/api/rankings', { query: { month }, signal });
}

export const rankingsKeys = {
  all: ['rankings'] as const,
  month: (month: Season) => [...rankingsKeys.all, month] as const,
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
