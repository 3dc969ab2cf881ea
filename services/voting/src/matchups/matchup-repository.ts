import { sql, type Kysely } from 'kysely';
import type { MatchupLocation } from '@tn/contracts/votes';
import { ELO_START } from '@tn/contracts/constants';
import type { PhotoRow, SeasonRankRow } from '@tn/contracts/read-models';
import type { VotingDatabase } from '../votes/vote-tables.ts';

type StandingRow = {
  id: number;
  slug: string;
  name: string;
  nameVi: string | null;
  description: string;
  descriptionVi: string | null;
  /** The cover photo with its credit, from catalog.location_index; null when it has none. */
  photo: PhotoRow | null;
  category: string;
  eloScore: number;
  matches: number;
  wins: number;
  rank: number | null;
};

export function rowToMatchupLocation(row: StandingRow): MatchupLocation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameVi: row.nameVi,
    description: row.description,
    descriptionVi: row.descriptionVi,
    photo: row.photo,
    category: row.category,
    eloScore: row.eloScore,
    matches: row.matches,
    wins: row.wins,
    rank: row.rank,
  };
}

export const matchupRepository = {
  /**
   * Every offered (not retired) location with its standing in the season (1000/0/0 where it has
   * none yet) and the rank the ranking service publishes, so every screen shows the same number.
   */
  async locationsWithStandings(db: Kysely<VotingDatabase>, season: string): Promise<MatchupLocation[]> {
    const rows = await db
      .selectFrom('catalog.location_index as l')
      .leftJoin(sql<SeasonRankRow>`ranking.season_ranks(${season})`.as('r'), (join) => join.onRef('r.locationId', '=', 'l.id'))
      .select([
        'l.id',
        'l.slug',
        'l.name',
        'l.nameVi',
        'l.description',
        'l.descriptionVi',
        'l.photo',
        'l.category',
        sql<number>`coalesce(r.elo_score, ${ELO_START})::int`.as('eloScore'),
        sql<number>`coalesce(r.matches, 0)::int`.as('matches'),
        sql<number>`coalesce(r.wins, 0)::int`.as('wins'),
        sql<number | null>`r.rank`.as('rank'),
      ])
      .where('l.retired', '=', false)
      .orderBy(sql`rank asc nulls last`)
      .orderBy('l.id')
      .execute();
    return rows.map(rowToMatchupLocation);
  },

  /** Pairs shown within the last `minutes`, as "smaller:larger". */
  async recentPairs(db: Kysely<VotingDatabase>, minutes: number): Promise<string[]> {
    const rows = await db
      .selectFrom('voting.matchups')
      .select(['locationIdA', 'locationIdB'])
      .where('lastMatchedAt', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
      .execute();
    return rows.map((r) => `${r.locationIdA}:${r.locationIdB}`);
  },

  /** Records pairs as shown now (one row per pair, smaller id first). */
  async recordPairs(db: Kysely<VotingDatabase>, pairs: [number, number][]): Promise<void> {
    const rows = new Map(pairs.map(([a, b]) => (a < b ? [a, b] : [b, a])).map(([a, b]) => [`${a}:${b}`, { locationIdA: a!, locationIdB: b!, lastMatchedAt: sql<Date>`now()` }]));
    if (rows.size === 0) return;
    await db
      .insertInto('voting.matchups')
      .values([...rows.values()])
      .onConflict((oc) => oc.columns(['locationIdA', 'locationIdB']).doUpdateSet({ lastMatchedAt: sql<Date>`now()` }))
      .execute();
  },
};
