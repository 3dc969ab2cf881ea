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
  /** 'draw': Elo score 0.5 both sides; winning and losing are just the two sides. */
  outcome: 'win' | 'draw';
  winningLocationId: number;
  losingLocationId: number;
  votedAt: Date;
  weekNumber: number;
  yearNumber: number;
}
