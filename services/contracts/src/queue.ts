/**
 * The wake-up queue between voting (producer) and the ranking projector (consumer): BullMQ
 * queue `vote-events`, job `vote`, data {id, eventId}. A job only says "the log has grown"; the
 * vote log in Postgres is the truth, so a lost job delays a vote (the projector's sweeper applies
 * it) and a repeated job applies nothing twice.
 *
 * One job per time slot: voting adds it (inside each transaction that records votes) with jobId
 * wakeJobId(now), so every transaction of a WAKE_SLOT_MS slot, from every replica, shares one job
 * while it waits or runs, and its data names the first of them. The projector then applies up to
 * that position and, once the slot has ended and WAKE_COMMIT_MARGIN_MS more have passed (the
 * others have committed by then), catches up once more for the rest.
 */
export const VOTE_QUEUE = 'vote-events';
export const VOTE_JOB = 'vote';

/** Transactions this close together share one wake-up job. */
export const WAKE_SLOT_MS = 20;
/** How long after its slot a job's last transaction is taken to have committed. */
export const WAKE_COMMIT_MARGIN_MS = 50;
// BullMQ refuses custom ids with a colon (its key separator).
export const wakeJobId = (now: number) => `wake-${Math.floor(now / WAKE_SLOT_MS)}`;

export interface VoteJobData {
  /** voting.vote_events.id: the event's position in the log. */
  id: number;
  /** voting.vote_events.event_id (uuid) of that position. */
  eventId: string;
}

/** BullMQ key prefix both sides must share (QUEUE_PREFIX); no spaces or hash-tag braces. */
export const QUEUE_PREFIX_PATTERN = '^[A-Za-z0-9:_-]{1,64}$';
export const DEFAULT_QUEUE_PREFIX = 'bull';
export const QUEUE_PREFIX_RULE = 'BullMQ key prefix of the vote-events queue (letters, digits, : _ -); voting and ranking must use the same';
