import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  const timestamps = (t: CreateTableBuilder<any, any>) =>
    t
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
  const slug = sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

  await timestamps(
    db.schema
      .createTable('culinary.dishes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique().check(slug))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_vi', 'text')
      .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('description_vi', 'text')
      .addColumn('region', 'text')
      .addColumn('region_vi', 'text')
      .addColumn('ingredient', 'text')
      .addColumn('ingredient_vi', 'text')
      .addColumn('preparation_time', 'text')
      .addColumn('location_id', 'integer', (c) => c.references('catalog.locations.id').onDelete('set null')),
  )
    .addColumn('created_by', 'integer')
    .execute();

  await timestamps(
    db.schema
      .createTable('culinary.restaurants')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique().check(slug))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_vi', 'text')
      .addColumn('image_url', 'text')
      .addColumn('images', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('description', 'text')
      .addColumn('description_vi', 'text')
      .addColumn('address', 'text')
      .addColumn('address_vi', 'text')
      .addColumn('phone', 'text')
      .addColumn('website', 'text')
      .addColumn('opening_hours', 'text')
      .addColumn('opening_hours_vi', 'text')
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      // Seeded examples that no source names are flagged so the web can label them.
      .addColumn('is_sample', 'boolean', (c) => c.notNull().defaultTo(false)),
  )
    .addColumn('created_by', 'integer')
    .execute();

  await timestamps(
    db.schema
      .createTable('culinary.menus')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_vi', 'text')
      .addColumn('description', 'text')
      .addColumn('description_vi', 'text')
      .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('culinary.restaurants.id').onDelete('cascade'))
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await timestamps(
    db.schema
      .createTable('culinary.menu_items')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('menu_id', 'integer', (c) => c.notNull().references('culinary.menus.id').onDelete('cascade'))
      .addColumn('dish_id', 'integer', (c) => c.notNull().references('culinary.dishes.id').onDelete('cascade'))
      .addColumn('price', 'text')
      .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable('culinary.dish_restaurants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('dish_id', 'integer', (c) => c.notNull().references('culinary.dishes.id').onDelete('cascade'))
    .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('culinary.restaurants.id').onDelete('cascade'))
    .addUniqueConstraint('dish_restaurants_pair', ['dish_id', 'restaurant_id'])
    .execute();

  await timestamps(
    db.schema
      .createTable('culinary.reviews')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('content', 'text', (c) =>
        c.notNull().check(sql`length(trim(content)) between 10 and 2000`),
      )
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn('image_url', 'text')
      .addColumn('dish_id', 'integer', (c) => c.references('culinary.dishes.id').onDelete('cascade'))
      .addColumn('restaurant_id', 'integer', (c) => c.references('culinary.restaurants.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      // A review is about exactly one thing.
      .addCheckConstraint('reviews_one_subject', sql`num_nonnulls(dish_id, restaurant_id) = 1`),
  ).execute();
  await db.schema.createIndex('reviews_dish_idx').on('culinary.reviews').column('dish_id').execute();
  await db.schema.createIndex('reviews_restaurant_idx').on('culinary.reviews').column('restaurant_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reviews', 'dish_restaurants', 'menu_items', 'menus', 'restaurants', 'dishes']) {
    await db.schema.dropTable(`culinary.${table}`).execute();
  }
}
