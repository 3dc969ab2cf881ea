import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteBody, VotesRemaining } from '@tn/contracts/votes';
import { api } from '../../../lib/api-client.ts';
import { votesKeys } from './votes-keys.ts';

/**
 * POST /api/vote. The Idempotency-Key is made once per click, so a retried request (a proxy
 * replaying it, a double submit) is counted once by the server.
 */
export function castVote(body: VoteBody, idempotencyKey: string = crypto.randomUUID()): Promise<VotesRemaining> {
  return api.post<VotesRemaining>('/api/vote', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export interface UseCastVoteOptions {
  uid: string | null;
  /** More data changed than this feature owns (locations, rankings): the screen refreshes it. */
  onVoted?: () => void;
}

export function useCastVote({ uid, onVoted }: UseCastVoteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoteBody) => castVote(body),
    onSuccess: (result) => {
      // The vote response sets the count at once; the refetch below confirms it.
      if (uid !== null) queryClient.setQueryData(votesKeys.limit(uid), result);
      // After a vote, recent votes, locations and the vote limit are refreshed.
      void queryClient.invalidateQueries({ queryKey: votesKeys.all });
      onVoted?.();
    },
  });
}
