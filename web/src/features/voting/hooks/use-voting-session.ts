import { useQueryClient } from '@tanstack/react-query';
import type { Matchup, VotesRemaining } from '@tn/contracts/votes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useOnline } from '../../../hooks/use-online.ts';
import { rememberFocus, useAuthStore } from '../../../lib/auth/auth-store.ts';
import { signInWith } from '../../../lib/auth/session.ts';
import { useCastVote } from '../api/cast-vote.ts';
import { useMatchup, type MatchupRound } from '../api/get-matchup.ts';
import { useVoteLimit } from '../api/get-vote-limit.ts';
import { votesKeys } from '../api/votes-keys.ts';
import { classifyVoteError, voteErrorReason } from '../utils/vote-error.ts';

/** After a vote or skip, this long before the next matchup is fetched. */
export const NEXT_MATCHUP_DELAY_MS = 300;

// Fixed ids: a repeated click updates the toast on screen instead of stacking copies of it.
const LIMIT_TOAST_ID = 'vote-limit';
const ERROR_TOAST_ID = 'vote-error';

export type Side = 'left' | 'right';
/** A side that wins, or 'draw': the visitor can't decide between the two. */
export type Choice = Side | 'draw';

export interface UseVotingSessionOptions {
  /** A vote was recorded: data owned outside this feature (locations, rankings) is stale. */
  onVoted?: () => void;
}

/**
 * The voting screen's state machine: idle → voting ("can't decide" is a vote too) or skipping
 * (further actions ignored, cards dimmed) → 300 ms → the next matchup, fetched with the old pair
 * excluded → idle once it has arrived. A failed vote returns to idle on the same pair, except
 * when the server no longer takes votes on it (409): then a fresh pair replaces it. Offline, votes
 * and skips are refused before anything is sent: both need the server.
 */
