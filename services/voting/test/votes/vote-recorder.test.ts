import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WAKE_CLOCK_TOLERANCE_MS, WAKE_COMMIT_MARGIN_MS, WAKE_SLOT_MS, wakeJobId } from '@tn/contracts/queue';
import { connected, createRedis, DEFAULT_REDIS_COMMAND_TIMEOUT_MS } from '@tn/kit/redis';
import { testRedisUrl } from '@tn/kit/testing';
import { createVoteQueue, createWaker } from '../../src/votes/vote-queue.ts';
import { createVoteRecorder, type VoteToRecord } from '../../src/votes/vote-recorder.ts';
import { weekOf } from '../../src/votes/week.ts';
import { createTestContext, type TestContext, type VotePair } from '../helper.ts';

let ctx: TestContext;
let pair: VotePair;

beforeAll(async () => {
  ctx = await createTestContext('voting-recorder');
  pair = await ctx.somePair();
});
afterAll(() => ctx.close());

const newVote = (userId: string, overrides: Partial<VoteToRecord> = {}): VoteToRecord => ({
  eventId: randomUUID(),
  userId,
  ...pair,
  outcome: 'win',
  matchupTokenId: null,
  votedAt: new Date(),
  week: weekOf(),
  idempotencyKey: null,
  ...overrides,
});

describe('the vote recorder (group commit)', () => {
  it('writes concurrent votes in one statement, and a batch that fails vote by vote', async () => {
    const queue = createVoteQueue(ctx.queueConnection, ctx.prefix);
    ctx.onClose(() => queue.close());
    const sizes: number[] = [];
    const recorder = createVoteRecorder({ db: ctx.serviceDb, waker: createWaker(queue, 1_000), limit: 3, observeBatch: (n) => sizes.push(n) });

    // The first goes at once; the next five wait for it and go together. One of them breaks a
    // check constraint (equal places), which fails its whole batch: each is then written alone.
    const users = Array.from({ length: 6 }, () => `recorder-${randomUUID()}`);
    const broken = newVote(users[3]!, { losingLocationId: pair.winningLocationId });
    const results = await Promise.allSettled(users.map((u, i) => recorder.record(i === 3 ? broken : newVote(u))));

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    for (const r of results) if (r.status === 'fulfilled') expect(r.value).toMatchObject({ kind: 'accepted', used: 0, votesRemaining: 2 });
    expect(sizes.slice(0, 2)).toEqual([1, 5]);
    const logged = await ctx.db.selectFrom('voting.vote_events').select('userId').where('userId', 'in', users).execute();
    expect(logged.map((e) => e.userId).sort()).toEqual(users.filter((_, i) => i !== 3).sort());
  });

  it('counts the votes of one user in a batch together: the 4th of a week is refused, a repeated key answers the first', async () => {
    const queue = createVoteQueue(ctx.queueConnection, ctx.prefix);
    ctx.onClose(() => queue.close());
    const recorder = createVoteRecorder({ db: ctx.serviceDb, waker: createWaker(queue, 1_000), limit: 3 });
    const user = `recorder-${randomUUID()}`;
    const results = await Promise.all([
      recorder.record(newVote(user)), // alone: the batch that starts the writing
      recorder.record(newVote(user, { idempotencyKey: 'k1' })),
      recorder.record(newVote(user, { idempotencyKey: 'k1' })),
      recorder.record(newVote(user)),
      recorder.record(newVote(user)),
    ]);
    expect(results.map((r) => r.kind)).toEqual(['accepted', 'accepted', 'replay', 'accepted', 'limit']);
    expect(results.map((r) => r.used)).toEqual([0, 1, 2, 2, 3]);
    expect(await ctx.events(user)).toHaveLength(3);
  });
});

/** Holds the event loop, as a busy process does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the waker (one wake-up job per time slot)', () => {
  function wakerAt(clock: { now: number }) {
    const queue = createVoteQueue(ctx.queueConnection, ctx.prefix);
    ctx.onClose(() => queue.close());
    const added: string[] = [];
    const add = queue.add.bind(queue);
    queue.add = (name, data, opts) => {
      added.push(String(opts?.jobId));
      return add(name, data, opts);
    };
    return { waker: createWaker(queue, 1_000, () => clock.now), added, queue };
  }

  it('adds the slot\'s job before the first write of the slot only, and names the time its writes must commit by', async () => {
    const clock = { now: 1_000_000_000_000 + 3 }; // 3 ms into a slot
    const { waker, added, queue } = wakerAt(clock);
    // The slot's end and the projector's margin, less the room left for another replica's clock.
    expect(await waker.beforeWrite()).toBe(clock.now - 3 + WAKE_SLOT_MS + WAKE_COMMIT_MARGIN_MS - WAKE_CLOCK_TOLERANCE_MS);
    clock.now += 10;
    await waker.beforeWrite();
    expect(added).toEqual([wakeJobId(clock.now)]);
    expect(await queue.getJob(wakeJobId(clock.now))).toMatchObject({ name: 'vote', data: {} });
    clock.now += WAKE_SLOT_MS;
    await waker.beforeWrite();
    expect(added).toEqual([wakeJobId(clock.now - WAKE_SLOT_MS), wakeJobId(clock.now)]);
  });

  it('still adds wake-ups when the process was too busy to read Redis\'s first replies as it connected', async () => {
    // A replica starting on a loaded machine: the connection becomes ready, then the event loop
    // is held longer than the command timeout, so whatever was asked of Redis meanwhile times out.
    // The client as the service makes it (the default timeout), so later commands get as long
    // as in production, however loaded the machine running the test.
    const connection = createRedis(testRedisUrl(), { connectionName: 'voting-queue-stalled' });
    ctx.onClose(() => connection.disconnect());
    const queue = createVoteQueue(connection, ctx.prefix);
    ctx.onClose(() => queue.close());
    connection.once('ready', () => setImmediate(() => busyFor(DEFAULT_REDIS_COMMAND_TIMEOUT_MS + 200)));
    await connected(connection);
    await sleep(100);

    const at = Date.now();
    await createWaker(queue, 1_000, () => at).beforeWrite();
    expect(await queue.getJob(wakeJobId(at))).toMatchObject({ name: 'vote' });
  });

  it('after a write that committed past its deadline, adds the job of the slot it committed in', async () => {
    const start = 1_000_000_000_000;
    const clock = { now: start };
    const { waker, added } = wakerAt(clock);
    const deadline = await waker.beforeWrite();
    clock.now = deadline; // in time: its slot's job covers it
    waker.afterWrite(deadline);
    clock.now = deadline + 1; // late
    waker.afterWrite(deadline);
    await vi.waitFor(() => expect(added).toEqual([wakeJobId(start), wakeJobId(deadline + 1)]));
    expect(wakeJobId(deadline + 1)).not.toBe(wakeJobId(start));
  });
});
