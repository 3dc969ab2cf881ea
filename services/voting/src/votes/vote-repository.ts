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

  /**
   * Everyone's latest votes, or (`filter.userId`) one user's, or (`filter.locationId`) one place's
   * matchups; `limit` undefined: all of them.
   */
  async recent(
    db: Kysely<VotingDatabase>,
    limit: number | undefined,
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
      .$if(limit !== undefined, (q) => q.limit(limit!));
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
