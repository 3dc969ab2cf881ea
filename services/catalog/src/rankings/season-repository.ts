import { sql, type Kysely } from 'kysely';
import type { ScoreHistoryRow } from '@tn/contracts/read-models';
import type { ScorePoint, Season } from '@tn/contracts/votes';
import type { CatalogDatabase } from '../locations/location-tables.ts';

/** The season before "YYYY-MM": "2026-01" → "2025-12". */
export function previousSeason(season: Season): Season {
  const [year, month] = season.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The monthly seasons, as ranking's published standings (ranking.standings) record them. */
export function createSeasonRepository(db: Kysely<CatalogDatabase>) {
  return {
    /**
     * The seasons up to `current` with at least one match, newest first, and `current` itself
     * whether or not anyone has voted yet: the months whose standings mean something.
     */
    async withMatches(current: Season): Promise<Season[]> {
      const { rows } = await sql<{ season: Season }>`
        select distinct season from ranking.standings
        where matches > 0 and season <= ${current}
        order by season desc`.execute(db);
      const seasons = rows.map((row) => row.season);
      // "YYYY-MM" strings compare in calendar order, so the current one goes first.
      return seasons[0] === current ? seasons : [current, ...seasons];
    },

    /**
     * Each ranked place's rank in a season, from ranking's one rank query: a closed season's ranks
     * are its final ones. A place without a match then has no entry.
     */
    async ranks(season: Season): Promise<Map<number, number>> {
      const { rows } = await sql<{ locationId: number; rank: number }>`
        select location_id as "locationId", rank from ranking.season_ranks(${season})`.execute(db);
      return new Map(rows.map((row) => [row.locationId, row.rank]));
    },

    /**
     * A place's Elo score after each of its applied votes in a season, in log order, from
     * ranking's published score history; undefined for a place the catalog never had (a retired
     * one keeps its history).
     */
    async history(locationId: number, season: Season): Promise<ScorePoint[] | undefined> {
      const known = await db.selectFrom('catalog.locations').select('id').where('id', '=', locationId).executeTakeFirst();
      if (!known) return undefined;
      const { rows } = await sql<ScoreHistoryRow>`
        select vote_id, voted_at, elo_score, outcome from ranking.score_history
        where location_id = ${locationId} and season = ${season}
        order by vote_id`.execute(db);
      return rows.map((row) => ({ votedAt: row.votedAt.toISOString(), eloScore: row.eloScore, outcome: row.outcome }));
    },
  };
}

export type SeasonRepository = ReturnType<typeof createSeasonRepository>;
