import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { Registry } from '@tn/kit/metrics';
import { createTestDatabase, eventually, testRedisUrl, uniqueRedisPrefix, type TestDatabase } from '@tn/kit/testing';
import { VOTE_JOB, VOTE_QUEUE, type VoteJobData } from '@tn/contracts/queue';
import { createProjectorMetrics } from '../src/projector/projector-metrics.ts';
import { ProjectorRuntime } from '../src/projector/projector-runtime.ts';
import type { ProjectorDatabase } from '../src/projector/vote-log-tables.ts';
import { appendVote, locationIds } from './support/vote-log.ts';

describe('projector metrics', () => {
  let database: TestDatabase;
  /** The admin's, for fixtures (the log belongs to voting). */
  let db: Kysely<ProjectorDatabase>;
  /** As the ranking role, as the process connects. */
  let rankingDb: Kysely<ProjectorDatabase>;
  let ids: number[];
  let registry: Registry;
  const cleanup: (() => Promise<unknown> | unknown)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<ProjectorDatabase>(database.url, { max: 2 });
    rankingDb = createDb<ProjectorDatabase>(database.urlAs('ranking'), { max: 4 });
    ids = await locationIds(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await rankingDb?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    registry = new Registry();
    await sql`truncate ranking.votes, ranking.standings, voting.vote_events restart identity`.execute(db);
  });
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  /** A metric's samples by name (a histogram's _count, _sum and _bucket included). */
  async function samples(name: string) {
    const metric = registry.getSingleMetric(name);
    if (!metric) throw new Error(`no metric ${name}`);
    return (await metric.get()).values as { value: number; labels: Record<string, unknown>; metricName?: string }[];
  }
  const gauge = async (name: string) => (await samples(name))[0]!.value;
  const count = async (name: string) => (await samples(name)).find((s) => s.metricName === `${name}_count`)?.value ?? 0;
  const sum = async (name: string) => (await samples(name)).find((s) => s.metricName === `${name}_sum`)?.value ?? 0;

  function projector(options: { queuePrefix?: string; db?: Kysely<ProjectorDatabase> } = {}) {
    const runtime = new ProjectorRuntime({
      db: rankingDb,
      queue: options.queuePrefix ? { connection: { url: testRedisUrl() }, prefix: options.queuePrefix } : undefined,
      sweepIntervalMs: 60_000,
      observer: createProjectorMetrics(registry, options.db ?? rankingDb),
    });
    cleanup.push(() => runtime.close());
    return runtime;
  }

  const vote = (secondsAgo: number, i = 0) =>
    appendVote(db, { winningLocationId: ids[i]!, losingLocationId: ids[i + 1]!, votedAt: new Date(Date.now() - secondsAgo * 1000) });

  it('shows the lag of a waiting vote, then 0, with the batch and the vote\'s delay observed', async () => {
    const runtime = projector();
    expect(await gauge('ranking_projector_lag_seconds')).toBe(0);
    await vote(10);
    await vote(4, 2);
    const lag = await gauge('ranking_projector_lag_seconds');
    // The oldest waiting vote's age, measured on the database's clock.
    expect(lag).toBeGreaterThanOrEqual(9.5);
    expect(lag).toBeLessThan(60);
    expect(await count('ranking_projector_batch_duration_seconds')).toBe(0);

    expect((await runtime.catchUp()).applied).toBe(2);
    expect(await gauge('ranking_projector_lag_seconds')).toBe(0);
    expect(await count('ranking_projector_batch_duration_seconds')).toBeGreaterThanOrEqual(1);
    expect(await sum('ranking_projector_batch_duration_seconds')).toBeGreaterThan(0);
    expect(await gauge('ranking_votes_applied_total')).toBe(2);
    expect(await count('ranking_projector_batch_votes')).toBe(1);
    expect(await sum('ranking_projector_batch_votes')).toBe(2);
    // Cast 10 s and 4 s ago: each vote's wait for its standings is observed once.
    expect(await count('ranking_vote_apply_delay_seconds')).toBe(2);
    expect(await sum('ranking_vote_apply_delay_seconds')).toBeGreaterThanOrEqual(13.5);
    expect(await gauge('ranking_projector_failed_runs_total')).toBe(0);
  });

  it('observes how long a wake-up job waited in the queue', async () => {
    const prefix = uniqueRedisPrefix('ranking-metrics');
    const queue = new Queue<VoteJobData>(VOTE_QUEUE, { connection: { url: testRedisUrl() }, prefix });
    queue.on('error', () => {});
    cleanup.push(async () => {
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
    });
    const appended = await vote(0);
    // Enqueued before the projector starts: it waits until the worker picks it up.
    await queue.add(VOTE_JOB, {}, { jobId: appended.eventId, removeOnComplete: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const runtime = projector({ queuePrefix: prefix }).start();
    await runtime.waitUntilReady();
    await eventually(async () => expect(await count('ranking_vote_queue_wait_seconds')).toBe(1));
    expect(await sum('ranking_vote_queue_wait_seconds')).toBeGreaterThanOrEqual(0.2);
    await eventually(async () => expect(await gauge('ranking_projector_lag_seconds')).toBe(0));
  });

  it('counts a failed run, and reports the lag as unknown (NaN) when the log cannot be read', async () => {
    const unreachable = createDb<ProjectorDatabase>('postgres://ranking@127.0.0.1:1/none', { max: 1 });
    cleanup.push(() => unreachable.destroy());
    const runtime = new ProjectorRuntime({ db: unreachable, sweepIntervalMs: 60_000, observer: createProjectorMetrics(registry, unreachable) });
    cleanup.push(() => runtime.close());
    await expect(runtime.catchUp()).rejects.toThrow();
    expect(await gauge('ranking_projector_failed_runs_total')).toBe(1);
    expect(await gauge('ranking_projector_lag_seconds')).toBeNaN();
  });
});
