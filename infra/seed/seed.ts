import { pathToFileURL } from 'node:url';
import { sql, type Generated, type Kysely, type RawBuilder } from 'kysely';
import type { Photo } from '@tn/contracts/common';
import { createDb } from '@tn/kit/db';
import { LOCATIONS, type SeedLocation } from './locations.ts';
import { DISHES, type SeedDish } from './dishes.ts';
import { PLACES_TO_EAT, type SeedPlaceToEat } from './places-to-eat.ts';

/**
 * The seed's own view of the tables it writes: only the columns it sets, so it does not depend
 * on any service's code (each service keeps its own table types).
 */
type LocationRow = Omit<SeedLocation, 'photos'> & { photos: string };
/** A dish's photo goes in four columns, all set or all null (the table checks it). */
interface DishPhotoColumns {
  photoUrl: string | null;
  photoAuthor: string | null;
  photoLicence: string | null;
  photoSourceUrl: string | null;
}
type DishRow = Omit<SeedDish, 'locationSlug' | 'photo'> & DishPhotoColumns & { locationId: number | null };
type RestaurantRow = Omit<SeedPlaceToEat, 'menus'>;
interface MenuRow {
  restaurantId: number;
  name: string;
  nameVi: string;
  description: string | null;
  descriptionVi: string | null;
  displayOrder: number;
}
interface MenuItemRow {
  menuId: number;
  dishId: number;
  price: string | null;
  displayOrder: number;
}

interface SeedDatabase {
  'catalog.locations': LocationRow & { id: number; updatedAt: Date };
  'culinary.dishes': DishRow & { id: number; updatedAt: Date };
  'culinary.restaurants': RestaurantRow & { id: number; updatedAt: Date };
  'culinary.menus': MenuRow & { id: number; updatedAt: Date };
  'culinary.menu_items': MenuItemRow & { id: number; updatedAt: Date };
  'culinary.dish_restaurants': { id: Generated<number>; dishId: number; restaurantId: number };
}

type Log = (line: string) => void;
type SeedTable = Exclude<keyof SeedDatabase, 'culinary.dish_restaurants'>;

interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Inserts rows by their key (a slug, or the columns of a unique constraint), or updates the ones
 * whose seeded columns differ. A row that already holds the same values is left alone (no write,
 * no updated_at bump), so seeding twice is a no-op. Columns the seed does not set (id,
 * created_at, created_by, rating aggregates) are never touched.
 */
async function upsertBy(
  trx: Kysely<SeedDatabase>,
  table: SeedTable,
  key: readonly string[],
  rows: readonly object[],
): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const columns = Object.keys(rows[0]!).filter((c) => !key.includes(c));
  const set: Record<string, RawBuilder<unknown>> = Object.fromEntries(
    columns.map((c) => [c, sql.ref(`excluded.${c}`)]),
  );
  const current = sql.join(columns.map((c) => sql.ref(`${table}.${c}`)));
  const incoming = sql.join(columns.map((c) => sql.ref(`excluded.${c}`)));
  // The column list is computed, so this one statement goes through the untyped builder.
  const untyped: Kysely<any> = trx;
  const written = await untyped
    .insertInto(table)
    .values([...rows])
    .onConflict((oc) =>
      oc
        .columns([...key])
        .doUpdateSet({ ...set, updatedAt: sql`now()` })
        .where(sql<boolean>`(${current}) is distinct from (${incoming})`),
    )
    // xmax is 0 only on a freshly inserted row version; an ON CONFLICT update sets it.
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .execute();
  const inserted = written.filter((r: { inserted: boolean }) => r.inserted).length;
  return { inserted, updated: written.length - inserted, unchanged: rows.length - written.length };
}

function dishPhotoColumns(photo: Photo | null): DishPhotoColumns {
  return {
    photoUrl: photo?.url ?? null,
    photoAuthor: photo?.author ?? null,
    photoLicence: photo?.licence ?? null,
    photoSourceUrl: photo?.sourceUrl ?? null,
  };
}

const summary = (table: string, total: number, c: UpsertCounts) =>
  `seed ${table}: ${total} rows (${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged)`;

/**
 * The places to eat a source names (no restaurant is invented), their menus and the dishes they
 * serve. Menus are keyed by (place, name), items by (menu, dish); dish_restaurants follows the
 * menus. Nothing is deleted: a menu an editor added stays.
 */
