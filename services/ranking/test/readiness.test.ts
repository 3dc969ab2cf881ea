import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { connected, createRedis } from '@tn/kit/redis';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '@tn/kit/testing';
import { buildApp } from '../src/app.ts';
import { FAILED_RUNS_NOT_READY, ProjectorRuntime } from '../src/projector/projector-runtime.ts';
import type { ProjectorDatabase } from '../src/projector/vote-log-tables.ts';
import { appendVote, locationIds } from './support/vote-log.ts';

// Bounded only to fail clearly: the test Redis connects in milliseconds.
const ready = (redis: Redis) => connected(redis, 10_000);

/** The lock every projector instance takes for a batch (projector-repository.ts). */
const PROJECTOR_LOCK = sql`select pg_advisory_xact_lock(hashtextextended('tn:ranking:projector', 0))`;

describe('ranking /readyz reports on the projector, not only on its connections', () => {
  let database: TestDatabase;
  /** The admin's, for fixtures (the log belongs to voting). */
  let db: Kysely<ProjectorDatabase>;
  /** As the ranking role, as the process connects. */
  let rankingDb: Kysely<ProjectorDatabase>;
  let redis: Redis;
  let ids: number[];
  const cleanup: (() => Promise<unknown> | unknown)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<ProjectorDatabase>(database.url, { max: 2 });
    rankingDb = createDb<ProjectorDatabase>(database.urlAs('ranking'), { max: 4 });
    redis = createRedis(testRedisUrl());
    await ready(redis);
    ids = await locationIds(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await rankingDb?.destroy();
    redis?.disconnect();
    await database?.drop();
  });
  beforeEach(async () => {
    await sql`truncate ranking.votes, ranking.standings, voting.vote_events restart identity`.execute(db);
  });
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });

  /** A projector with no queue and no sweeper running: it applies only when the test says so. */
  function setup(options: { stallMs: number; db?: Kysely<ProjectorDatabase> }) {
    const projector = new ProjectorRuntime({ db: options.db ?? rankingDb, stallMs: options.stallMs });
    const app = buildApp({ db: rankingDb, redis, projector, logger: false });
    cleanup.push(() => projector.close(), () => app.close());
    const readyz = async () => {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      return { status: res.statusCode, body: res.json() as { status: string; checks: Record<string, string> } };
    };
    return { projector, readyz };
  }

  const vote = (i: number) => appendVote(db, { winningLocationId: ids[i]!, losingLocationId: ids[i + 1]!, userId: `user-${i}` });

  it('is not ready while votes wait and the projector applies nothing for PROJECTOR_STALL_MS; ready once caught up', async () => {
    const { projector, readyz } = setup({ stallMs: 300 });
    await projector.catchUp();
    expect(await readyz()).toEqual({
      status: 200,
      body: { status: 'ready', service: 'ranking', checks: { postgres: 'up', redis: 'up', projector: 'up' } },
    });

    for (let i = 0; i < 3; i++) await vote(i);
    // Past the stall time with the votes still waiting: the connections are fine, the projector is not.
    await sleep(500);
    expect(await readyz()).toEqual({
      status: 503,
      body: { status: 'not ready', service: 'ranking', checks: { postgres: 'up', redis: 'up', projector: 'down' } },
    });

    expect((await projector.catchUp()).applied).toBe(3);
    expect((await readyz()).status).toBe(200);
    // Idle for longer than the stall time, but with nothing waiting: still ready.
    await sleep(500);
    expect((await readyz()).body.checks).toEqual({ postgres: 'up', redis: 'up', projector: 'up' });
  });

  it('is not ready once its last runs failed, before any stall time; ready again after a run succeeds', async () => {
    // Runs fail quickly here: another connection holds the projector lock and this pool waits 100 ms.
    const failingDb = createDb<ProjectorDatabase>(database.urlAs('ranking'), { max: 2, lockTimeoutMs: 100 });
    cleanup.push(() => failingDb.destroy());
    const { projector, readyz } = setup({ stallMs: 600_000, db: failingDb });
    await vote(0);

    const holder = createDb<ProjectorDatabase>(database.url, { max: 1 });
    cleanup.push(() => holder.destroy());
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = holder.transaction().execute(async (trx) => {
      await PROJECTOR_LOCK.execute(trx);
      locked();
      await released;
    });
    try {
      await isLocked;
      // Each run waits for the lock and gives up (lock_timeout), and leaves its connection clean.
      for (let i = 0; i < FAILED_RUNS_NOT_READY; i++) {
        await expect(projector.catchUp()).rejects.toMatchObject({ code: '55P03' });
      }
      expect(await readyz()).toEqual({
        status: 503,
        body: { status: 'not ready', service: 'ranking', checks: { postgres: 'up', redis: 'up', projector: 'down' } },
      });
      expect(projector.stats().failedRuns).toBe(FAILED_RUNS_NOT_READY);
    } finally {
      release();
      await holding;
    }

    expect((await projector.catchUp()).applied).toBe(1);
    expect(await readyz()).toMatchObject({ status: 200, body: { checks: { projector: 'up' } } });
  });
});
