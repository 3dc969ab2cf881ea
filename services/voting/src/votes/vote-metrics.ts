import { Counter, counterChildren, Histogram, type Registry } from '@tn/kit/metrics';
import type { TakeResult } from './allowance-store.ts';

/**
 * Why a vote was not recorded, one label value each:
 *  - unauthenticated: no or an invalid sign-in token (401);
 *  - invalid: a malformed body, equal or unknown locations (400);
 *  - provider: the account's sign-in provider may not vote (403);
 *  - limit: the weekly allowance is used up (403);
 *  - token: the matchup token is not this user's for this pair, expired or used (409);
 *  - idempotency: an Idempotency-Key reused for a different vote (422);
 *  - unavailable: Postgres, Redis or the queue could not serve it in time (503): the one to watch.
 */
export const REFUSAL_REASONS = ['unauthenticated', 'invalid', 'provider', 'limit', 'token', 'idempotency', 'unavailable'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** How one allowance take ended: the Lua script's answer, or an error (a timeout, Redis down). */
export type GateResult = TakeResult['status'] | 'error';
const GATE_RESULTS: readonly GateResult[] = ['taken', 'exhausted', 'unknown', 'retry', 'error'];

/** A Redis round trip takes a fraction of a millisecond; the command timeout ends it at 1 s. */
const GATE_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

export interface VoteMetrics {
  /** A new vote recorded (200, written). */
  accepted(): void;
  /** A retry answered with its first attempt's answer (Idempotency-Key): nothing new written. */
  replayed(): void;
  refused(reason: RefusalReason): void;
  /** One allowance take (the Lua call in Redis), in seconds. */
  gate(result: GateResult, seconds: number): void;
  /** How many votes one transaction wrote (group commit). */
  batch(size: number): void;
}

export const NO_VOTE_METRICS: VoteMetrics = { accepted() {}, replayed() {}, refused() {}, gate() {}, batch() {} };

export function createVoteMetrics(registry: Registry): VoteMetrics {
  const accepted = new Counter({ name: 'voting_votes_accepted_total', help: 'Votes recorded (answered 200 and written to the log)', registers: [registry] });
  const replayed = new Counter({
    name: 'voting_votes_replayed_total',
    help: 'Retries answered with their first attempt\'s answer (same Idempotency-Key): nothing new written',
    registers: [registry],
  });
  const refused = counterChildren(
    new Counter({ name: 'voting_votes_refused_total', help: 'Votes not recorded, by reason', labelNames: ['reason'], registers: [registry] }),
    'reason',
    REFUSAL_REASONS,
  );
  const gate = new Histogram({
    name: 'voting_allowance_gate_duration_seconds',
    help: 'One take from the weekly allowance counter (the Lua call in Redis), by result',
    labelNames: ['result'],
    buckets: GATE_BUCKETS,
    registers: [registry],
  });
  const gateByResult = {} as Record<GateResult, { observe(seconds: number): void }>;
  for (const result of GATE_RESULTS) gateByResult[result] = gate.labels({ result });
  const batch = new Histogram({
    name: 'voting_record_batch_size',
    help: 'Votes written by one transaction: concurrent votes share one (group commit)',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
    registers: [registry],
  });
  accepted.inc(0);
  replayed.inc(0);
  return {
    accepted: () => accepted.inc(),
    replayed: () => replayed.inc(),
    refused: (reason) => refused[reason].inc(),
    gate: (result, seconds) => gateByResult[result].observe(seconds),
    batch: (size) => batch.observe(size),
  };
}

/**
 * The reason of an error a vote ended in, from the status it answers with. 403 is the voter's
 * provider when it says so, else the weekly limit (the only two 403s of a vote); an error
 * without a 4xx status (an unexpected one, a database timeout) answers 503.
 */
export function refusalReason(err: unknown, providerMessage: string): RefusalReason {
  const status = typeof err === 'object' && err !== null ? (err as { statusCode?: unknown }).statusCode : undefined;
  switch (status) {
    case 400:
    case 413: // a body too large
    case 415: // not JSON
      return 'invalid';
    case 401:
      return 'unauthenticated';
    case 403:
      return err instanceof Error && err.message === providerMessage ? 'provider' : 'limit';
    case 409:
      return 'token';
    case 422:
      return 'idempotency';
    default:
      return 'unavailable';
  }
}