async function seedPlacesToEat(trx: Kysely<SeedDatabase>, log: Log): Promise<void> {
  const restaurantRows: RestaurantRow[] = PLACES_TO_EAT.map(({ menus: _menus, ...place }) => place);
  const restaurants = await upsertBy(trx, 'culinary.restaurants', ['slug'], restaurantRows);
  log(summary('culinary.restaurants', restaurantRows.length, restaurants));

  const placeIds = new Map(
    (
      await trx.selectFrom('culinary.restaurants').select(['id', 'slug']).where('slug', 'in', PLACES_TO_EAT.map((p) => p.slug)).execute()
    ).map((r) => [r.slug, r.id] as const),
  );
  const dishIds = new Map((await trx.selectFrom('culinary.dishes').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id] as const));
  const dishId = (slug: string, place: string) => {
    const id = dishIds.get(slug);
    if (id === undefined) throw new Error(`place to eat ${place}: no dish with slug ${slug}`);
    return id;
  };

  const menuRows: MenuRow[] = PLACES_TO_EAT.flatMap((place) =>
    place.menus.map(({ dishSlugs: _dishes, ...menu }, displayOrder) => ({ restaurantId: placeIds.get(place.slug)!, ...menu, displayOrder })),
  );
  const menus = await upsertBy(trx, 'culinary.menus', ['restaurantId', 'name'], menuRows);
  log(summary('culinary.menus', menuRows.length, menus));

  const menuIds = new Map<string, number>(
    menuRows.length === 0
      ? []
      : (
          await trx
            .selectFrom('culinary.menus')
            .select(['id', 'restaurantId', 'name'])
            .where('restaurantId', 'in', [...placeIds.values()])
            .execute()
        ).map((m) => [`${m.restaurantId}/${m.name}`, m.id]),
  );
  const itemRows: MenuItemRow[] = PLACES_TO_EAT.flatMap((place) =>
    place.menus.flatMap((menu) =>
      menu.dishSlugs.map((slug, displayOrder) => ({
        menuId: menuIds.get(`${placeIds.get(place.slug)}/${menu.name}`)!,
        dishId: dishId(slug, place.slug),
        // No source states the price of a dish at any of these places: "price not listed".
        price: null,
        displayOrder,
      })),
    ),
  );
  const items = await upsertBy(trx, 'culinary.menu_items', ['menuId', 'dishId'], itemRows);
  log(summary('culinary.menu_items', itemRows.length, items));

  // Which place serves which dish: exactly the seeded menus' dishes.
  const pairs = [...new Map(
    PLACES_TO_EAT.flatMap((place) =>
      place.menus.flatMap((menu) => menu.dishSlugs.map((slug) => {
        const pair = { dishId: dishId(slug, place.slug), restaurantId: placeIds.get(place.slug)! };
        return [`${pair.dishId}/${pair.restaurantId}`, pair] as const;
      })),
    ),
  ).values()];
  const linked =
    pairs.length === 0
      ? []
      : await trx
          .insertInto('culinary.dish_restaurants')
          .values(pairs)
          .onConflict((oc) => oc.columns(['dishId', 'restaurantId']).doNothing())
          .returning('id')
          .execute();
  log(summary('culinary.dish_restaurants', pairs.length, { inserted: linked.length, updated: 0, unchanged: pairs.length - linked.length }));
}

/** Seeds the sourced content (docs/content-sources.md) in one transaction; safe to re-run. */
export async function seedAll(databaseUrl: string, log: Log = console.log): Promise<void> {
  const db = createDb<SeedDatabase>(databaseUrl, { max: 1, applicationName: 'seed' });
  try {
    await db.transaction().execute(async (trx) => {
      // photos is jsonb: pg would send a JS array as a Postgres array literal, so it goes as JSON.
      const locationRows: LocationRow[] = LOCATIONS.map((l) => ({ ...l, photos: JSON.stringify(l.photos) }));
      const locations = await upsertBy(trx, 'catalog.locations', ['slug'], locationRows);
      log(summary('catalog.locations', LOCATIONS.length, locations));

      const linked = [...new Set(DISHES.flatMap((d) => (d.locationSlug ? [d.locationSlug] : [])))];
      const ids = new Map(
        linked.length === 0
          ? []
          : (
              await trx.selectFrom('catalog.locations').select(['id', 'slug']).where('slug', 'in', linked).execute()
            ).map((r) => [r.slug, r.id] as const),
      );
      const dishRows: DishRow[] = DISHES.map(({ locationSlug, photo, ...d }) => {
        const row = { ...d, ...dishPhotoColumns(photo) };
        if (locationSlug === null) return { ...row, locationId: null };
        const locationId = ids.get(locationSlug);
        if (locationId === undefined) throw new Error(`dish ${d.slug}: no location with slug ${locationSlug}`);
        return { ...row, locationId };
      });
      const dishes = await upsertBy(trx, 'culinary.dishes', ['slug'], dishRows);
      log(summary('culinary.dishes', dishRows.length, dishes));

      await seedPlacesToEat(trx, log);
    });
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required (for example postgres://postgres@127.0.0.1:5432/thainguyen)');
    process.exit(2);
  }
  seedAll(url).catch((err: unknown) => {
    console.error(`seed failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
