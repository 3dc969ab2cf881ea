/**
 * The wake-up queue between voting (producer) and the ranking projector (consumer): BullMQ
 * queue `vote-events`, job `vote`, no data. A job only says "the log has grown"; the vote log in
 * Postgres is the truth, so a lost job delays a vote (the projector's sweeper applies it) and a
 * repeated job applies nothing twice.
 *
 * One job per time slot: before writing votes, voting adds the job of the current WAKE_SLOT_MS
 * slot (jobId wakeJobId(now)), so every write of a slot, from every replica, shares one job while
 * it waits or runs, and a queue that cannot take it refuses the votes before anything is written.
 * The projector catches up once the slot has ended and WAKE_COMMIT_MARGIN_MS more have passed;
 * a write that commits after wakeWriteDeadline (later than the margin allows, with room for the
 * replicas' clocks to differ) adds the job of its own, later slot.
 */
export const VOTE_QUEUE = 'vote-events';
export const VOTE_JOB = 'vote';

/** Writes this close together share one wake-up job. */
export const WAKE_SLOT_MS = 20;
/** How long after its slot the projector waits before catching up for the slot's writes. */
export const WAKE_COMMIT_MARGIN_MS = 50;
// BullMQ refuses custom ids with a colon (its key separator).
export const wakeJobId = (now: number) => `wake-${Math.floor(now / WAKE_SLOT_MS)}`;
/**
 * The time by which a write begun at `now` must commit for its slot's job to cover it: the margin
 * after the slot's start, not its end, so that the slot's length (20 ms) is room for the clocks
 * of the replica that added the job and of the one that wrote to differ.
 */
export const wakeWriteDeadline = (now: number) => Math.floor(now / WAKE_SLOT_MS) * WAKE_SLOT_MS + WAKE_COMMIT_MARGIN_MS;

/** A wake-up carries nothing: the projector applies whatever the log holds beyond its cursor. */
export type VoteJobData = Record<string, never>;

/** BullMQ key prefix both sides must share (QUEUE_PREFIX); no spaces or hash-tag braces. */
export const QUEUE_PREFIX_PATTERN = '^[A-Za-z0-9:_-]{1,64}$';
export const DEFAULT_QUEUE_PREFIX = 'bull';
export const QUEUE_PREFIX_RULE = 'BullMQ key prefix of the vote-events queue (letters, digits, : _ -); voting and ranking must use the same';
