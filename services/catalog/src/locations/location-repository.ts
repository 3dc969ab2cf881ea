import { sql, type Kysely } from 'kysely';
import type { Photo } from '@tn/contracts/common';
import { ELO_START } from '@tn/contracts/constants';
import type { Location } from '@tn/contracts/locations';
import type { SeasonRankRow } from '@tn/contracts/read-models';
import { matchesSearch, searchWords } from '@tn/contracts/search';
import type { CatalogDatabase } from './location-tables.ts';

export interface LocationFilter {
  /**
   * Words that must each appear in the English or Vietnamese name, case ignored; accents are
   * ignored only for a word written without them (@tn/contracts/search).
   */
  q?: string;
  category?: string;
}

/** The rank ranking publishes for a season (places with a match only), as a joinable table. */
const seasonRanks = (season: string) => sql<SeasonRankRow>`ranking.season_ranks(${season})`;

/**
 * Offered (not retired) locations with their standing in one season. The rank comes from the
 * ranking service's one rank query and is computed over the whole season before any filter, so
 * a search result keeps its real place; a place without a match this season has none.
 */
function rankedLocations(db: Kysely<CatalogDatabase>, season: string) {
  return db
    .selectFrom('catalog.locations as l')
    .leftJoin(seasonRanks(season).as('r'), (join) => join.onRef('r.locationId', '=', 'l.id'))
    .selectAll('l')
    .select([
      sql<number>`coalesce(r.elo_score, ${ELO_START})::int`.as('eloScore'),
      sql<number>`coalesce(r.matches, 0)::int`.as('matches'),
      sql<number>`coalesce(r.wins, 0)::int`.as('wins'),
      sql<number>`coalesce(r.losses, 0)::int`.as('losses'),
      sql<number | null>`r.rank`.as('rank'),
      // The whole gallery, the cover first: sourced and approved visitors' photos, whichever lead
      // by the editors' choice (catalog.location_galleries, which the published index reads too).
      sql<Photo[]>`(select g.photos from catalog.location_galleries g where g.location_id = l.id)`.as('gallery'),
    ])
    .where('l.retiredAt', 'is', null);
}

type RankedRow = Awaited<ReturnType<ReturnType<typeof rankedLocations>['executeTakeFirstOrThrow']>>;

export function rowToLocation(row: RankedRow): Location {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameVi: row.nameVi,
    description: row.description,
    descriptionVi: row.descriptionVi,
    photos: row.gallery,
    videoUrl: row.videoUrl,
    address: row.address,
    addressVi: row.addressVi,
    openingHours: row.openingHours,
    openingHoursVi: row.openingHoursVi,
    ticketPrice: row.ticketPrice,
    ticketPriceVi: row.ticketPriceVi,
    history: row.history,
    historyVi: row.historyVi,
    tips: row.tips,
    tipsVi: row.tipsVi,
    category: row.category,
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    eloScore: row.eloScore,
    matches: row.matches,
    wins: row.wins,
    losses: row.losses,
    winRate: row.matches > 0 ? Math.round((row.wins / row.matches) * 1000) / 10 : 0,
    rank: row.rank,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createLocationRepository(db: Kysely<CatalogDatabase>) {
  return {
    async list(season: string, filter: LocationFilter = {}): Promise<Location[]> {
      const words = searchWords(filter.q ?? '');
      let query = db.with('ranked', () => rankedLocations(db, season)).selectFrom('ranked').selectAll();
      // The index-backed match ignores accents for every word: a superset of the rule. A word
      // written with diacritics is then held to them below, in code, by the same function as
      // the web (Postgres' lower() of non-ASCII letters depends on the server's locale).
      for (const word of words) {
        const pattern = `%${escapeLike(word.folded)}%`;
        query = query.where(
          sql<boolean>`catalog.fold(name || ' ' || coalesce(name_vi, '')) like catalog.fold(${pattern})`,
        );
      }
      if (filter.category) query = query.where('category', '=', filter.category);
      // Ranked places first, in rank order; unranked ones after, in a stable order.
      let rows = await query.orderBy(sql`rank asc nulls last`).orderBy('id').execute();
      if (words.some((word) => word.exact)) rows = rows.filter((row) => matchesSearch(words, [row.name, row.nameVi]));
      return rows.map(rowToLocation);
    },

    async findBySlug(season: string, slug: string): Promise<Location | undefined> {
      const row = await db
        .with('ranked', () => rankedLocations(db, season))
        .selectFrom('ranked')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row && rowToLocation(row);
    },

    /** Same category first, then by distance; never the location itself. */
    async findSimilar(season: string, id: number, limit: number): Promise<Location[] | undefined> {
      const origin = await db
        .selectFrom('catalog.locations')
        .select(['category', 'latitude', 'longitude'])
        .where('id', '=', id)
        .where('retiredAt', 'is', null)
        .executeTakeFirst();
      if (!origin) return undefined;
      const rows = await db
        .with('ranked', () => rankedLocations(db, season))
        .selectFrom('ranked')
        .selectAll()
        .where('id', '<>', id)
        .orderBy(sql`category = ${origin.category}`, 'desc')
        // Equirectangular distance: ordering only, and exact enough at a province's scale.
        .orderBy(
          sql`power(latitude - ${origin.latitude}, 2) +
              power((longitude - ${origin.longitude}) * cos(radians(${origin.latitude})), 2)`,
        )
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(rowToLocation);
    },

    /**
     * Retires a place: it leaves lists, search, rankings and matchups, but its row stays, so
     * the votes, standings and reviews that name it stay valid. Answers false for an unknown
     * slug; retiring twice keeps the first date.
     */
    async retire(slug: string): Promise<boolean> {
      const result = await db
        .updateTable('catalog.locations')
        .set({ retiredAt: sql<Date>`coalesce(retired_at, now())`, updatedAt: sql<Date>`now()` })
        .where('slug', '=', slug)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
