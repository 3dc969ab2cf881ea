import { sql, type Kysely } from 'kysely';
import { ELO_START } from '@tn/contracts/constants';
import type { Location } from '@tn/contracts/locations';
import type { CatalogDatabase } from './location-tables.ts';

export interface LocationFilter {
  /** Words that must each appear in the English or Vietnamese name, accents and case ignored. */
  q?: string;
  category?: string;
}

/**
 * Locations joined with their standing in one season. The rank is computed over every location
 * before any filter, so a search result keeps its real place in the Elo order.
 */
function rankedLocations(db: Kysely<CatalogDatabase>, season: string) {
  return db
    .selectFrom('catalog.locations as l')
    .leftJoin('ranking.standings as s', (join) => join.onRef('s.locationId', '=', 'l.id').on('s.season', '=', season))
    .selectAll('l')
    .select([
      sql<number>`coalesce(s.elo_score, ${ELO_START})::int`.as('eloScore'),
      sql<number>`coalesce(s.matches, 0)::int`.as('matches'),
      sql<number>`coalesce(s.wins, 0)::int`.as('wins'),
      sql<number>`coalesce(s.losses, 0)::int`.as('losses'),
      sql<number>`row_number() over (
        order by coalesce(s.elo_score, ${ELO_START}) desc, coalesce(s.matches, 0) desc, l.id)::int`.as('rank'),
    ]);
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
    imageUrl: row.imageUrl,
    images: row.images,
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
      const words = (filter.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
      let query = db.with('ranked', () => rankedLocations(db, season)).selectFrom('ranked').selectAll();
      for (const word of words) {
        const pattern = `%${escapeLike(word)}%`;
        query = query.where(
          sql<boolean>`catalog.fold(name || ' ' || coalesce(name_vi, '')) like catalog.fold(${pattern})`,
        );
      }
      if (filter.category) query = query.where('category', '=', filter.category);
      const rows = await query.orderBy('rank').execute();
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
  };
}

export type LocationRepository = ReturnType<typeof createLocationRepository>;