export function useVotingSession({ onVoted }: UseVotingSessionOptions = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const authStatus = useAuthStore((s) => s.status);
  const uid = useAuthStore((s) => (s.status === 'signedIn' ? (s.user?.uid ?? null) : null));

  const [round, setRound] = useState<MatchupRound>({ round: 0, exclude: null });
  const matchup = useMatchup(round);
  const voteLimit = useVoteLimit(uid);
  const castVote = useCastVote({ uid, onVoted });
  const online = useOnline();

  // The ref answers "is something in flight" synchronously (two clicks in one frame); the
  // state re-renders the dimmed cards.
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [pendingChoice, setPendingChoice] = useState<Choice | null>(null);
  const [loginDialogOpen, setLoginDialogOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  // The old pair stays on screen (placeholder data) until the next one arrives: still busy.
  const loadingNext = matchup.isPlaceholderData;
  const busy = pending || loadingNext;
  const current: Matchup | undefined = matchup.data;

  const settle = useCallback(() => {
    inFlight.current = false;
    setPending(false);
    setPendingChoice(null);
  }, []);

  // The round whose matchup is awaited after a vote or skip: the lock holds until it is shown.
  const awaitedRound = useRef<number | null>(null);

  const nextAfterDelay = useCallback((pair: Matchup) => {
    if (!mounted.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRound((prev) => {
        awaitedRound.current = prev.round + 1;
        return { round: prev.round + 1, exclude: { excludeLeft: pair.left.id, excludeRight: pair.right.id } };
      });
    }, NEXT_MATCHUP_DELAY_MS);
  }, []);

  // The next pair is on screen (or failed to load, and the error panel offers Try Again): idle.
  const nextShown = round.round === awaitedRound.current && !matchup.isPlaceholderData && (matchup.isSuccess || matchup.isError);
  useEffect(() => {
    if (!nextShown) return;
    awaitedRound.current = null;
    settle();
  }, [nextShown, settle]);

  const votesRemaining = uid !== null ? voteLimit.data?.votesRemaining : undefined;
  // The allowance is the server's to set; until it has said, the message names no number.
  const votesPerWeek = uid !== null ? voteLimit.data?.votesPerWeek : undefined;

  const showLimitToast = useCallback(() => {
    toast.error(t('voting.limitReached.title'), {
      id: LIMIT_TOAST_ID,
      description:
        votesPerWeek === undefined
          ? t('voting.limitReached.messageWithoutCount')
          : t('voting.limitReached.message', { votesPerWeek }),
    });
  }, [t, votesPerWeek]);

  // One key per choice on a matchup: clicking the same choice again after a failure whose answer
  // was lost (the vote may have been recorded) gets the first answer instead of a 409 for a token
  // already used, which would tell the visitor their counted vote was not counted.
  const idempotencyKeys = useRef(new Map<string, string>());
  const idempotencyKeyFor = useCallback((matchupToken: string, choice: Choice) => {
    const id = `${matchupToken} ${choice}`;
    let key = idempotencyKeys.current.get(id);
    if (key === undefined) {
      key = crypto.randomUUID();
      idempotencyKeys.current.set(id, key);
    }
    return key;
  }, []);

  /** A choice on the pair on screen: one side wins, or "can't decide" (a draw, still a vote). */
  const submit = useCallback(
    async (choice: Choice, opener?: HTMLElement) => {
      if (!current || inFlight.current || loadingNext || !online) return;
      if (uid === null) {
        // While the session is still being restored, a click is not a signed-out click.
        if (authStatus === 'signedOut') {
          // The dialog has no trigger of its own: closing it returns focus to this button.
          rememberFocus(opener);
          setLoginDialogOpen(true);
        }
        return;
      }
      if (votesRemaining !== undefined && votesRemaining <= 0) {
        showLimitToast();
        return;
      }
      inFlight.current = true;
      setPending(true);
      setPendingChoice(choice);
      const pair = current;
      const [first, second] = choice === 'right' ? [pair.right, pair.left] : [pair.left, pair.right];
      try {
        await castVote.mutateAsync({
          body: {
            winningLocationId: first.id,
            losingLocationId: second.id,
            // The server accepts a vote only on a pair it issued, once: the token says which.
            matchupToken: pair.matchupToken,
            outcome: choice === 'draw' ? 'draw' : 'win',
          },
          idempotencyKey: idempotencyKeyFor(pair.matchupToken, choice),
        });
      } catch (error) {
        const refusal = classifyVoteError(error);
        if (refusal.kind === 'staleMatchup') {
          // Nothing was counted: say so, and replace the pair with a fresh one to choose from.
          toast.error(t('voting.staleMatchup.title'), { id: ERROR_TOAST_ID, description: t('voting.staleMatchup.message') });
          nextAfterDelay(pair);
          return;
        }
        if (refusal.kind === 'limit') {
          queryClient.setQueryData<VotesRemaining>(votesKeys.limit(uid), (old) => old && { ...old, votesRemaining: 0 });
          showLimitToast();
        } else if (refusal.kind === 'provider') {
          // The rule in the visitor's language: the server's message is English only.
          toast.error(t('voting.providerRefused.title'), { id: ERROR_TOAST_ID, description: t('voting.providerRefused.message') });
        } else {
          toast.error(t('voting.errors.title'), {
            id: ERROR_TOAST_ID,
            description: t('voting.errors.voteFailed', { reason: voteErrorReason(error, t) }),
          });
        }
        settle();
        return;
      }
      nextAfterDelay(pair);
    },
    [current, loadingNext, online, uid, authStatus, votesRemaining, castVote, idempotencyKeyFor, queryClient, showLimitToast, nextAfterDelay, settle, t],
  );

  const vote = useCallback((winner: Side, opener?: HTMLElement) => submit(winner, opener), [submit]);
  const cantDecide = useCallback((opener?: HTMLElement) => submit('draw', opener), [submit]);

  const skip = useCallback(() => {
    if (!current || inFlight.current || loadingNext || !online) return;
    inFlight.current = true;
    setPending(true);
    nextAfterDelay(current);
  }, [current, loadingNext, online, nextAfterDelay]);

  // The dialog's button names Google, so it starts Google's sign-in directly (the shared flow:
  // a popup in production, the emulator account form in local builds) rather than the
  // provider choice. Called straight from the click: a popup must open within the gesture.
  const signInFromDialog = useCallback(() => {
    setLoginDialogOpen(false);
    void signInWith('google.com');
  }, []);

  return {
    matchup: current,
    /** The first matchup is loading (nothing to show yet). */
    isLoading: matchup.isPending,
    isError: matchup.isError && !current,
    retry: () => void matchup.refetch(),
    /** Keys the card state (description expansion) to one matchup. */
    round: round.round,
    busy,
    /** The choice being sent: its button shows a spinner. */
    pendingChoice,
    authStatus,
    /** False without a connection: voting and skipping wait for it. */
    online,
    signedIn: uid !== null,
    votesRemaining,
    votesRemainingLoading: uid !== null && voteLimit.isPending,
    vote,
    cantDecide,
    skip,
    loginDialogOpen,
    setLoginDialogOpen,
    signInFromDialog,
  };
}
