import type { ColumnType } from 'kysely';

/** ranking.votes: applied votes; id is the vote event's log position, so a replay conflicts. */
export interface AppliedVotesTable {
  id: number;
  eventId: string;
  outcome: ColumnType<'win' | 'draw', 'win' | 'draw' | undefined, never>;
  winningLocationId: number;
  losingLocationId: number;
  winnerScoreBefore: number;
  loserScoreBefore: number;
  winnerScoreAfter: number;
  loserScoreAfter: number;
  votedAt: ColumnType<Date, Date | undefined, never>;
  userId: string | null;
  weekNumber: number;
  yearNumber: number;
  season: string;
}

/** ranking.standings: the published read model, one row per location per monthly season. */
export interface StandingsTable {
  season: string;
  locationId: number;
  eloScore: ColumnType<number, number | undefined, number>;
  matches: ColumnType<number, number | undefined, number>;
  wins: ColumnType<number, number | undefined, number>;
  losses: ColumnType<number, number | undefined, number>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface RankingDatabase {
  'ranking.votes': AppliedVotesTable;
  'ranking.standings': StandingsTable;
}
