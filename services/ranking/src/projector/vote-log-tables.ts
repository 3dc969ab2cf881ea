import type { VoteLogRow } from '@tn/contracts/read-models';
import type { RankingDatabase } from '../standings/standing-tables.ts';

export interface ProjectorDatabase extends RankingDatabase {
  /** Published by voting: the accepted-vote log, read here, never written. */
  'voting.vote_log': VoteLogRow;
}

/** One accepted vote read from the log. */
export interface LoggedVote {
  id: number;
  eventId: string;
  userId: string | null;
  winningLocationId: number;
  losingLocationId: number;
  votedAt: Date;
  weekNumber: number;
  yearNumber: number;
}
