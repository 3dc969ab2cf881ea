import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { VOTE_JOB, VOTE_QUEUE, wakeJobId, type VoteJobData } from '@tn/contracts/queue';

export type VoteQueue = Queue<VoteJobData, void, typeof VOTE_JOB>;

/**
 * The HTTP side's queue, on a connection of its own whose offline queue is off: while Redis is
 * down, adding a job fails at once and the vote answers 503 instead of waiting.
 */
export function createVoteQueue(connection: Redis, prefix: string): VoteQueue {
  return new Queue<VoteJobData, void, typeof VOTE_JOB>(VOTE_QUEUE, { connection, prefix });
}

export async function enqueueVote(queue: VoteQueue, data: VoteJobData, timeoutMs: number): Promise<void> {
  await withTimeout(
    // One job per slot (@tn/contracts/queue): while it waits or runs, adding it again is a no-op.
    queue.add(VOTE_JOB, data, { jobId: wakeJobId(Date.now()), removeOnComplete: true, removeOnFail: 1000 }),
    timeoutMs,
    `enqueueing vote ${data.eventId} took longer than ${timeoutMs} ms`,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  // A late add is not a problem (the job is only a wake-up), but its rejection must not be unhandled.
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
