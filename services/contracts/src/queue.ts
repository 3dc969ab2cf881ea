/**
 * The wake-up queue between voting (producer) and the ranking projector (consumer): BullMQ
 * queue `vote-events`, job `vote`, no data. A job only says "the log has grown"; the vote log in
 * Postgres is the truth, so a lost job delays a vote (the projector's sweeper applies it) and a
 * repeated job applies nothing twice.
 *
 * One job per time slot: before writing votes, voting adds the job of the current WAKE_SLOT_MS
 * slot (jobId wakeJobId(now)), so every write of a slot, from every replica, shares one job while
 * it waits or runs, and a queue that cannot take it refuses the votes before anything is written.
 * The projector catches up shortly after the job was added (WAKE_FIRST_CATCH_UP_MS) and again
 * once the slot has ended and WAKE_COMMIT_MARGIN_MS more have passed;
 * a write that commits after wakeWriteDeadline (later than the margin allows, with room for the
 * replicas' clocks to differ) adds the job of its own, later slot.
 */
export const VOTE_QUEUE = 'vote-events';
export const VOTE_JOB = 'vote';

/** Writes this close together share one wake-up job (at 400 votes/s, one job for 20 votes). */
export const WAKE_SLOT_MS = 50;
/** How long after its slot the projector waits before catching up for the slot's writes. */
export const WAKE_COMMIT_MARGIN_MS = 50;
/**
 * The projector also catches up this soon after a job was added: a lone write (one vote on a
 * quiet evening) has committed by then and is seen at once, not only after the slot and margin.
 */
export const WAKE_FIRST_CATCH_UP_MS = 10;
/** How far apart the clocks of two voting replicas may be for the slots to still work. */
export const WAKE_CLOCK_TOLERANCE_MS = 20;
// BullMQ refuses custom ids with a colon (its key separator).
export const wakeJobId = (now: number) => `wake-${Math.floor(now / WAKE_SLOT_MS)}`;
/**
 * The time by which a write begun at `now` must commit for its slot's job to cover it: the end of
 * the slot and the margin, less the tolerance for the clock of the replica that added the job.
 */
export const wakeWriteDeadline = (now: number) =>
  Math.floor(now / WAKE_SLOT_MS) * WAKE_SLOT_MS + WAKE_SLOT_MS + WAKE_COMMIT_MARGIN_MS - WAKE_CLOCK_TOLERANCE_MS;

/** A wake-up carries nothing: the projector applies whatever the log holds beyond its cursor. */
export type VoteJobData = Record<string, never>;

/** BullMQ key prefix both sides must share (QUEUE_PREFIX); no spaces or hash-tag braces. */
export const QUEUE_PREFIX_PATTERN = '^[A-Za-z0-9:_-]{1,64}$';
export const DEFAULT_QUEUE_PREFIX = 'bull';
export const QUEUE_PREFIX_RULE = 'BullMQ key prefix of the vote-events queue (letters, digits, : _ -); voting and ranking must use the same';
