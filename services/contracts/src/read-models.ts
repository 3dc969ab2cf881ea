/**
 * The published read models: the only rows one service may read from another's schema, each
 * granted by its owner's migration (docs/architecture.md, Ownership). Columns as the services'
 * Kysely clients see them (camelCase). Owners change these only together with their readers.
 */

/** catalog.location_index, read by voting and profile. Retired places stay listed, flagged. */
export interface LocationIndexRow {
  id: number;
  slug: string;
  name: string;
  nameVi: string | null;
  description: string;
  descriptionVi: string | null;
  imageUrl: string;
  category: string;
  retired: boolean;
}

/** A row of ranking.season_ranks(season), read by catalog and voting: places with a match only. */
export interface SeasonRankRow {
  locationId: number;
  eloScore: number;
  matches: number;
  wins: number;
  losses: number;
  rank: number;
}

/** voting.vote_log, read by the ranking projector: the accepted votes; id is the log order. */
export interface VoteLogRow {
  id: number;
  eventId: string;
  userId: string;
  winningLocationId: number;
  losingLocationId: number;
  votedAt: Date;
  weekNumber: number;
  yearNumber: number;
}
