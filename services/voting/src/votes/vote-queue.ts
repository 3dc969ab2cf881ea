import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { withTimeout } from '@tn/kit/timeout';
import { VOTE_JOB, VOTE_QUEUE, wakeJobId, wakeWriteDeadline, type VoteJobData } from '@tn/contracts/queue';

export type VoteQueue = Queue<VoteJobData, void, typeof VOTE_JOB>;

/**
 * The HTTP side's queue, on a connection of its own whose offline queue is off: while Redis is
 * down, adding a job fails at once and the vote answers 503 instead of waiting.
 *
 * skipVersionCheck: otherwise BullMQ asks Redis for its version (INFO) once, as the connection
 * becomes ready, and keeps that first answer for the queue's whole life. An INFO that fails (the
 * command timeout passing while a starting replica is busy on a loaded machine, a Redis blip)
 * would fail every later add, so every vote of a replica that looks healthy would answer 503.
 */
export function createVoteQueue(connection: Redis, prefix: string): VoteQueue {
  return new Queue<VoteJobData, void, typeof VOTE_JOB>(VOTE_QUEUE, { connection, prefix, skipVersionCheck: true });
}

export interface Waker {
  /**
   * Before a write: makes sure the current slot's wake-up job is in the queue and returns the time
   * by which the write must commit for that job to cover it. Rejects (within the timeout) when the
   * queue cannot take the job, so that nothing is written: no vote is acknowledged that no wake-up
   * would announce.
   */
  beforeWrite(): Promise<number>;
  /**
   * After a write committed: when it committed past `deadline` (a slow write, a lock wait), the
   * slot's job may have caught up already, so the slot of now gets its job. Not awaited by the vote:
   * the vote is committed, and a wake-up that cannot be added only delays it until the projector's
   * sweeper.
   */
  afterWrite(deadline: number): void;
}

/**
 * One job per time slot (@tn/contracts/queue), added by this process at most once per slot: the
 * votes of a slot after the first pay no Redis round trip. The job id being the slot's, adding it
 * again (another replica, or two writes at once) is a no-op while it waits or runs.
 */
export function createWaker(queue: VoteQueue, timeoutMs: number, now: () => number = Date.now): Waker {
  let addedJobId: string | undefined;
  async function beforeWrite(): Promise<number> {
    const at = now();
    const jobId = wakeJobId(at);
    if (jobId !== addedJobId) {
      await withTimeout(
        queue.add(VOTE_JOB, {}, { jobId, removeOnComplete: true, removeOnFail: 1000 }),
        timeoutMs,
        `adding the wake-up job ${jobId} took longer than ${timeoutMs} ms`,
      );
      addedJobId = jobId;
    }
    return wakeWriteDeadline(at);
  }
  return {
    beforeWrite,
    afterWrite(deadline) {
      // A late add is only a later wake-up; the sweeper covers one that fails.
      if (now() > deadline) beforeWrite().catch(() => {});
    },
  };
}
