import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@tn/kit/db';
import { createRedis } from '@tn/kit/redis';
import { testRedisUrl } from '@tn/kit/testing';
import { createEmulatorUser } from '@tn/kit/testing-auth';
import type { VotingDatabase } from '../../src/votes/vote-tables.ts';
import { createTestContext, ready, vote, voteLimit, VOTING_UNAVAILABLE, type TestApp, type TestContext, type VotePair } from '../helper.ts';

let ctx: TestContext;
let app: TestApp;
let pair: VotePair;

beforeAll(async () => {
  ctx = await createTestContext('voting-failures');
  app = ctx.app();
  pair = await ctx.somePair();
});
afterAll(() => ctx.close());

/** A TCP proxy to a real server that the test can pull the plug on (and that stays down). */
async function pluggableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    /** Refuses new connections and cuts the open ones, like a server that went away. */
    unplug: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

describe('when Postgres goes down', () => {
  it('answers 503, gives the allowance back and writes nothing', async () => {
    const user = await createEmulatorUser();
    // One vote recorded normally first, so the counter exists (1) and is what must come back.
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });

    const dbUrl = new URL(ctx.database.url);
    const proxy = await pluggableProxy({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
    dbUrl.host = `127.0.0.1:${proxy.port}`;
    const flakyDb = createDb<VotingDatabase>(dbUrl.toString(), { max: 2 });
    ctx.onClose(() => flakyDb.destroy());
    const flaky = ctx.app({ db: flakyDb });
    // Warm it up while Postgres is reachable (the location ids are cached from now on).
    expect((await voteLimit(flaky, user.idToken, user.uid)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });

    await proxy.unplug();
    for (let i = 0; i < 3; i++) {
      const res = await vote(flaky, user.idToken, pair);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(VOTING_UNAVAILABLE);
    }

    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('1');
    expect((await voteLimit(app, user.idToken, user.uid)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect(await ctx.events(user.uid)).toHaveLength(1);
    // And the allowance given back is really usable.
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 1, votesPerWeek: 3 });
  });

  it('answers 503 with nothing taken when Postgres is unreachable from the start', async () => {
    const user = await createEmulatorUser();
    const closedDb = createDb<VotingDatabase>('postgres://postgres@127.0.0.1:1/closed', { max: 1 });
    ctx.onClose(() => closedDb.destroy());
    const res = await vote(ctx.app({ db: closedDb }), user.idToken, pair);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(VOTING_UNAVAILABLE);
    expect(await ctx.redis.exists(ctx.counterKey(user.uid))).toBe(0);
  });
});

describe('when the queue is down', () => {
  it('answers 503, rolls the vote back and gives the allowance back', async () => {
    const user = await createEmulatorUser();
    expect((await vote(app, user.idToken, pair)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    const jobsBefore = (await ctx.jobs()).length;

    const queueConnection = createRedis(testRedisUrl());
    queueConnection.on('error', () => {});
    await ready(queueConnection);
    const broken = ctx.app({ queueConnection });
    await broken.ready();
    queueConnection.disconnect();

    const started = Date.now();
    const res = await vote(broken, user.idToken, pair);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(VOTING_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(5_000);

    expect(await ctx.events(user.uid)).toHaveLength(1);
    expect(await ctx.redis.get(ctx.counterKey(user.uid))).toBe('1');
    expect((await voteLimit(app, user.idToken, user.uid)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
    expect(await ctx.jobs()).toHaveLength(jobsBefore);
  });

  it('answers 503 within the enqueue timeout when the queue never connects', async () => {
    const user = await createEmulatorUser();
    const neverUp = createRedis('redis://127.0.0.1:1', { retryStrategy: () => 200 });
    neverUp.on('error', () => {});
    ctx.onClose(() => neverUp.disconnect());
    const broken = ctx.app({ queueConnection: neverUp, enqueueTimeoutMs: 300 });
    const started = Date.now();
    const res = await vote(broken, user.idToken, pair);
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await ctx.events(user.uid)).toHaveLength(0);
    expect((await voteLimit(app, user.idToken, user.uid)).json()).toEqual({ votesRemaining: 3, votesPerWeek: 3 });
  });
});

describe('when the allowance Redis is down', () => {
  it('refuses votes with 503 and answers vote-limit from the log', async () => {
    const user = await createEmulatorUser();
    expect((await vote(app, user.idToken, pair)).statusCode).toBe(200);
    const deadRedis = createRedis('redis://127.0.0.1:1', { retryStrategy: () => 200 });
    deadRedis.on('error', () => {});
    ctx.onClose(() => deadRedis.disconnect());
    const noRedis = ctx.app({ redis: deadRedis });

    const res = await vote(noRedis, user.idToken, pair);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(VOTING_UNAVAILABLE);
    expect(await ctx.events(user.uid)).toHaveLength(1);
    expect((await voteLimit(noRedis, user.idToken, user.uid)).json()).toEqual({ votesRemaining: 2, votesPerWeek: 3 });
  });
});
