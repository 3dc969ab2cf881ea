import type { ColumnType, Generated } from 'kysely';

/** voting.vote_events: the accepted-vote log and outbox; id is the order the projector applies. */
export interface VoteEventsTable {
  id: Generated<number>;
  eventId: string;
  userId: string;
  winningLocationId: number;
  losingLocationId: number;
  votedAt: ColumnType<Date, Date | undefined, never>;
  weekStart: ColumnType<Date, string, never>;
  weekNumber: number;
  yearNumber: number;
  idempotencyKey: string | null;
  /** The votesRemaining the vote was answered with (null for rows older than the column). */
  votesRemaining: number | null;
}

/** voting.matchups: one row per pair shown, smaller id first. */
export interface MatchupsTable {
  id: Generated<number>;
  locationIdA: number;
  locationIdB: number;
  lastMatchedAt: ColumnType<Date, Date | undefined, Date>;
}

/** voting.user_vote_limits: a mirror of the Redis weekly counters. */
export interface UserVoteLimitsTable {
  id: Generated<number>;
  userId: string;
  weekNumber: number;
  yearNumber: number;
  votesUsed: Generated<number>;
  lastVotedAt: ColumnType<Date, Date | undefined, Date>;
}

/** catalog.locations, owned by the catalog: read here, never written. */
export interface LocationsTable {
  id: ColumnType<number, never, never>;
  slug: ColumnType<string, never, never>;
  name: ColumnType<string, never, never>;
  nameVi: ColumnType<string | null, never, never>;
  description: ColumnType<string, never, never>;
  descriptionVi: ColumnType<string | null, never, never>;
  imageUrl: ColumnType<string, never, never>;
  category: ColumnType<string, never, never>;
}

/** ranking.standings, the projector's published read model: read here, never written. */
export interface StandingsTable {
  season: ColumnType<string, never, never>;
  locationId: ColumnType<number, never, never>;
  eloScore: ColumnType<number, never, never>;
  matches: ColumnType<number, never, never>;
  wins: ColumnType<number, never, never>;
  losses: ColumnType<number, never, never>;
}

export interface VotingDatabase {
  'voting.vote_events': VoteEventsTable;
  'voting.matchups': MatchupsTable;
  'voting.user_vote_limits': UserVoteLimitsTable;
  'catalog.locations': LocationsTable;
  'ranking.standings': StandingsTable;
}
