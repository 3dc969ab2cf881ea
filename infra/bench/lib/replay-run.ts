import type { BenchUser } from './bench-users.ts';
import type { Acknowledged } from './checks.ts';
import type { HttpClient } from './http-load.ts';
import { runClosedLoop, runOpenLoop, type Timeline } from './pacing.ts';
import { wallNow } from './projector-lag.ts';
import type { LiveCounts } from './replay-report.ts';
import type { TraceVote } from './trace.ts';
import { castVote, refusalReason } from './vote-client.ts';

export type Pace = { kind: 'closed'; concurrency: number } | { kind: 'recorded'; speed: number };

/**
 * Who casts each vote: one user per pseudonym of the trace (in order of first appearance), so a
 * voter's votes go through one account and meet the weekly allowance as they did; a trace without
 * pseudonyms is spread round-robin over `fallbackUsers` users.
 */
export function voterSlots(trace: TraceVote[], fallbackUsers: number): { slots: Int32Array; users: number; pseudonymous: boolean } {
  const slots = new Int32Array(trace.length);
  const withUser = trace.filter((v) => v.user !== undefined).length;
  if (withUser === 0) {
    for (let i = 0; i < trace.length; i++) slots[i] = i % fallbackUsers;
    return { slots, users: Math.min(fallbackUsers, trace.length), pseudonymous: false };
  }
  if (withUser !== trace.length) throw new Error(`${trace.length - withUser} of the trace's ${trace.length} votes have no "user" while the others do`);
  const index = new Map<string, number>();
  trace.forEach((v, i) => {
    let slot = index.get(v.user!);
    if (slot === undefined) index.set(v.user!, (slot = index.size));
    slots[i] = slot;
  });
  return { slots, users: index.size, pseudonymous: true };
}

export interface Refusal {
  stage: 'matchup' | 'vote';
  status: string;
  reason: string;
  count: number;
}

export interface ReplayResult {
  timeline: Timeline;
  acked: (Acknowledged & { ackAt: number })[];
  /** Non-200 answers, by stage, status and reason, most frequent first. */
  refusals: Refusal[];
  /** POST /api/vote alone, and GET /api/matchup before it (tokens on). */
  voteMs: number[];
  matchupMs: number[];
}

export interface ReplayPlan {
  client: HttpClient;
  trace: TraceVote[];
  /** The user casting vote i. */
  userOf: (i: number) => BenchUser;
  tokens: 'on' | 'off';
  pace: Pace;
  maxMs: number;
}

/**
 * Replays a trace through a gateway: each vote as the web app casts it (castVote), at the
 * recorded pace (open loop) or as fast as answers come (closed loop). `live` counts as it goes,
 * for a progress line.
 */
export function startReplay(plan: ReplayPlan): { live: () => LiveCounts; done: Promise<ReplayResult> } {
  const counts: LiveCounts = { total: plan.trace.length, sent: 0, accepted: 0, refused: 0, inFlight: 0 };
  const acked: ReplayResult['acked'] = [];
  const refusals = new Map<string, Refusal>();
  const voteMs: number[] = [];
  const matchupMs: number[] = [];

  const send = async (i: number) => {
    counts.sent += 1;
    counts.inFlight += 1;
    try {
      const wanted = plan.trace[i]!;
      const attempt = await castVote(plan.client, plan.userOf(i), wanted, wanted.outcome ?? 'win', plan.tokens);
      if (attempt.matchupMs !== undefined) matchupMs.push(attempt.matchupMs);
      if (attempt.voteMs !== undefined) voteMs.push(attempt.voteMs);
      if (attempt.stage === 'vote' && attempt.result.status === 200) {
        counts.accepted += 1;
        acked.push({ ...attempt.vote!, ackAt: wallNow() });
      } else {
        counts.refused += 1;
        const status = String(attempt.result.status);
        const reason = refusalReason(attempt.result);
        const key = `${attempt.stage}\u0000${status}\u0000${reason}`;
        const known = refusals.get(key);
        if (known) known.count += 1;
        else refusals.set(key, { stage: attempt.stage, status, reason, count: 1 });
      }
      return attempt.result;
    } finally {
      counts.inFlight -= 1;
    }
  };

  const timeline =
    plan.pace.kind === 'recorded'
      ? runOpenLoop({ offsetsMs: plan.trace.map((v) => v.offsetMs ?? 0), speed: plan.pace.speed, maxMs: plan.maxMs, send })
      : runClosedLoop({ concurrency: plan.pace.concurrency, total: plan.trace.length, maxMs: plan.maxMs, send });
  const done = timeline.then((t) => ({
    timeline: t,
    acked,
    refusals: [...refusals.values()].sort((a, b) => b.count - a.count),
    voteMs,
    matchupMs,
  }));
  return { live: () => counts, done };
}
