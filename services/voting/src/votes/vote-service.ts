import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RecentVote, VoteAllowance, VoteOutcome, VotesRemaining } from '@tn/contracts/votes';
import { HttpError, badRequest, conflict, forbidden, unavailable } from '@tn/kit/errors';
import { TOKEN_MESSAGES, type MatchupTokens } from '../matchups/matchup-token.ts';
import type { AllowanceStore, KeyedAttempt, TakeResult } from './allowance-store.ts';
import type { LocationIdCache } from './location-ids.ts';
import type { VoteMetrics } from './vote-metrics.ts';
import type { Recorded, VoteRecorder } from './vote-recorder.ts';
import { voteRepository as repo, type PriorVote } from './vote-repository.ts';
import type { VotingDatabase } from './vote-tables.ts';
import { weekOf, type VotingWeek } from './week.ts';
import { mayVote, type VoterProviders } from './voter-providers.ts';

/** ioredis rejects a command with this when its reply did not come within commandTimeout. */
const isCommandTimeout = (err: unknown) => err instanceof Error && err.message === 'Command timed out';

export const UNAVAILABLE_MESSAGE = 'Voting is temporarily unavailable. Please try again.';
export const limitReachedMessage = (limit: number) =>
  `You've used all ${limit} of your weekly votes. Come back next Monday for more voting!`;
export const IDEMPOTENCY_MISMATCH_MESSAGE = 'Idempotency-Key was already used for a different vote';
export const PROVIDER_MESSAGE =
  'Only accounts signed in with Google, Facebook or GitHub can vote. Sign in with one of them to vote.';

export interface CastVote {
  /** From the verified token only. */
  userId: string;
  /** The verified token's sign-in provider (google.com, password, anonymous…). */
  provider: string;
  winningLocationId: number;
  losingLocationId: number;
  outcome: VoteOutcome;
  /** Required while matchup tokens are on (the route's schema enforces it); ignored when off. */
  matchupToken?: string;
  idempotencyKey?: string;
}

export interface VoteServiceDeps {
  db: Kysely<VotingDatabase>;
  allowance: AllowanceStore;
  /** Writes votes to the log, concurrent ones in one transaction (./vote-recorder.ts). */
  recorder: VoteRecorder;
  locationIds: LocationIdCache;
  /** Off (staging, load tests): any pair is accepted and a matchupToken is ignored. */
  matchupTokens: MatchupTokens | 'off';
  /** Whose accounts may vote: the product's providers, or 'any' in emulator mode (voter-providers.ts). */
  voterProviders: VoterProviders;
  /** Counts recorded and replayed votes; refusals are counted by the route, which sees them all. */
  metrics?: VoteMetrics;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * A gate result: 'untracked' means Redis keeps losing the counter, so Postgres alone decides;
 * 'retry' means the request's Idempotency-Key took one before (an earlier attempt, perhaps still
 * in flight): nothing new is taken, this attempt holds that one now, and Postgres answers, with
 * the earlier attempt's answer if it was recorded. A vote that is not recorded gives its one back
 * and clears the key's mark, so a later retry takes one again like a new request.
 */
type Gate = 'taken' | 'exhausted' | 'untracked' | 'retry';

/**
 * A vote, end to end (docs/architecture.md). Redis is the fast gate, Postgres the truth:
 *  0. checks that cost nothing: the voter's provider (403), the ids (400), the matchup token's
 *     signature, expiry, user and pair, and whether the log already holds it (409; a retry whose
 *     first attempt used it gets that attempt's answer);
 *  1. take one from the weekly counter in Redis (a missing counter is rebuilt from the log);
 *     a used-up counter answers 403 without writing anything (unless the log holds a vote under
 *     the request's Idempotency-Key: its first answer); a retry whose key took one before passes;
 *  2. the recorder makes sure the projector's wake-up is queued, then writes the vote with the
 *     other votes waiting (one statement, one transaction, serialised per user): the user's votes
 *     this week are counted in the log (403 and the counter repaired if the week is used up,
 *     whatever Redis said), a vote already recorded under the Idempotency-Key answers with its
 *     first answer, the event is appended with its token id (unique: the token is used up exactly
 *     when an accepted vote holds it; 409 otherwise), the mirror updated, committed;
 *  3. if anything in 2 fails or refuses, nothing was written (no wake-up, or a rollback), the vote is given back
 *     to the counter (and the Idempotency-Key's mark cleared with it, so a retry with the key
 *     takes one again), and the answer is 503 (or 409 / 403).
 */
