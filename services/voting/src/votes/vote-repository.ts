import { sql, type Kysely } from 'kysely';
import type { RecentVote, VoteOutcome } from '@tn/contracts/votes';
import type { VotingDatabase } from './vote-tables.ts';

/** A vote recorded earlier under the same Idempotency-Key. */
export interface PriorVote {
  winningLocationId: number;
  losingLocationId: number;
  outcome: VoteOutcome;
  votesRemaining: number | null;
}

export interface NewVoteEvent {
  eventId: string;
  userId: string;
  winningLocationId: number;
  losingLocationId: number;
  outcome: VoteOutcome;
  /** The quoted matchup token's id; null while tokens are off. */
  matchupTokenId: string | null;
  votedAt: Date;
  weekStart: string;
  weekNumber: number;
  yearNumber: number;
  idempotencyKey: string | null;
  votesRemaining: number;
}

/** A Postgres error as pg reports it: SQLSTATE and, for constraint errors, the constraint. */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  return typeof err === 'object' && err !== null ? (err as { code?: string; constraint?: string }) : {};
}

export const IDEMPOTENCY_CONSTRAINT = 'vote_events_idempotency';
/** The unique index that makes a matchup token single use. */
export const MATCHUP_TOKEN_CONSTRAINT = 'vote_events_matchup_token';

type RecentRow = {
  id: number;
  votedAt: Date;
  outcome: VoteOutcome;
  winnerId: number;
  winnerSlug: string;
  winnerName: string;
  winnerNameVi: string | null;
  loserId: number;
  loserSlug: string;
  loserName: string;
  loserNameVi: string | null;
};

export function rowToRecentVote(row: RecentRow): RecentVote {
  return {
    id: row.id,
    votedAt: row.votedAt.toISOString(),
    outcome: row.outcome,
    winningLocation: { id: row.winnerId, slug: row.winnerSlug, name: row.winnerName, nameVi: row.winnerNameVi },
    losingLocation: { id: row.loserId, slug: row.loserSlug, name: row.loserName, nameVi: row.loserNameVi },
  };
}

/** Every function takes the connection or transaction to run on first: transactions belong to the service. */
export const voteRepository = {
  /**
   * Serialises one user's votes until the transaction ends, across every replica: the count
   * that follows sees every vote of this user that committed before, so no 4th vote slips in.
   */
  async lockUser(trx: Kysely<VotingDatabase>, userId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`vote:${userId}`}))`.execute(trx);
  },

  async countWeek(db: Kysely<VotingDatabase>, userId: string, weekStart: string): Promise<number> {
    const row = await db
      .selectFrom('voting.vote_events')
      .select((eb) => eb.fn.countAll<number>().as('used'))
      .where('userId', '=', userId)
      .where('weekStart', '=', sql<Date>`${weekStart}::date`)
      .executeTakeFirstOrThrow();
    return row.used;
  },

  async findByIdempotencyKey(db: Kysely<VotingDatabase>, userId: string, key: string): Promise<PriorVote | undefined> {
    return db
      .selectFrom('voting.vote_events')
      .select(['winningLocationId', 'losingLocationId', 'outcome', 'votesRemaining'])
      .where('userId', '=', userId)
      .where('idempotencyKey', '=', key)
      .executeTakeFirst();
  },

  /** The accepted vote that used the matchup token with this id, if any: whose, under which key, and its answer. */
  async findByToken(
    db: Kysely<VotingDatabase>,
    tokenId: string,
  ): Promise<(PriorVote & { userId: string; idempotencyKey: string | null }) | undefined> {
    return db
      .selectFrom('voting.vote_events')
      .select(['userId', 'idempotencyKey', 'winningLocationId', 'losingLocationId', 'outcome', 'votesRemaining'])
      .where('matchupTokenId', '=', tokenId)
      .executeTakeFirst();
  },

  /** Whether an accepted vote already used the matchup token with this id. */
  async tokenUsed(db: Kysely<VotingDatabase>, tokenId: string): Promise<boolean> {
    const row = await db
      .selectFrom('voting.vote_events')
      .select('id')
      .where('matchupTokenId', '=', tokenId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Appends to the log; returns the event's position in it. */
  async insertEvent(trx: Kysely<VotingDatabase>, event: NewVoteEvent): Promise<number> {
    const row = await trx.insertInto('voting.vote_events').values(event).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  /** The operators' mirror of the weekly counter: one row per user, for the latest week voted in. */
  async upsertLimit(
    trx: Kysely<VotingDatabase>,
    limit: { userId: string; weekNumber: number; yearNumber: number; votesUsed: number; lastVotedAt: Date },
  ): Promise<void> {
    await trx
      .insertInto('voting.user_vote_limits')
      .values(limit)
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({
          weekNumber: limit.weekNumber,
          yearNumber: limit.yearNumber,
          votesUsed: limit.votesUsed,
          lastVotedAt: limit.lastVotedAt,
        }),
      )
      .execute();
  },

  /** Everyone's latest votes, or (`filter.userId`) one user's, or (`filter.locationId`) one place's matchups. */
  async recent(
    db: Kysely<VotingDatabase>,
    limit: number,
    filter: { locationId?: number; userId?: string } = {},
  ): Promise<RecentVote[]> {
    const { locationId, userId } = filter;
    let query = db
      .selectFrom('voting.vote_events as e')
      .innerJoin('catalog.location_index as w', 'w.id', 'e.winningLocationId')
      .innerJoin('catalog.location_index as l', 'l.id', 'e.losingLocationId')
      .select([
        'e.id',
        'e.votedAt',
        'e.outcome',
        'w.id as winnerId',
        'w.slug as winnerSlug',
        'w.name as winnerName',
        'w.nameVi as winnerNameVi',
        'l.id as loserId',
        'l.slug as loserSlug',
        'l.name as loserName',
        'l.nameVi as loserNameVi',
      ])
      // The log position: ids are taken in the order votes were accepted.
      .orderBy('e.id', 'desc')
      .limit(limit);
    if (locationId !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('e.winningLocationId', '=', locationId), eb('e.losingLocationId', '=', locationId)]),
      );
    }
    if (userId !== undefined) query = query.where('e.userId', '=', userId);
    const rows = await query.execute();
    return rows.map(rowToRecentVote);
  },

  async locationIds(db: Kysely<VotingDatabase>): Promise<number[]> {
    // Retired places are no longer offered, so a vote naming one is refused like an unknown id.
    const rows = await db.selectFrom('catalog.location_index').select('id').where('retired', '=', false).execute();
    return rows.map((r) => r.id);
  },
};
