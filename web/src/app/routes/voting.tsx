import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { locationsKeys } from '../../features/locations/api/get-locations.ts';
import { rankingsKeys } from '../../features/rankings/api/get-rankings.ts';
import { VotingScreen } from '../../features/voting/components/voting-screen.tsx';

/**
 * Voting (/voting). A vote changes standings that other features own (the locations list with
 * its scores, the rankings table); features never import each other, so the refresh is wired
 * here. The voting feature refreshes its own data (recent votes, vote limit) itself.
 */
export function VotingRoute() {
  const queryClient = useQueryClient();
  const onVoted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: locationsKeys.all });
    void queryClient.invalidateQueries({ queryKey: rankingsKeys.all });
  }, [queryClient]);
  return <VotingScreen onVoted={onVoted} />;
}