export function createVoteService(deps: VoteServiceDeps) {
  const { db, allowance, recorder, locationIds, log } = deps;
  const limit = allowance.limit;

  const unavailableError = () => unavailable(UNAVAILABLE_MESSAGE);

  /** Runs a step whose failure means "try again later", logging the cause. */
  async function orUnavailable<T>(step: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      log.error({ err, step }, 'vote failed');
      throw unavailableError();
    }
  }

  async function validate(vote: CastVote): Promise<void> {
    if (!mayVote(deps.voterProviders, vote.provider)) {
      throw forbidden(PROVIDER_MESSAGE);
    }
    if (vote.winningLocationId === vote.losingLocationId) {
      throw badRequest('losingLocationId must differ from winningLocationId');
    }
    const missing = await orUnavailable('location ids', () =>
      locationIds.missing([vote.winningLocationId, vote.losingLocationId]),
    );
    if (missing.length > 0) {
      const field = missing[0] === vote.winningLocationId ? 'winningLocationId' : 'losingLocationId';
      throw badRequest(`${field}: location ${missing[0]} does not exist`);
    }
  }

  /**
   * The token's id when the vote may go on; 409 when the token is not this user's for this pair
   * or the log already holds it; undefined when tokens are off. Writes nothing. A retry whose
   * first attempt committed since the retry check (same user, same key) gets that first answer.
   */
  async function checkToken(vote: CastVote): Promise<string | VotesRemaining | undefined> {
    if (deps.matchupTokens === 'off') return undefined;
    // The route's schema requires it while tokens are on; this guards a caller that skipped it.
    if (vote.matchupToken === undefined) throw badRequest('matchupToken is required');
    const checked = deps.matchupTokens.verify(vote.matchupToken, {
      uid: vote.userId,
      pair: [vote.winningLocationId, vote.losingLocationId],
    });
    if (!checked.ok) throw conflict(TOKEN_MESSAGES[checked.problem]);
    const { nonce } = checked.claims;
    const holder = await orUnavailable('token lookup', () => repo.findByToken(db, nonce));
    if (!holder) return nonce;
    if (vote.idempotencyKey !== undefined && holder.userId === vote.userId && holder.idempotencyKey === vote.idempotencyKey) {
      return replay(vote, holder, limit);
    }
    throw conflict(TOKEN_MESSAGES.used);
  }

  function replay(vote: CastVote, prior: PriorVote, used: number): VotesRemaining {
    if (
      prior.winningLocationId !== vote.winningLocationId ||
      prior.losingLocationId !== vote.losingLocationId ||
      prior.outcome !== vote.outcome
    ) {
      throw new HttpError(422, IDEMPOTENCY_MISMATCH_MESSAGE);
    }
    deps.metrics?.replayed();
    return { votesRemaining: prior.votesRemaining ?? Math.max(0, limit - used), votesPerWeek: limit };
  }

  async function takeAllowance(userId: string, week: VotingWeek, keyed: KeyedAttempt | undefined): Promise<Gate> {
    for (let attempt = 0; attempt < 3; attempt++) {
      let result: TakeResult;
      try {
        result = await allowance.take(userId, week, keyed);
      } catch (err) {
        if (isCommandTimeout(err)) undoLateTake(userId, week, keyed);
        throw err;
      }
      if (result.status !== 'unknown') return result.status;
      // The counter is gone (first vote of the week, expiry, a flush): rebuild it from the log.
      // Votes still in flight are not in the count yet; the locked count in Postgres catches them.
      const used = await repo.countWeek(db, userId, week.weekStart);
      await allowance.rebuild(userId, week, used);
    }
    return 'untracked';
  }

  return {
    async cast(vote: CastVote): Promise<VotesRemaining> {
      await validate(vote);
      const { userId, idempotencyKey } = vote;
      const votedAt = deps.clock();
      const week = weekOf(votedAt);

      // A retry quotes the token its first attempt used up, and gets that attempt's answer.
      const token = await checkToken(vote);
      if (typeof token === 'object') return token;
      const tokenId = token;

      // Keyed or not, a used-up week is refused here, in Redis. Only a retry (its key took one of
      // the allowance before, and its first attempt may still be in flight, perhaps the vote that
      // used the week up) goes on to Postgres, which answers with that attempt's answer.
      const keyed = idempotencyKey === undefined ? undefined : { idempotencyKey, attemptId: randomUUID() };
      const gate = await orUnavailable('take allowance', () => takeAllowance(userId, week, keyed));
      if (gate === 'exhausted') {
        // A retry of the vote that used the week up, whose key's mark Redis no longer has (a
        // flush): its first answer. Any other retry passes the gate and is answered by the log.
        if (idempotencyKey !== undefined) {
          const prior = await orUnavailable('idempotency lookup', () => repo.findByIdempotencyKey(db, userId, idempotencyKey));
          if (prior) return replay(vote, prior, limit);
        }
        throw forbidden(limitReachedMessage(limit));
      }
      const holdsOne = gate === 'taken' || gate === 'retry';
      /**
       * This attempt records nothing: it gives back what it holds. When a vote recorded with its
       * key answers for it instead, the one it took over is that vote's and stays; only a new take
       * (the counter, rebuilt from the log, counted that vote already) goes back.
       */
      const release = async (floor: number, answeredByKey: boolean) => {
        if (answeredByKey ? gate === 'taken' : holdsOne) await giveBack(userId, week, floor, keyed);
      };

      let outcome: Recorded;
      try {
        outcome = await recorder.record({
          eventId: randomUUID(),
          userId,
          winningLocationId: vote.winningLocationId,
          losingLocationId: vote.losingLocationId,
          outcome: vote.outcome,
          matchupTokenId: tokenId ?? null,
          votedAt,
          week,
          idempotencyKey: idempotencyKey ?? null,
        });
      } catch (err) {
        // Nothing was written (the batch rolled back); what the log holds is not known here.
        await release(0, false);
        log.error({ err, userId }, 'vote not recorded');
        throw unavailableError();
      }

      switch (outcome.kind) {
        case 'accepted':
          deps.metrics?.accepted();
          return { votesRemaining: outcome.votesRemaining, votesPerWeek: limit };
        case 'replay':
          await release(outcome.used, true);
          return replay(vote, outcome.prior, outcome.used);
        case 'token used':
          await release(outcome.used, false);
          throw conflict(TOKEN_MESSAGES.used);
        case 'limit':
          // The log says the week is used up although Redis let the vote through (a lost or
          // rebuilt counter, a race): put the counter right so the next ones stop at Redis.
          await allowance.raiseTo(userId, week, limit).catch((err: unknown) => {
            log.warn({ err, userId }, 'could not repair the allowance counter');
          });
          throw forbidden(limitReachedMessage(limit));
      }
    },

    /** The weekly allowance and when it next resets. */
    allowance(): VoteAllowance {
      return { votesPerWeek: limit, resetsAt: weekOf(deps.clock()).resetsAt.toISOString() };
    },

    /** Votes left this week, from the counter (rebuilt from the log if missing). */
    async remaining(userId: string): Promise<VotesRemaining> {
      const week = weekOf(deps.clock());
      const countLog = () => orUnavailable('count votes', () => repo.countWeek(db, userId, week.weekStart));
      let used: number | undefined;
      try {
        used = await allowance.used(userId, week);
      } catch (err) {
        // Redis is down: the log alone still knows the answer.
        log.warn({ err }, 'allowance counter unavailable; counting the log');
        used = await countLog();
      }
      if (used === undefined) {
        const logged = await countLog();
        try {
          await allowance.rebuild(userId, week, logged);
          used = (await allowance.used(userId, week)) ?? logged;
        } catch (err) {
          log.warn({ err }, 'could not rebuild the allowance counter');
          used = logged;
        }
      }
      return { votesRemaining: Math.max(0, limit - used), votesPerWeek: limit };
    },

    async recent(count: number, locationId?: number): Promise<RecentVote[]> {
      return orUnavailable('recent votes', () => repo.recent(db, count, { locationId }));
    },

    /** One user's latest accepted votes, newest first (retired places still named). */
    /** The user's latest `count` votes, or every one of them (what a user may export). */
    async recentOf(userId: string, count?: number): Promise<RecentVote[]> {
      return orUnavailable('recent votes', () => repo.recent(db, count, { userId }));
    },
  };

  /**
   * A take that timed out was sent, and a stalled Redis runs it once it resumes: the vote answered
   * 503 would then hold one of the user's votes. A give-back sent now on the same connection runs
   * right after it (Redis runs one client's commands in order), never below what the log holds;
   * if the take never ran, the locked count in Postgres still keeps the limit exact.
   */
  function undoLateTake(userId: string, week: VotingWeek, keyed: KeyedAttempt | undefined): void {
    void (async () => {
      const logged = await repo.countWeek(db, userId, week.weekStart);
      await allowance.giveBack(userId, week, logged, keyed);
    })().catch((err: unknown) => {
      // Redis or Postgres is still stalled: the counter may over-count by one until the week ends.
      log.warn({ err, userId }, 'could not undo a timed-out allowance take');
    });
  }

  /** Gives one back (and clears the key's mark, for a keyed attempt that still holds it). */
  async function giveBack(userId: string, week: VotingWeek, floor: number, keyed: KeyedAttempt | undefined): Promise<void> {
    try {
      await allowance.giveBack(userId, week, floor, keyed);
    } catch (err) {
      // Redis is down too: the counter over-counts by one until it expires or is rebuilt.
      log.error({ err, userId }, 'could not give the vote back to the allowance');
    }
  }
}

export type VoteService = ReturnType<typeof createVoteService>;
