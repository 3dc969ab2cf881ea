import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Queue } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import { createTestDatabase, eventually, startThrowawayRedis, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@tn/kit/testing';
import { createDb } from '@tn/kit/db';
import { ProjectorRuntime, type ProjectorStats } from '../src/projector/projector-runtime.ts';
import { VOTE_JOB, VOTE_QUEUE, wakeJobId, type VoteJobData } from '@tn/contracts/queue';
import type { ProjectorDatabase } from '../src/projector/vote-log-tables.ts';
import { appendRandomVotes, appendVote, expectProjectionMatchesLog, locationIds, type Appended } from './support/vote-log.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

describe('projector runtime: BullMQ wake-ups and the sweeper', () => {
  let database: TestDatabase;
  let db: Kysely<ProjectorDatabase>;
  let ids: number[];
  let prefix: string;
  const cleanup: (() => Promise<unknown> | void)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<ProjectorDatabase>(database.url, { max: 4 });
    ids = await locationIds(db);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    prefix = uniqueRedisPrefix('ranking');
    await sql`truncate ranking.votes, ranking.standings, voting.vote_events restart identity`.execute(db);
  });

  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  function queueOn(url: string) {
    const queue = new Queue<VoteJobData>(VOTE_QUEUE, { connection: { url }, prefix });
    queue.on('error', () => {});
    cleanup.push(async () => {
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
    });
    return queue;
  }

  function runtime(
    options: { url?: string; sweepIntervalMs?: number; batchSize?: number; queue?: boolean; wakeCommitMarginMs?: number; windowCheckIntervalMs?: number } = {},
  ) {
    const instanceDb = createDb<ProjectorDatabase>(database.urlAs('ranking'), { max: 2 });
    const projector = new ProjectorRuntime({
      db: instanceDb,
      queue: options.queue === false ? undefined : { connection: { url: options.url ?? testRedisUrl() }, prefix },
      sweepIntervalMs: options.sweepIntervalMs ?? 60_000,
      batchSize: options.batchSize,
      wakeCommitMarginMs: options.wakeCommitMarginMs,
      windowCheckIntervalMs: options.windowCheckIntervalMs,
    });
    cleanup.push(async () => {
      await projector.close();
      await instanceDb.destroy();
    });
    return projector;
  }

  /** What the voting service does before it writes: adds the time slot's wake-up job. */
  const wake = (queue: Queue<VoteJobData>, jobId = wakeJobId(Date.now())) =>
    queue.add(VOTE_JOB, {}, { jobId, removeOnComplete: true, removeOnFail: 1000 });

  const appliedCount = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from ranking.votes`.execute(db)).rows[0]!.n);

  /**
   * The counters of a run are added once its result is back, a moment after its transaction
   * committed: a test that has just seen the run's votes waits for them too.
   */
  const runsCounted = (projector: ProjectorRuntime, expected: Partial<ProjectorStats>) =>
    eventually(async () => expect(projector.stats()).toMatchObject(expected), 2_000, 2);

  const vote = (i: number) =>
    appendVote(db, { winningLocationId: ids[i % 10]!, losingLocationId: ids[(i % 10) + 1]!, userId: `user-${i}` });

  /**
   * A vote that commits below the cursor: the first voter's transaction takes the lower id, and
   * commits only after `projector` has applied a later vote (that run is made here).
   */
  async function commitBelowCursor(projector: ProjectorRuntime): Promise<void> {
    // Kysely's transaction(): committed when the body returns, rolled back when it throws, so a
    // failed check leaves no locks behind for the next test's truncate to wait on.
    await db.transaction().execute(async (slow) => {
      const late = await appendVote(slow, { winningLocationId: ids[0]!, losingLocationId: ids[1]! });
      const fast = await vote(2);
      expect(late.id).toBeLessThan(fast.id);
      expect(await projector.catchUp()).toMatchObject({ applied: 1 });
    });
  }

  it('applies a vote soon after its job arrives (lag from insert to applied)', async () => {
    const queue = queueOn(testRedisUrl());
    // The sweeper runs once at start and then only every minute: jobs alone must carry the votes.
    const projector = runtime().start();
    await projector.waitUntilReady();
    const lags: number[] = [];
    for (let i = 0; i < 40; i++) {
      const started = performance.now();
      await wake(queue);
      const event = await vote(i);
      await eventually(async () => {
        const row = await db.selectFrom('ranking.votes').select('id').where('id', '=', event.id).executeTakeFirst();
        if (!row) throw new Error(`vote ${event.id} not applied yet`);
      }, 5_000, 2);
      lags.push(performance.now() - started);
    }
    lags.sort((x, y) => x - y);
    const p50 = lags[Math.floor(lags.length / 2)]!;
    const max = lags[lags.length - 1]!;
    console.info(`projector lag, insert → applied, 40 sequential votes: p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
    expect(max).toBeLessThan(2_000);
    await expectProjectionMatchesLog(db);
  });

  it('a slot\'s job, added before the slot\'s writes, applies every write that commits within its slot and margin', async () => {
    const queue = queueOn(testRedisUrl());
    // A long margin, so the second commit surely falls within it however slow this machine is;
    // every run reads the window (no run of its own for it), so the runs counted are the job's.
    const projector = runtime({ wakeCommitMarginMs: 6_000, windowCheckIntervalMs: 0 }).start();
    await projector.waitUntilReady();
    // The start's sweep is over: from here on only the job catches up.
    await eventually(async () => expect(projector.stats().runs).toBe(1));
    // The first write of a slot adds the job and commits at once; a second one in the same slot
    // finds the job there and commits later.
    const slot = wakeJobId(Date.now());
    await wake(queue, slot);
    const first = await vote(0);
    const second = await db.transaction().execute(async (trx) => {
      const appended = await appendVote(trx, { winningLocationId: ids[2]!, losingLocationId: ids[3]! });
      // The first by the catch-up soon after the job was added, the lone write's (within the
      // margin: on a machine loaded by every other test file, a second or two).
      await eventually(async () => expect(await appliedCount()).toBe(1), 5_000, 2);
      return appended;
    });
    // The second by the job's catch-up after its margin, well before the next sweep (a minute away).
    await eventually(async () => expect(await appliedCount()).toBe(2), 9_000, 2);
    expect(second.id).toBeGreaterThan(first.id);
    // The start's sweep, then the job's two.
    await runsCounted(projector, { jobs: 1, runs: 3 });
    await expectProjectionMatchesLog(db);
  });

  it('I3: a vote that commits below the cursor waits for the next window check (the runs in between read only past the cursor), then is projected in log order', async () => {
    const windowCheckIntervalMs = 3_000;
    const projector = runtime({ queue: false, windowCheckIntervalMs }).start();
    // The start's sweep (a full check, so a window check too) is over.
    await eventually(async () => expect(projector.stats().runs).toBe(1));
    const sinceWindowCheck = performance.now();
    await commitBelowCursor(projector);
    const beforeWindowCheck = await projector.catchUp();
    // Unless this machine took the whole interval to get here, that run read past the cursor only.
    if (performance.now() - sinceWindowCheck < windowCheckIntervalMs - 500) expect(beforeWindowCheck).toMatchObject({ applied: 0 });
    // The next window check (this test's runs or the one a skipped check schedules) repairs it.
    await eventually(async () => {
      await projector.catchUp();
      expect(projector.stats().repairs).toBe(1);
    }, windowCheckIntervalMs + 5_000, 100);
    await expectProjectionMatchesLog(db);
  });

  // A timer can fire a millisecond or two before Date.now() has moved on by its whole delay (libuv
  // counts from the loop's cached time): with the clock reading 20 ms behind the timer's, the run
  // it makes still checks the window, and no later run is needed.
  it.each([0, 20])(
    'I3: a run that skipped the window check is followed by one within its interval, even when nothing else comes (the clock %i ms behind)',
    async (clockLagMs) => {
      const windowCheckIntervalMs = 1_000;
      // No queue, and the next sweep a minute away: only the projector itself can run again.
      const projector = runtime({ queue: false, windowCheckIntervalMs }).start();
      await eventually(async () => expect(projector.stats().runs).toBe(1));
      // Within the interval of the start's check: the run it makes reads past the cursor only.
      await commitBelowCursor(projector);
      const realNow = Date.now.bind(Date);
      const lagging = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - clockLagMs);
      try {
        await eventually(async () => expect(await appliedCount()).toBe(2), windowCheckIntervalMs + 5_000, 50);
        await runsCounted(projector, { runs: 3, repairs: 1 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(projector.stats()).toMatchObject({ runs: 3, repairs: 1 });
      } finally {
        lagging.mockRestore();
      }
      await expectProjectionMatchesLog(db);
    },
  );

  it('I2: duplicate and re-added jobs and two projector instances apply every vote exactly once', async () => {
    const queue = queueOn(testRedisUrl());
    const first = runtime().start();
    const second = runtime().start();
    await Promise.all([first.waitUntilReady(), second.waitUntilReady()]);
    const events: Appended[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, lane) => {
        for (let i = 0; i < 40; i++) {
          const event = await vote(lane * 40 + i);
          events.push(event);
          await wake(queue, event.eventId);
          // The same job again (deduplicated by its id) and a second job for the same event.
          await wake(queue, event.eventId);
          await wake(queue, `${event.eventId}-again`);
        }
      }),
    );
    await eventually(async () => expect(await appliedCount()).toBe(events.length));
    // Re-adding every job after the fact changes nothing.
    await Promise.all(events.map((e) => wake(queue, `${e.eventId}-late`)));
    await eventually(async () => expect(await queue.getJobCounts('wait', 'active', 'delayed')).toEqual({ wait: 0, active: 0, delayed: 0 }));
    await expectProjectionMatchesLog(db);
    // Wake-ups were shared: far fewer catch-up runs than jobs.
    const [a, b] = [first.stats(), second.stats()];
    expect(a.jobs + b.jobs).toBeGreaterThanOrEqual(events.length * 3);
    expect(a.runs + b.runs).toBeLessThan(events.length);
    expect(a.applied + b.applied).toBeGreaterThanOrEqual(events.length);
  });

  it('I1: a Redis flush with jobs pending loses no vote: the sweeper applies what no job carries', async () => {
    const redis = await startThrowawayRedis();
    cleanup.push(() => redis.stop());
    const queue = queueOn(redis.url);
    const before: Appended[] = [];
    for (let i = 0; i < 30; i++) {
      const event = await vote(i);
      before.push(event);
      await wake(queue, event.eventId);
    }
    expect(await queue.getJobCounts('wait')).toEqual({ wait: 30 });
    await redis.client.flushall();
    expect(await queue.getJobCounts('wait')).toEqual({ wait: 0 });

    const projector = runtime({ url: redis.url, sweepIntervalMs: 200 }).start();
    await projector.waitUntilReady();
    await eventually(async () => expect(await appliedCount()).toBe(30));

    // Flushed again while running, then votes whose jobs never made it: still applied.
    await redis.client.flushall();
    for (let i = 30; i < 45; i++) await vote(i);
    await eventually(async () => expect(await appliedCount()).toBe(45));
    // And the worker still takes jobs after the flush.
    await wake(queue);
    await vote(45);
    await eventually(async () => expect(await appliedCount()).toBe(46));
    await expectProjectionMatchesLog(db);
  });

  it('close() lets the current batch commit and stops: what is stored is a whole prefix of the log', async () => {
    await appendRandomVotes(db, 20_000, ids);
    const projector = runtime({ queue: false, batchSize: 100 }).start();
    await eventually(async () => expect(await appliedCount()).toBeGreaterThan(0), 10_000, 1);
    await projector.close();
    const applied = await appliedCount();
    expect(applied % 100).toBe(0);
    expect(applied).toBeLessThan(20_000);
    // Nothing more is applied after close.
    await new Promise((r) => setTimeout(r, 200));
    expect(await appliedCount()).toBe(applied);
    await expectProjectionMatchesLog(db, applied);
  });

  it('I1: the projector process killed mid-batch (SIGKILL) and restarted applies every vote exactly once (draws among them)', async () => {
    await appendRandomVotes(db, 10_000, ids, { draws: 0.2 });
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      PORT: '0',
      LOG_LEVEL: 'warn',
      PROJECTOR_BATCH_SIZE: '100',
    };
    const start = () => {
      const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (d) => (stderr += String(d)));
      cleanup.push(() => stop(child));
      return { child, stderr: () => stderr };
    };
    const stop = async (child: ChildProcess) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    };

    const first = start();
    await eventually(async () => expect(await appliedCount()).toBeGreaterThan(500), 20_000, 5);
    await stop(first.child);
    const atKill = await appliedCount();
    expect(atKill).toBeLessThan(10_000);
    expect(atKill % 100).toBe(0); // whole batches only
    await expectProjectionMatchesLog(db, atKill);

    const second = start();
    await eventually(async () => expect(await appliedCount()).toBe(10_000), 30_000, 50);
    await expectProjectionMatchesLog(db);
    // A graceful stop: SIGTERM ends it cleanly.
    const exited = new Promise<number | null>((r) => second.child.once('exit', (code) => r(code)));
    second.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(second.stderr()).toBe('');
  });
});
