/**
 * The wake-up queue between voting (producer) and the ranking projector (consumer): BullMQ
 * queue `vote-events`, job `vote`, data {id, eventId}, jobId = eventId. A job only says "the
 * log has grown"; the vote log in Postgres is the truth, so a lost job delays a vote (the
 * projector's sweeper applies it) and a repeated job applies nothing twice.
 */
export const VOTE_QUEUE = 'vote-events';
export const VOTE_JOB = 'vote';

export interface VoteJobData {
  /** voting.vote_events.id: the event's position in the log. */
  id: number;
  /** voting.vote_events.event_id (uuid), also the job id, so adding it twice is a no-op. */
  eventId: string;
}

/** BullMQ key prefix both sides must share (QUEUE_PREFIX); no spaces or hash-tag braces. */
export const QUEUE_PREFIX_PATTERN = '^[A-Za-z0-9:_-]{1,64}$';
export const DEFAULT_QUEUE_PREFIX = 'bull';
export const QUEUE_PREFIX_RULE = 'BullMQ key prefix of the vote-events queue (letters, digits, : _ -); voting and ranking must use the same';
