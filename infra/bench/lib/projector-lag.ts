import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Acknowledged } from './checks.ts';

/** Wall-clock ms with sub-ms precision: acknowledgements and sightings are compared on it. */
export const wallNow = () => performance.timeOrigin + performance.now();

export interface ProjectorWatch {
  /** Log position → when it was first seen applied in ranking.votes. */
  firstSeen: Map<number, number>;
  /**
   * Stops watching once every acknowledged vote is applied (or `waitMs` passed), and answers the
   * lag of each: from the client's acknowledgement to its first sighting (applied before the
   * answer arrived counts as no lag). Only `userIds`' votes are looked up when given (a shared
   * deployment's log holds other voters' too).
   */
  finish(acked: (Acknowledged & { ackAt: number })[], options?: { userIds?: string[]; waitMs?: number }): Promise<{ lagsMs: number[]; neverApplied: number }>;
}

/**
 * Projector lag, by polling ranking.votes every 10 ms (reads only) and noting when each log
 * position first appears; started before the votes are sent.
 */
export function watchProjector(db: Kysely<any>): ProjectorWatch {
  const firstSeen = new Map<number, number>();
  let maxSeen = 0;
  /** The highest position applied before the watch began: nothing at or below it is ours. */
  let floor = 0;
  let polling = true;
  const poller = (async () => {
    // Where the projection stands now: older votes are not ours.
    try {
      const { rows } = await sql<{ max: number | null }>`select max(id) as max from ranking.votes`.execute(db);
      maxSeen = rows[0]?.max ?? 0;
      floor = maxSeen;
    } catch {
      // an empty or unreadable projection: start from the beginning
    }
    while (polling) {
      try {
        // What is past the highest position seen, and the positions of the 1000 below it not seen
        // yet (applied out of log order, or holes in the log): only rows not seen before come
        // back. Reading the whole window every 10 ms meant ~100 000 rows a second to parse, in the
        // process that also sends the open loop's votes on schedule.
        const unseenBelow: number[] = [];
        for (let id = Math.max(floor + 1, maxSeen - 999); id <= maxSeen; id++) if (!firstSeen.has(id)) unseenBelow.push(id);
        const { rows } = await sql<{ id: number }>`
          select id from ranking.votes where id > ${maxSeen} or id = any(${unseenBelow}::bigint[])`.execute(db);
        const at = wallNow();
        for (const r of rows) {
          if (!firstSeen.has(r.id)) firstSeen.set(r.id, at);
          if (r.id > maxSeen) maxSeen = r.id;
        }
      } catch {
        // the stack is stopping; finish() reports what was never seen
      }
      await sleep(10);
    }
  })();

  return {
    firstSeen,
    async finish(acked, options = {}) {
      // Every acknowledged vote's log position, then wait (bounded) until all are applied.
      const { rows: logged } = await sql<{ id: number; userId: string; idempotencyKey: string }>`
        select id, user_id, idempotency_key from voting.vote_events
        where idempotency_key is not null ${options.userIds ? sql`and user_id = any(${options.userIds})` : sql``}`.execute(db);
      const positionOf = new Map(logged.map((r) => [`${r.userId}\u0000${r.idempotencyKey}`, r.id]));
      const deadline = Date.now() + (options.waitMs ?? 60_000);
      for (;;) {
        const missing = acked.map((a) => positionOf.get(`${a.userId}\u0000${a.key}`)).filter((id): id is number => id !== undefined && !firstSeen.has(id));
        if (missing.length === 0 || Date.now() > deadline) break;
        // Far below the poller's window (a late repair): look them up directly.
        const { rows } = await sql<{ id: number }>`select id from ranking.votes where id = any(${missing})`.execute(db);
        const at = wallNow();
        for (const r of rows) if (!firstSeen.has(r.id)) firstSeen.set(r.id, at);
        await sleep(20);
      }
      polling = false;
      await poller;
      const lagsMs: number[] = [];
      let neverApplied = 0;
      for (const a of acked) {
        const id = positionOf.get(`${a.userId}\u0000${a.key}`);
        const seen = id === undefined ? undefined : firstSeen.get(id);
        if (seen === undefined) neverApplied += 1;
        else lagsMs.push(Math.max(0, seen - a.ackAt));
      }
      return { lagsMs, neverApplied };
    },
  };
}
