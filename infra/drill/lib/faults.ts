import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { createRedis } from '@tn/kit/redis';
import { wallNow } from '../../bench/lib/projector-lag.ts';
import { seconds } from '../../bench/lib/stats.ts';
import type { Stack } from '../../stack/start.ts';
import { lastLogged, waitForProjection } from './accounting.ts';
import type { OwnPostgres } from './own-postgres.ts';

/** What a drill may act on: the stack, its database (as its owner), its Redis, its own Postgres. */
export interface DrillContext {
  stack: Stack;
  db: Kysely<any>;
  redisUrl: string;
  /** The voting replicas' labels (`voting#1`…). */
  votingReplicas: string[];
  /** Only for the Postgres restart. */
  postgres?: OwnPostgres;
  /** How long what a drill stops stays down before it is started again (a replica, the projector, Postgres). */
  downMs: number;
}

/** When the fault began and ended (wall-clock ms), and what happened, in words. */
export interface FaultReport {
  startedAt: number;
  endedAt: number;
  /** The projector drill: when the projector had caught up again (its recovery). */
  caughtUpAt?: number;
  notes: string[];
}

export type DrillId = 'a' | 'b' | 'c' | 'd';

export interface Drill {
  id: DrillId;
  title: string;
  /** The client sends a failed vote again (same Idempotency-Key); not in (a), where the gateway alone must hide the restarts. */
  clientRetries: boolean;
  /** What the recovery time measures for this drill. */
  recovery: 'client' | 'projector';
  inject(ctx: DrillContext): Promise<FaultReport>;
}

const exitText = (exit: { code: number | null; signal: NodeJS.Signals | null }) => (exit.signal ? `signal ${exit.signal}` : `exit ${exit.code}`);

/**
 * (a) Each voting replica in turn: SIGTERM (it drains: refuses new connections, answers what
 * reaches it on open ones with Connection: close, waits for the gateway to close its idle ones),
 * then started again on the same port; the next one a second after the last is ready.
 */
const restartVotingReplicas: Drill = {
  id: 'a',
  title: 'restart each voting replica in turn',
  clientRetries: false,
  recovery: 'client',
  async inject(ctx) {
    const startedAt = wallNow();
    const notes: string[] = [];
    for (const [i, label] of ctx.votingReplicas.entries()) {
      if (i > 0) await sleep(1_000);
      const t0 = wallNow();
      const exit = await ctx.stack.kill(label, 'SIGTERM');
      const t1 = wallNow();
      await sleep(ctx.downMs);
      await ctx.stack.revive(label);
      notes.push(`${label}: stopped in ${seconds(t1 - t0)} (${exitText(exit)}), ready again ${seconds(wallNow() - t1)} later`);
    }
    return { startedAt, endedAt: wallNow(), notes };
  },
};

/**
 * The projector's batch in the middle of its write (one statement stores the votes and their
 * standings), waiting for a standings row: its transaction open, the projector lock held.
 */
