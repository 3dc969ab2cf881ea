import type { ColumnType } from 'kysely';
import type { RankingDatabase } from '../standings/standing-tables.ts';

/**
 * voting.vote_log as the projector sees it: the accepted-vote log, owned and written by the
 * voting service, only ever read here. Its id (a bigserial) is the log order that Elo follows.
 */
export interface VoteLogTable {
  id: ColumnType<number, never, never>;
  eventId: ColumnType<string, never, never>;
  userId: ColumnType<string, never, never>;
  winningLocationId: ColumnType<number, never, never>;
  losingLocationId: ColumnType<number, never, never>;
  votedAt: ColumnType<Date, never, never>;
  weekNumber: ColumnType<number, never, never>;
  yearNumber: ColumnType<number, never, never>;
}

export interface ProjectorDatabase extends RankingDatabase {
  'voting.vote_log': VoteLogTable;
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
