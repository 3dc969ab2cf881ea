import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVoteQueue } from '../../src/votes/vote-queue.ts';
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
  it('writes concurrent votes in one transaction, and a batch that fails vote by vote', async () => {
    const queue = createVoteQueue(ctx.queueConnection, ctx.prefix);
    ctx.onClose(() => queue.close());
    const sizes: number[] = [];
    const recorder = createVoteRecorder({ db: ctx.serviceDb, queue, limit: 3, enqueueTimeoutMs: 1_000, observeBatch: (n) => sizes.push(n) });

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
    const recorder = createVoteRecorder({ db: ctx.serviceDb, queue, limit: 3, enqueueTimeoutMs: 1_000 });
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
