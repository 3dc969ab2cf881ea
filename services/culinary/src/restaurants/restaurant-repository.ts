import { sql, type Kysely, type Selectable } from 'kysely';
import { type RestaurantKind, type RestaurantSort } from '@tn/contracts/constants';
import type { Menu, NearbyRestaurant, Restaurant } from '@tn/contracts/culinary';
import { matchesSearch, searchWords } from '@tn/contracts/search';
import type { CulinaryDatabase, RestaurantsTable } from '../culinary/culinary-tables.ts';
import { ratingFields } from '../culinary/ratings.ts';
import { priorOf, weightedRatingSql } from '../culinary/rating-queries.ts';

export interface RestaurantFilter {
  /** Words that must each appear in the English or Vietnamese name (@tn/contracts/search). */
  q?: string;
  kind?: RestaurantKind;
  sort?: RestaurantSort;
}

type RestaurantRow = Selectable<RestaurantsTable>;

/** The mean Earth radius (km) of the equirectangular distance below. */
const EARTH_RADIUS_KM = 6371.0088;

function rowToRestaurant(row: RestaurantRow, prior: number): Restaurant {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameVi: row.nameVi,
    kind: row.kind,
    imageUrl: row.imageUrl,
    images: row.images,
    description: row.description,
    descriptionVi: row.descriptionVi,
    address: row.address,
    addressVi: row.addressVi,
    phone: row.phone,
    website: row.website,
    openingHours: row.openingHours,
    openingHoursVi: row.openingHoursVi,
    priceNote: row.priceNote,
    priceNoteVi: row.priceNoteVi,
    latitude: row.latitude,
    longitude: row.longitude,
    ...ratingFields(row, prior),
    suggestedByVisitors: row.suggestedByVisitors,
    serves: row.serves,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createRestaurantRepository(db: Kysely<CulinaryDatabase>) {
  const prior = () => priorOf(db, 'culinary.restaurants');

  const restaurants = () => db.selectFrom('culinary.restaurants as r').selectAll('r');
  const exists = async (id: number) =>
    (await db.selectFrom('culinary.restaurants').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  return {
    /**
     * Top rated (the default): damped average, then more ratings, then the older place;
     * newest: the higher id first; name: by the English name. Search is matched in code by the
     * shared rule (the places the sources name are a handful of rows).
     */
    async list(filter: RestaurantFilter = {}): Promise<Restaurant[]> {
      const c = await prior();
      let query = restaurants();
      if (filter.kind) query = query.where('r.kind', '=', filter.kind);
      if (filter.sort === 'newest') query = query.orderBy('r.id', 'desc');
      else if (filter.sort === 'name') query = query.orderBy(sql`lower(r.name)`).orderBy('r.id');
      else query = query.orderBy(weightedRatingSql('r', c), 'desc').orderBy('r.ratingCount', 'desc').orderBy('r.id');
      const words = searchWords(filter.q ?? '');
      const rows = (await query.execute()).filter((row) => matchesSearch(words, [row.name, row.nameVi]));
      return rows.map((row) => rowToRestaurant(row, c));
    },

    async findBySlug(slug: string): Promise<Restaurant | undefined> {
      const row = await restaurants().where('r.slug', '=', slug).executeTakeFirst();
      return row && rowToRestaurant(row, await prior());
    },

    exists,

    /**
     * Other places with a position, nearest first (then the older place), at most `limit`, none
     * farther than `radiusKm`; [] when the place has no position itself; undefined for an unknown
     * place. The equirectangular approximation: within a province its error is far below the
     * 0.1 km the answer is rounded to, and the radius bound stays a plain SQL filter.
     */
    async nearby(restaurantId: number, limit: number, radiusKm: number): Promise<NearbyRestaurant[] | undefined> {
      const place = await db
        .selectFrom('culinary.restaurants')
        .select(['latitude', 'longitude'])
        .where('id', '=', restaurantId)
        .executeTakeFirst();
      if (!place) return undefined;
      const { latitude, longitude } = place;
      if (latitude === null || longitude === null) return [];
      const distance = sql<number>`${EARTH_RADIUS_KM}::float8 * sqrt(
        power(radians(r.longitude - ${longitude}::float8) * cos(radians((r.latitude + ${latitude}::float8) / 2)), 2)
        + power(radians(r.latitude - ${latitude}::float8), 2))`;
      const rows = await db
        .selectFrom('culinary.restaurants as r')
        .select(['r.id', 'r.slug', 'r.name', 'r.nameVi', 'r.kind', distance.as('distanceKm')])
        .where('r.id', '<>', restaurantId)
        .where('r.latitude', 'is not', null)
        .where('r.longitude', 'is not', null)
        .where(distance, '<=', radiusKm)
        .orderBy(distance)
        .orderBy('r.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, distanceKm: Math.round(row.distanceKm * 10) / 10 }));
    },

    /** Active menus with their available items, in display order; undefined for an unknown place. */
    async menus(restaurantId: number): Promise<Menu[] | undefined> {
      if (!(await exists(restaurantId))) return undefined;
      const menus = await db
        .selectFrom('culinary.menus')
        .select(['id', 'name', 'nameVi', 'description', 'descriptionVi'])
        .where('restaurantId', '=', restaurantId)
        .where('isActive', '=', true)
        .orderBy('displayOrder')
        .orderBy('id')
        .execute();
      if (menus.length === 0) return [];
      const items = await db
        .selectFrom('culinary.menu_items as mi')
        .innerJoin('culinary.dishes as d', 'd.id', 'mi.dishId')
        .select(['mi.id', 'mi.menuId', 'mi.price', 'd.id as dishId', 'd.slug', 'd.name', 'd.nameVi', 'd.description', 'd.descriptionVi'])
        .where(
          'mi.menuId',
          'in',
          menus.map((m) => m.id),
        )
        .where('mi.isAvailable', '=', true)
        .orderBy('mi.displayOrder')
        .orderBy('mi.id')
        .execute();
      return menus.map((menu) => ({
        ...menu,
        items: items
          .filter((item) => item.menuId === menu.id)
          .map((item) => ({
            id: item.id,
            price: item.price,
            dish: {
              id: item.dishId,
              slug: item.slug,
              name: item.name,
              nameVi: item.nameVi,
              description: item.description,
              descriptionVi: item.descriptionVi,
            },
          })),
      }));
    },
  };
}

export type RestaurantRepository = ReturnType<typeof createRestaurantRepository>;
