import { sql, type Kysely } from 'kysely';
import type { Season } from '@tn/contracts/votes';
import type { CatalogDatabase } from '../locations/location-tables.ts';

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
  };
}

export type SeasonRepository = ReturnType<typeof createSeasonRepository>;
