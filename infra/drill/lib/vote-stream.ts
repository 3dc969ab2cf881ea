import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchUser } from '../../bench/lib/bench-users.ts';
import type { Acknowledged } from '../../bench/lib/checks.ts';
import type { HttpClient } from '../../bench/lib/http-load.ts';
import { wallNow } from '../../bench/lib/projector-lag.ts';
import type { TracePair } from '../../bench/lib/trace.ts';

/** One POST of a vote: when it went out and when its answer came (wall-clock ms), and the status. */
export interface Attempt {
  sentAt: number;
  doneAt: number;
  /** 200, 503…, or `error:ECONNRESET` for a transport error. */
  status: string;
  /** A 5xx answer's message: which part of the path gave up. */
  message?: string;
}

/** A vote offered to the deployment, with every attempt at it (one Idempotency-Key for all). */
export interface OfferedVote {
  vote: Acknowledged;
  attempts: Attempt[];
  /** When the 200 came; undefined: never acknowledged. */
  ackAt?: number;
}

export interface VoteStreamOptions {
  client: HttpClient;
  users: BenchUser[];
  /** Round robin: the pairs voted on, and how each went (a draw: "can't decide"). */
  pairs: (TracePair & { outcome: 'win' | 'draw' })[];
  /** Votes per second, sent on schedule whatever the answers (open loop). */
  rate: number;
  /**
   * After a transport error or a 5xx, the same request (same Idempotency-Key) is sent again this
   * many times at most, after `retryDelaysMs`: a visitor pressing again after the error message.
   */
  retries: number;
  retryDelaysMs?: readonly number[];
  /** Never more than this many votes (the loop is bounded whatever happens). */
  maxVotes: number;
}

export interface VoteStream {
  votes: OfferedVote[];
  /** Stops sending and resolves once every vote has its final answer (retries included). */
  stop(): Promise<OfferedVote[]>;
}

export const DEFAULT_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000] as const;

const failedAttempt = (status: string) => status.startsWith('error:') || Number(status) >= 500;

/**
 * Votes at a steady rate through the gateway, each as the web app sends it (POST /api/vote,
 * signed in, a fresh Idempotency-Key), round robin over the users and the pairs, with matchup
 * tokens off (the pair as given). Every attempt is recorded, so the drill can tell when the
 * client saw failures and when votes were acknowledged again.
 */
export function startVoteStream(options: VoteStreamOptions): VoteStream {
  const votes: OfferedVote[] = [];
  const inFlight = new Set<Promise<void>>();
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let stopped = false;

  const cast = async (offered: OfferedVote, user: BenchUser) => {
    const { vote } = offered;
    const body = JSON.stringify({ winningLocationId: vote.winningLocationId, losingLocationId: vote.losingLocationId, outcome: vote.outcome });
    for (let attempt = 0; attempt <= options.retries; attempt++) {
      if (attempt > 0) await sleep(delays[Math.min(attempt - 1, delays.length - 1)]!);
      const sentAt = wallNow();
      let status: string;
      let message: string | undefined;
      try {
        const headers = { authorization: `Bearer ${await user.fresh()}`, 'content-type': 'application/json', 'idempotency-key': vote.key };
        const answer = await options.client.send('POST', '/api/vote', headers, body);
        status = String(answer.status);
        if (Number(answer.status) >= 500) message = messageOf(answer.body);
      } catch (err) {
        status = `error:${err instanceof Error ? err.message : String(err)}`;
      }
      const doneAt = wallNow();
      offered.attempts.push({ sentAt, doneAt, status, ...(message === undefined ? {} : { message }) });
      if (status === '200') {
        offered.ackAt = doneAt;
        return;
      }
      if (!failedAttempt(status)) return; // a refusal (4xx) is an answer: sending it again changes nothing
    }
  };

  const sending = (async () => {
    const start = performance.now();
    for (let i = 0; i < options.maxVotes && !stopped; i++) {
      const due = (i * 1000) / options.rate;
      for (let wait = due - (performance.now() - start); wait > 0 && !stopped; wait = due - (performance.now() - start)) {
        await sleep(Math.max(1, Math.min(100, Math.floor(wait))));
      }
      if (stopped) break;
      const user = options.users[i % options.users.length]!;
      const pair = options.pairs[i % options.pairs.length]!;
      const offered: OfferedVote = {
        vote: { userId: user.uid, key: randomUUID(), winningLocationId: pair.winningLocationId, losingLocationId: pair.losingLocationId, outcome: pair.outcome },
        attempts: [],
      };
      votes.push(offered);
      const p = cast(offered, user);
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
  })();

  return {
    votes,
    async stop() {
      stopped = true;
      await sending;
      await Promise.all(inFlight);
      return votes;
    },
  };
}

/** Failed attempts counted by status and message, e.g. { '503 (The voting service is unavailable)': 4, 'error:ECONNRESET': 1 }. */
export function failedAttempts(votes: OfferedVote[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of votes) {
    for (const a of v.attempts) {
      if (a.status === '200') continue;
      const key = a.message === undefined ? a.status : `${a.status} (${a.message})`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message.slice(0, 120) : undefined;
  } catch {
    return body.slice(0, 120) || undefined;
  }
}

/**
 * The client's recovery after a fault that began at `faultAt` (wall ms): until the first
 * acknowledgement of an attempt sent after the last failed attempt; 0 when no attempt failed
 * after the fault began. NaN when it failed to the end (never recovered within the phase).
 */
export function clientRecoveryMs(votes: OfferedVote[], faultAt: number): number {
  let lastFailureSentAt = Number.NEGATIVE_INFINITY;
  for (const v of votes) for (const a of v.attempts) if (a.status !== '200' && a.sentAt >= faultAt) lastFailureSentAt = Math.max(lastFailureSentAt, a.sentAt);
  if (lastFailureSentAt === Number.NEGATIVE_INFINITY) return 0;
  let firstAck = Number.POSITIVE_INFINITY;
  for (const v of votes) for (const a of v.attempts) if (a.status === '200' && a.sentAt > lastFailureSentAt) firstAck = Math.min(firstAck, a.doneAt);
  return Number.isFinite(firstAck) ? firstAck - faultAt : Number.NaN;
}
