import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { wallNow } from '../../bench/lib/projector-lag.ts';
import type { OfferedVote } from './vote-stream.ts';

/** What became of one drill's votes, from the database alone (never from the services' answers). */
export interface DrillAccount {
  offered: number;
  acknowledged: number;
  /** Never acknowledged, whatever the client tried (its retries included). */
  failed: number;
  /** Acknowledged only after the client sent it again (same Idempotency-Key). */
  retried: number;
  /** Acknowledged, but not in the log, or in the log and never applied to the standings. */
  lost: number;
  notLogged: number;
  notApplied: number;
  /** In the log more than once, or applied more than once. */
  doubled: number;
  /** Not acknowledged, yet in the log: the client gave up on a vote that counted (its retry would have been answered 200). */
  countedUnacknowledged: number;
  /** Final answers of the failed votes, e.g. { 503: 3 }. */
  failedBy: Record<string, number>;
}

export async function accountFor(db: Kysely<any>, votes: OfferedVote[]): Promise<DrillAccount> {
  const keys = votes.map((v) => v.vote.key);
  const { rows } = await sql<{ userId: string; idempotencyKey: string; logged: number; applied: number }>`
    select e.user_id, e.idempotency_key, count(distinct e.id)::int as logged, count(v.id)::int as applied
    from voting.vote_events e left join ranking.votes v on v.event_id = e.event_id
    where e.idempotency_key = any(${keys}::text[])
    group by 1, 2`.execute(db);
  const found = new Map(rows.map((r) => [`${r.userId}\u0000${r.idempotencyKey}`, r]));
  const account: DrillAccount = {
    offered: votes.length,
    acknowledged: 0,
    failed: 0,
    retried: 0,
    lost: 0,
    notLogged: 0,
    notApplied: 0,
    doubled: 0,
    countedUnacknowledged: 0,
    failedBy: {},
  };
  for (const v of votes) {
    const row = found.get(`${v.vote.userId}\u0000${v.vote.key}`);
    if (row && (row.logged > 1 || row.applied > row.logged)) account.doubled += 1;
    if (v.ackAt === undefined) {
      account.failed += 1;
      const last = v.attempts.at(-1)?.status ?? 'never sent';
      account.failedBy[last] = (account.failedBy[last] ?? 0) + 1;
      if (row) account.countedUnacknowledged += 1;
      continue;
    }
    account.acknowledged += 1;
    if (v.attempts.length > 1) account.retried += 1;
    if (!row) account.notLogged += 1;
    else if (row.applied === 0) account.notApplied += 1;
  }
  account.lost = account.notLogged + account.notApplied;
  return account;
}

/** Logged votes not applied yet, at or below `upTo` (every one when not given). */
async function unapplied(db: Kysely<any>, upTo?: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from voting.vote_events e
    where ${upTo === undefined ? sql`true` : sql`e.id <= ${upTo}`}
      and not exists (select 1 from ranking.votes v where v.id = e.id)`.execute(db);
  return rows[0]!.n;
}

export async function lastLogged(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from voting.vote_events`.execute(db);
  return rows[0]?.id ?? 0;
}

/**
 * Waits (polling every 50 ms, at most `timeoutMs`) until every vote logged at or below `upTo`
 * (every vote, when not given) is applied; resolves with the wall-clock ms when it was seen so,
 * undefined on time-out. A failed read (the database restarting) is tried again.
 */
export async function waitForProjection(db: Kysely<any>, timeoutMs: number, upTo?: number): Promise<number | undefined> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      if ((await unapplied(db, upTo)) === 0) return wallNow();
    } catch {
      // the server is restarting: ask again
    }
    await sleep(50);
  }
  return undefined;
}
