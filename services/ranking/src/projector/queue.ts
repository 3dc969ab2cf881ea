/**
 * The wake-up queue between voting and ranking (fixed interface): BullMQ queue `vote-events`,
 * job name `vote`, data { id, eventId }, jobId = eventId. A job only says "the log has grown";
 * the log in Postgres is the truth, so a lost job delays a vote (the sweeper applies it) but
 * never loses it, and a repeated job applies nothing twice.
 */
export const VOTE_QUEUE = 'vote-events';
export const VOTE_JOB = 'vote';

export interface VoteJobData {
  id: number;
  eventId: string;
}
