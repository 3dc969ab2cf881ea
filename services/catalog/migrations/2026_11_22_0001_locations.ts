import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // Trusted extensions (PG13+): accent- and typo-tolerant search over Vietnamese names.
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  // unaccent() is only STABLE; an IMMUTABLE wrapper lets it appear in indexes.
  await sql`
    create or replace function catalog.fold(text) returns text
    language sql immutable parallel safe strict
    as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`.execute(db);

  await db.schema
    .createTable('catalog.locations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique().check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(trim(name)) > 0`))
    .addColumn('name_vi', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_vi', 'text')
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('video_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_vi', 'text')
    .addColumn('opening_hours', 'text')
    .addColumn('opening_hours_vi', 'text')
    .addColumn('ticket_price', 'text')
    .addColumn('ticket_price_vi', 'text')
    .addColumn('history', 'text')
    .addColumn('history_vi', 'text')
    .addColumn('tips', 'text')
    .addColumn('tips_vi', 'text')
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category ~ '^[a-z_]+$'`))
    .addColumn('region', 'text')
    .addColumn('latitude', 'double precision', (c) => c.notNull().defaultTo(21.5941).check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (c) =>
      c.notNull().defaultTo(105.8484).check(sql`longitude between -180 and 180`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text')
    .execute();

  await sql`create index locations_search_idx on catalog.locations using gin (
    (catalog.fold(name) || ' ' || catalog.fold(coalesce(name_vi, ''))) gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('locations_category_idx').on('catalog.locations').column('category').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalog.locations').execute();
  await sql`drop function if exists catalog.fold(text)`.execute(db);
}
