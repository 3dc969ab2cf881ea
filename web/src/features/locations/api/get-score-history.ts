import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreHistory } from '@tn/contracts/votes';
import { api } from '../../../lib/api-client.ts';

/** GET /api/rankings/history/{locationId}: the place's Elo score after each of its votes this month. */
export function getScoreHistory(locationId: number, signal?: AbortSignal): Promise<ScoreHistory> {
  return api.get<ScoreHistory>(`/api/rankings/history/${locationId}`, { signal });
}

// Under ['rankings'], so that refreshing the rankings after a vote refreshes this too.
export const scoreHistoryKeys = {
  byLocation: (locationId: number) => ['rankings', 'history', locationId] as const,
};

export function getScoreHistoryQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: scoreHistoryKeys.byLocation(locationId),
    queryFn: ({ signal }) => getScoreHistory(locationId, signal),
  });
}

export function useScoreHistory(locationId: number) {
  return useQuery(getScoreHistoryQueryOptions(locationId));
}