async function projectorWaitingOnStandings(db: Kysely<any>, timeoutMs: number): Promise<{ pid: number } | undefined> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const { rows } = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where application_name = 'ranking' and state = 'active' and wait_event_type = 'Lock'
        and query like '%stored_votes%'`.execute(db);
    if (rows[0]) return rows[0];
    await sleep(10);
  }
  return undefined;
}

/**
 * (b) kill -9 of the ranking process (the projector) in the middle of a batch. To land the kill
 * inside a batch every time, the drill holds a row lock on every standings row (SELECT … FOR
 * UPDATE, in a transaction of its own) until the projector's batch is seen waiting for it in the
 * middle of its write. Then SIGKILL, the lock released (the orphaned batch can only roll back:
 * its client is gone, so its commit never comes), the process started again; recovered once
 * every vote logged by then is applied.
 */
const killProjectorMidBatch: Drill = {
  id: 'b',
  title: 'kill -9 the projector mid-batch',
  clientRetries: true,
  recovery: 'projector',
  async inject(ctx) {
    const notes: string[] = [];
    let killedAt: number | undefined;
    // A batch touches only the places its votes name: new rows may appear between attempts, so a few rounds.
    for (let round = 1; round <= 5 && killedAt === undefined; round++) {
      await ctx.db.connection().execute(async (conn) => {
        await sql`begin`.execute(conn);
        try {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from (select 1 from ranking.standings for update) locked`.execute(conn);
          const waiting = await projectorWaitingOnStandings(ctx.db, 5_000);
          if (!waiting) return;
          killedAt = wallNow();
          const exit = await ctx.stack.kill('ranking', 'SIGKILL');
          notes.push(
            `ranking killed (${exitText(exit)}) while its batch (backend ${waiting.pid}) was writing, waiting for a standings row ` +
              `with its transaction open and the projector lock held (round ${round}, ${rows[0]!.n} standings rows held)`,
          );
        } finally {
          await sql`commit`.execute(conn);
        }
      });
    }
    if (killedAt === undefined) throw new Error('no projector batch was seen waiting on the standings in 5 rounds of 5 s: are votes flowing?');
    const t1 = wallNow();
    await sleep(ctx.downMs);
    await ctx.stack.revive('ranking');
    const readyAt = wallNow();
    notes.push(`ranking ready again ${seconds(readyAt - t1)} after the kill`);
    const upTo = await lastLogged(ctx.db);
    const caughtUpAt = await waitForProjection(ctx.db, 120_000, upTo);
    if (caughtUpAt === undefined) notes.push('the projector had not caught up 120 s after it was started again');
    else notes.push(`every vote logged by then applied ${seconds(caughtUpAt - killedAt)} after the kill`);
    return { startedAt: killedAt, endedAt: readyAt, caughtUpAt, notes };
  },
};

/**
 * (c) FLUSHALL on the stack's own Redis: the allowance counters (rebuilt from the log), the
 * Idempotency-Key marks, the queued wake-ups of the projector (its 2 s sweep finds their votes)
 * and the gateway's rate-limit counters are gone at once.
 */
const flushRedis: Drill = {
  id: 'c',
  title: 'Redis FLUSHALL',
  clientRetries: true,
  recovery: 'client',
  async inject(ctx) {
    const redis = createRedis(ctx.redisUrl, { connectionName: 'drill', enableOfflineQueue: true, commandTimeout: 10_000 });
    redis.on('error', () => {});
    try {
      const keys = await redis.dbsize();
      const startedAt = wallNow();
      await redis.flushall();
      const endedAt = wallNow();
      const upTo = await lastLogged(ctx.db);
      const caughtUpAt = await waitForProjection(ctx.db, 60_000, upTo);
      return {
        startedAt,
        endedAt,
        notes: [
          `${keys} keys flushed`,
          caughtUpAt === undefined ? 'the projector had not applied the votes logged before the flush 60 s later' : `the votes logged by then applied ${seconds(caughtUpAt - startedAt)} after the flush`,
        ],
      };
    } finally {
      await redis.quit().catch(() => redis.disconnect());
    }
  },
};

/** (d) The drill's own PostgreSQL stopped (fast shutdown: connections cut) and started again, same port and data. */
const restartPostgres: Drill = {
  id: 'd',
  title: 'PostgreSQL restart',
  clientRetries: true,
  recovery: 'client',
  async inject(ctx) {
    if (!ctx.postgres) throw new Error('the Postgres restart needs the drill\'s own PostgreSQL');
    const startedAt = wallNow();
    const { stoppedMs, startedMs } = await ctx.postgres.restart(ctx.downMs);
    const endedAt = wallNow();
    const upTo = await lastLogged(ctx.db).catch(() => undefined);
    const caughtUpAt = upTo === undefined ? undefined : await waitForProjection(ctx.db, 60_000, upTo);
    return {
      startedAt,
      endedAt,
      notes: [
        `PostgreSQL stopped in ${seconds(stoppedMs)}, accepting connections again ${seconds(startedMs)} later${ctx.downMs > 0 ? ` (down ${seconds(ctx.downMs)} on purpose)` : ''}`,
        caughtUpAt === undefined ? 'the projector had not caught up 60 s after the restart' : `the votes logged by then applied ${seconds(caughtUpAt - startedAt)} after the stop began`,
      ],
    };
  },
};

export const DRILLS: readonly Drill[] = [restartVotingReplicas, killProjectorMidBatch, flushRedis, restartPostgres];
