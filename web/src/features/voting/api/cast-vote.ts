import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteBody, VotesRemaining } from '@tn/contracts/votes';
import { api } from '../../../lib/api-client.ts';
import { votesKeys } from './votes-keys.ts';

/**
 * POST /api/vote. The Idempotency-Key makes a retried request (a proxy replaying it, a second
 * click after a lost answer) count once: the server answers it with the first answer.
 */
export function castVote(body: VoteBody, idempotencyKey: string = crypto.randomUUID()): Promise<VotesRemaining> {
  return api.post<VotesRemaining>('/api/vote', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export interface UseCastVoteOptions {
  uid: string | null;
  /** More data changed than this feature owns (locations, rankings): the screen refreshes it. */
  onVoted?: () => void;
}

export interface CastVoteRequest {
  body: VoteBody;
  /** The same for a retry of the same choice on the same matchup, so that it counts once. */
  idempotencyKey: string;
}

export function useCastVote({ uid, onVoted }: UseCastVoteOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CastVoteRequest) => castVote(body, idempotencyKey),
    onSuccess: (result) => {
      // The vote response sets the count at once; the refetch below confirms it.
      if (uid !== null) queryClient.setQueryData(votesKeys.limit(uid), result);
      // After a vote, recent votes, locations and the vote limit are refreshed.
      void queryClient.invalidateQueries({ queryKey: votesKeys.all });
      onVoted?.();
    },
  });
}
