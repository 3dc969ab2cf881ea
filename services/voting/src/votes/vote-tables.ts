import type { ColumnType, Generated } from 'kysely';
import type { LocationIndexRow } from '@tn/contracts/read-models';
import type { VoteOutcome } from '@tn/contracts/votes';

/** voting.vote_events: the accepted-vote log and outbox; id is the order the projector applies. */
export interface VoteEventsTable {
  id: Generated<number>;
  eventId: string;
  userId: string;
  winningLocationId: number;
  losingLocationId: number;
  /** 'draw': winning and losing are just the two sides. */
  outcome: ColumnType<VoteOutcome, VoteOutcome | undefined, never>;
  /** The id of the matchup token the vote quoted (unique: single use); null while tokens are off. */
  matchupTokenId: string | null;
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

export interface VotingDatabase {
  'voting.vote_events': VoteEventsTable;
  'voting.matchups': MatchupsTable;
  'voting.user_vote_limits': UserVoteLimitsTable;
  /** Published by the catalog: read here, never written. */
  'catalog.location_index': LocationIndexRow;
}
