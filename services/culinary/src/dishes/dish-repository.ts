import { sql, type Kysely, type Selectable } from 'kysely';
import type { DishSort } from '@tn/contracts/constants';
import type { Photo } from '@tn/contracts/common';
import type { Dish, RestaurantRef } from '@tn/contracts/culinary';
import { matchesSearch, searchWords } from '@tn/contracts/search';
import type { CulinaryDatabase, DishesTable } from '../culinary/culinary-tables.ts';
import { ratingFields } from '../culinary/ratings.ts';
import { priorOf, weightedRatingSql } from '../culinary/rating-queries.ts';

export interface DishFilter {
  /** Words that must each appear in the English or Vietnamese name (@tn/contracts/search). */
  q?: string;
  /** Words that must each appear in the English or Vietnamese region, by the same rule. */
  region?: string;
  sort?: DishSort;
}

type DishRow = Selectable<DishesTable>;

/** The stored photo with its credit; the table keeps the four columns all set or all null. */
function photoOf(row: DishRow): Photo | null {
  const { photoUrl: url, photoAuthor: author, photoLicence: licence, photoSourceUrl: sourceUrl } = row;
  return url !== null && author !== null && licence !== null && sourceUrl !== null ? { url, author, licence, sourceUrl } : null;
}

export function createDishRepository(db: Kysely<CulinaryDatabase>) {
  const prior = () => priorOf(db, 'culinary.dishes');

  /**
   * The contract's Dish: the places that serve it (in the order they were linked) and the price
   * on the first of them that states one for this dish, else null ("price not listed").
   */
  async function toDishes(rows: DishRow[], c: number): Promise<Dish[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const served = await db
      .selectFrom('culinary.dish_restaurants as dr')
      .innerJoin('culinary.restaurants as r', 'r.id', 'dr.restaurantId')
      .select(['dr.dishId', 'r.id', 'r.slug', 'r.name', 'r.nameVi', 'r.kind'])
      .where('dr.dishId', 'in', ids)
      .orderBy('dr.id')
      .execute();
    const priced = await db
      .selectFrom('culinary.menu_items as mi')
      .innerJoin('culinary.menus as m', 'm.id', 'mi.menuId')
      .select(['mi.dishId', 'm.restaurantId', 'mi.price'])
      .where('mi.dishId', 'in', ids)
      .where('mi.price', 'is not', null)
      .where('m.isActive', '=', true)
      .where('mi.isAvailable', '=', true)
      .orderBy('m.displayOrder')
      .orderBy('mi.displayOrder')
      .orderBy('mi.id')
      .execute();
    const restaurantsOf = new Map<number, RestaurantRef[]>();
    for (const { dishId, ...ref } of served) restaurantsOf.set(dishId, [...(restaurantsOf.get(dishId) ?? []), ref]);
    return rows.map((row) => {
      const restaurants = restaurantsOf.get(row.id) ?? [];
      const first = restaurants[0];
      const price = first ? (priced.find((p) => p.dishId === row.id && p.restaurantId === first.id)?.price ?? null) : null;
      return {
        id: row.id,
        slug: row.slug,
        name: row.name,
        nameVi: row.nameVi,
        imageUrl: row.imageUrl,
        photo: photoOf(row),
        description: row.description,
        descriptionVi: row.descriptionVi,
        region: row.region,
        regionVi: row.regionVi,
        ingredient: row.ingredient,
        ingredientVi: row.ingredientVi,
        preparationTime: row.preparationTime,
        locationId: row.locationId,
        ...ratingFields(row, c),
        restaurants,
        price,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  const dishes = () => db.selectFrom('culinary.dishes as d').selectAll('d');

  return {
    /**
     * Top rated (the default): by the damped average, then more ratings, then the older dish;
     * newest: the higher id first. Search and region are matched in code by the shared rule;
     * the list is the province's dishes, a few dozen rows.
     */
    async list(filter: DishFilter = {}): Promise<Dish[]> {
      const c = await prior();
      let query = dishes();
      query =
        filter.sort === 'newest'
          ? query.orderBy('d.id', 'desc')
          : query.orderBy(weightedRatingSql('d', c), 'desc').orderBy('d.ratingCount', 'desc').orderBy('d.id');
      const words = searchWords(filter.q ?? '');
      const regionWords = searchWords(filter.region ?? '');
      const rows = (await query.execute()).filter(
        (row) => matchesSearch(words, [row.name, row.nameVi]) && matchesSearch(regionWords, [row.region, row.regionVi]),
      );
      return toDishes(rows, c);
    },

    /** The best by the damped average; a dish nobody has rated yet is not "top rated". */
    async topRated(limit: number): Promise<Dish[]> {
      const c = await prior();
      const rows = await dishes()
        .where('d.ratingCount', '>', 0)
        .orderBy(weightedRatingSql('d', c), 'desc')
        .orderBy('d.ratingCount', 'desc')
        .orderBy('d.id')
        .limit(limit)
        .execute();
      return toDishes(rows, c);
    },

    async findBySlug(slug: string): Promise<Dish | undefined> {
      const row = await dishes().where('d.slug', '=', slug).executeTakeFirst();
      return row && (await toDishes([row], await prior()))[0];
    },

    async exists(id: number): Promise<boolean> {
      return (await db.selectFrom('culinary.dishes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /**
     * Dishes like this one, from the data: each place to eat serving both counts 2, the same
     * region (either language, case ignored) 1, the same catalog location 1. Only dishes with
     * something in common, best first, then by the damped average. Undefined for an unknown id.
     */
    async similar(id: number, limit: number): Promise<Dish[] | undefined> {
      const origin = await db.selectFrom('culinary.dishes').selectAll().where('id', '=', id).executeTakeFirst();
      if (!origin) return undefined;
      const c = await prior();
      const score = sql<number>`(
        2 * (select count(*) from culinary.dish_restaurants a
             join culinary.dish_restaurants b on b.restaurant_id = a.restaurant_id
             where a.dish_id = ${id} and b.dish_id = d.id)
        + case when lower(d.region) = lower(${origin.region}) or lower(d.region_vi) = lower(${origin.regionVi}) then 1 else 0 end
        + case when d.location_id = ${origin.locationId} then 1 else 0 end)`;
      const rows = await dishes()
        .where('d.id', '<>', id)
        .where(score, '>', 0)
        .orderBy(score, 'desc')
        .orderBy(weightedRatingSql('d', c), 'desc')
        .orderBy('d.id')
        .limit(limit)
        .execute();
      return toDishes(rows, c);
    },

    /**
     * The dishes a place to eat serves, best rated first (damped average, then more ratings),
     * then in the order they were linked. Undefined for an unknown place.
     */
    async popularAt(restaurantId: number, limit: number): Promise<Dish[] | undefined> {
      const place = await db.selectFrom('culinary.restaurants').select('id').where('id', '=', restaurantId).executeTakeFirst();
      if (!place) return undefined;
      const c = await prior();
      const rows = await dishes()
        .innerJoin('culinary.dish_restaurants as dr', 'dr.dishId', 'd.id')
        .where('dr.restaurantId', '=', restaurantId)
        .orderBy(weightedRatingSql('d', c), 'desc')
        .orderBy('d.ratingCount', 'desc')
        .orderBy('dr.id')
        .limit(limit)
        .execute();
      return toDishes(rows, c);
    },
  };
}

export type DishRepository = ReturnType<typeof createDishRepository>;
