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

/**
 * catalog.location_index, the catalog's published location index: read here, never written.
 * It lists retired places too, so a past vote can still name them.
 */
export interface LocationIndexView {
  id: ColumnType<number, never, never>;
  slug: ColumnType<string, never, never>;
  name: ColumnType<string, never, never>;
  nameVi: ColumnType<string | null, never, never>;
  description: ColumnType<string, never, never>;
  descriptionVi: ColumnType<string | null, never, never>;
  imageUrl: ColumnType<string, never, never>;
  category: ColumnType<string, never, never>;
  retired: ColumnType<boolean, never, never>;
}

/** A row of ranking.season_ranks(season), the rank the ranking service publishes. */
export interface SeasonRankRow {
  locationId: number;
  eloScore: number;
  matches: number;
  wins: number;
  losses: number;
  rank: number;
}

export interface VotingDatabase {
  'voting.vote_events': VoteEventsTable;
  'voting.matchups': MatchupsTable;
  'voting.user_vote_limits': UserVoteLimitsTable;
  'catalog.location_index': LocationIndexView;
}
