/**
 * The published read models: the only rows one service may read from another's schema, each
 * granted by its owner's migration (docs/architecture.md, Ownership). Columns as the services'
 * Kysely clients see them (camelCase). Owners change these only together with their readers.
 */

import type { Photo } from './common.ts';

/** A credited photo as catalog stores it (jsonb): the Photo contract itself. */
export type PhotoRow = Photo;

/**
 * catalog.location_index, read by voting and profile. Retired places stay listed, flagged.
 * `photo` is the cover (the first of the place's photos), null when it has none.
 */
export interface LocationIndexRow {
  id: number;
  slug: string;
  name: string;
  nameVi: string | null;
  description: string;
  descriptionVi: string | null;
  photo: PhotoRow | null;
  category: string;
  retired: boolean;
}

/** A row of ranking.season_ranks(season), read by catalog, voting and profile: places with a match only. */
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
  /** 'win', or 'draw' (Elo score 0.5 both sides; winning/losing are then just the two sides). */
  outcome: 'win' | 'draw';
  winningLocationId: number;
  losingLocationId: number;
  votedAt: Date;
  weekNumber: number;
  yearNumber: number;
}

/** voting.votes_by_user, read by profile: a user's accepted votes, all time; no row: none. */
export interface VotesByUserRow {
  userId: string;
  votes: number;
}

/**
 * A row of ranking.score_history(location_id, season), read by catalog: the place's applied
 * votes of that season in log order, with its Elo score after each and how it went for it.
 */
export interface ScoreHistoryRow {
  voteId: number;
  votedAt: Date;
  eloScore: number;
  outcome: 'win' | 'loss' | 'draw';
}
