import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Matchup } from '@tn/contracts/votes';
import { useRef } from 'react';
import { api } from '../../../lib/api-client.ts';

/** The pair just shown, sent so the next matchup differs from it. */
export interface MatchupExclusion {
  excludeLeft: number;
  excludeRight: number;
}

/** One matchup per round: round 0 on arrival, one more after every vote or skip. */
export interface MatchupRound {
  round: number;
  exclude: MatchupExclusion | null;
}

/** GET /api/matchup[?excludeLeft=&excludeRight=]. */
export function getMatchup(exclude: MatchupExclusion | null, signal?: AbortSignal): Promise<Matchup> {
  return api.get<Matchup>('/api/matchup', { query: { ...exclude }, signal });
}

export const matchupKeys = {
  all: ['matchup'] as const,
  round: ({ round, exclude }: MatchupRound) => [...matchupKeys.all, round, exclude] as const,
};

export function getMatchupQueryOptions(round: MatchupRound) {
  return queryOptions({
    queryKey: matchupKeys.round(round),
    queryFn: ({ signal }) => getMatchup(round.exclude, signal),
    // A matchup is shown once: coming back to /voting loads a new one instead of a cached pair.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useMatchup(round: MatchupRound) {
  // One pair per round: a refetch of the same round (signing in invalidates every query) must
  // not swap the pair the visitor just chose from for another one.
  const pinned = useRef<{ round: number; matchup: Matchup } | null>(null);
  return useQuery({
    ...getMatchupQueryOptions(round),
    queryFn: async ({ signal }) => {
      if (pinned.current?.round === round.round) return pinned.current.matchup;
      const matchup = await getMatchup(round.exclude, signal);
      pinned.current = { round: round.round, matchup };
      return matchup;
    },
    // The previous pair stays on screen, dimmed, while the next one loads: no skeleton flash.
    placeholderData: keepPreviousData,
  });
}
