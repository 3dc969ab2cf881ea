import { sql, type Kysely } from 'kysely';
import type { MatchupLocation } from '@tn/contracts/votes';
import { ELO_START } from '@tn/contracts/constants';
import type { VotingDatabase } from '../votes/vote-tables.ts';

type StandingRow = {
  id: number;
  slug: string;
  name: string;
  nameVi: string | null;
  description: string;
  descriptionVi: string | null;
  imageUrl: string;
  category: string;
  eloScore: number;
  matches: number;
  wins: number;
  rank: number;
};

export function rowToMatchupLocation(row: StandingRow): MatchupLocation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameVi: row.nameVi,
    description: row.description,
    descriptionVi: row.descriptionVi,
    imageUrl: row.imageUrl,
    category: row.category,
    eloScore: row.eloScore,
    matches: row.matches,
    wins: row.wins,
    rank: row.rank,
  };
}

export const matchupRepository = {
  /**
   * Every location with its standing in the season (1000/0/0 where it has none yet) and its rank
   * in the Elo order, ranked exactly as the catalog ranks them so both show the same number.
   */
  async locationsWithStandings(db: Kysely<VotingDatabase>, season: string): Promise<MatchupLocation[]> {
    const rows = await db
      .selectFrom('catalog.locations as l')
      .leftJoin('ranking.standings as s', (join) => join.onRef('s.locationId', '=', 'l.id').on('s.season', '=', season))
      .select([
        'l.id',
        'l.slug',
        'l.name',
        'l.nameVi',
        'l.description',
        'l.descriptionVi',
        'l.imageUrl',
        'l.category',
        sql<number>`coalesce(s.elo_score, ${ELO_START})::int`.as('eloScore'),
        sql<number>`coalesce(s.matches, 0)::int`.as('matches'),
        sql<number>`coalesce(s.wins, 0)::int`.as('wins'),
        sql<number>`row_number() over (
          order by coalesce(s.elo_score, ${ELO_START}) desc, coalesce(s.matches, 0) desc, l.id)::int`.as('rank'),
      ])
      .orderBy('rank')
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

  async recordPair(db: Kysely<VotingDatabase>, a: number, b: number): Promise<void> {
    const [locationIdA, locationIdB] = a < b ? [a, b] : [b, a];
    await db
      .insertInto('voting.matchups')
      .values({ locationIdA, locationIdB, lastMatchedAt: sql<Date>`now()` })
      .onConflict((oc) => oc.columns(['locationIdA', 'locationIdB']).doUpdateSet({ lastMatchedAt: sql<Date>`now()` }))
      .execute();
  },
};
