import { pathToFileURL } from 'node:url';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { createDb } from '@tn/kit/db';
import { LOCATIONS, type SeedLocation } from './locations.ts';
import { DISHES, type SeedDish } from './dishes.ts';

/**
 * The seed's own view of the two tables it writes: only the columns it sets, so it does not
 * depend on any service's code (each service keeps its own table types).
 */
type LocationRow = Omit<SeedLocation, 'photos'> & { photos: string };
type DishRow = Omit<SeedDish, 'locationSlug'> & { locationId: number | null };

interface SeedDatabase {
  'catalog.locations': LocationRow & { id: number; updatedAt: Date };
  'culinary.dishes': DishRow & { id: number; updatedAt: Date };
}

type Log = (line: string) => void;
type SeedTable = keyof SeedDatabase;

interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/**
 * Inserts rows by slug, or updates the ones whose seeded columns differ. A row that already
 * holds the same values is left alone (no write, no updated_at bump), so seeding twice is a
 * no-op. Columns the seed does not set (id, created_at, created_by) are never touched.
 */
async function upsertBySlug(
  trx: Kysely<SeedDatabase>,
  table: SeedTable,
  rows: readonly LocationRow[] | readonly DishRow[],
): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const columns = Object.keys(rows[0]!).filter((c) => c !== 'slug');
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
        .column('slug')
        .doUpdateSet({ ...set, updatedAt: sql`now()` })
        .where(sql<boolean>`(${current}) is distinct from (${incoming})`),
    )
    // xmax is 0 only on a freshly inserted row version; an ON CONFLICT update sets it.
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .execute();
  const inserted = written.filter((r: { inserted: boolean }) => r.inserted).length;
  return { inserted, updated: written.length - inserted, unchanged: rows.length - written.length };
}

const summary = (table: string, total: number, c: UpsertCounts) =>
  `seed ${table}: ${total} rows (${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged)`;

/** Seeds the sourced content (docs/content-sources.md) in one transaction; safe to re-run. */
export async function seedAll(databaseUrl: string, log: Log = console.log): Promise<void> {
  const db = createDb<SeedDatabase>(databaseUrl, { max: 1, applicationName: 'seed' });
  try {
    await db.transaction().execute(async (trx) => {
      // photos is jsonb: pg would send a JS array as a Postgres array literal, so it goes as JSON.
      const locationRows: LocationRow[] = LOCATIONS.map((l) => ({ ...l, photos: JSON.stringify(l.photos) }));
      const locations = await upsertBySlug(trx, 'catalog.locations', locationRows);
      log(summary('catalog.locations', LOCATIONS.length, locations));

      const linked = [...new Set(DISHES.flatMap((d) => (d.locationSlug ? [d.locationSlug] : [])))];
      const ids = new Map(
        linked.length === 0
          ? []
          : (
              await trx.selectFrom('catalog.locations').select(['id', 'slug']).where('slug', 'in', linked).execute()
            ).map((r) => [r.slug, r.id] as const),
      );
      const dishRows: DishRow[] = DISHES.map(({ locationSlug, ...d }) => {
        if (locationSlug === null) return { ...d, locationId: null };
        const locationId = ids.get(locationSlug);
        if (locationId === undefined) throw new Error(`dish ${d.slug}: no location with slug ${locationSlug}`);
        return { ...d, locationId };
      });
      const dishes = await upsertBySlug(trx, 'culinary.dishes', dishRows);
      log(summary('culinary.dishes', dishRows.length, dishes));

      // No source names a restaurant (docs/content-sources.md, Places to eat); none is invented.
      log('seed culinary.restaurants: 0 rows (none named by a source)');
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
