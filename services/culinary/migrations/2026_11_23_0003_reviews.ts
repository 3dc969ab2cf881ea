import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // What a place to eat is. Seeded venues are the ones a source names, each with its kind.
  await db.schema
    .alterTable('culinary.restaurants')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('restaurant')
        .check(sql`kind in ('homestay_village', 'tea_cooperative', 'food_street', 'restaurant')`),
    )
    // A price a source states for the venue (a stay, a meal), with its date; null: not listed.
    .addColumn('price_note', 'text')
    .addColumn('price_note_vi', 'text')
    .execute();
  // Coordinates stay null unless sourced; a position is both numbers or neither, on the globe.
  await sql`alter table culinary.restaurants add constraint restaurants_position check (
      (latitude is null) = (longitude is null)
      and (latitude is null or latitude between -90 and 90)
      and (longitude is null or longitude between -180 and 180))`.execute(db);

  // Aggregates of the visible reviews, changed in the same transaction as the reviews (under a
  // lock on the subject row), so they never drift from a recount.
  for (const table of ['dishes', 'restaurants']) {
    await db.schema
      .alterTable(`culinary.${table}`)
      .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`alter table ${sql.table(`culinary.${table}`)} add constraint ${sql.id(`${table}_rating_aggregate`)}
      check (rating_count >= 0 and rating_sum between rating_count and 5 * rating_count)`.execute(db);
  }

  await db.schema
    .alterTable('culinary.reviews')
    // The author's display name when they wrote or last edited it (null: the web says "Visitor").
    .addColumn('author_name', 'text')
    // The upload in the media service that image_url shows (an id there, not a foreign key).
    .addColumn('image_id', 'text')
    // Reports hid it (REPORTS_TO_HIDE); it stays hidden until an editor looks at it.
    .addColumn('hidden_at', 'timestamptz')
    .execute();
  // One review per user per subject: a second one is an edit of the first.
  await sql`alter table culinary.reviews
      add constraint reviews_one_per_user_dish unique (user_id, dish_id),
      add constraint reviews_one_per_user_restaurant unique (user_id, restaurant_id),
      add constraint reviews_image check (image_id is null or image_url is not null),
      add constraint reviews_edited_after_written check (updated_at >= created_at)`.execute(db);

  // Whatever reviews exist already count, from now on through the aggregates.
  for (const [table, column] of [
    ['dishes', 'dish_id'],
    ['restaurants', 'restaurant_id'],
  ] as const) {
    await sql`update ${sql.table(`culinary.${table}`)} t
      set rating_sum = r.sum, rating_count = r.count
      from (select ${sql.ref(column)} as id, sum(rating)::int as sum, count(*)::int as count
            from culinary.reviews where ${sql.ref(column)} is not null and hidden_at is null group by 1) r
      where t.id = r.id`.execute(db);
  }

  // "Helpful": one mark per user per review.
  await db.schema
    .createTable('culinary.review_helpful')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('culinary.reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('review_helpful_pkey', ['review_id', 'user_id'])
    .execute();

  // Reports: one per user per review, with the reporter's reason, kept for the editors.
  await db.schema
    .createTable('culinary.review_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('review_id', 'integer', (c) => c.notNull().references('culinary.reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(btrim(reason)) between 1 and 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('review_reports_one_per_user', ['review_id', 'user_id'])
    .execute();

  // A menu is named once per place and a dish listed once per menu (the seed upserts by these).
  await sql`alter table culinary.menus add constraint menus_name_per_restaurant unique (restaurant_id, name)`.execute(db);
  await sql`alter table culinary.menu_items add constraint menu_items_dish_per_menu unique (menu_id, dish_id)`.execute(db);
  await db.schema.createIndex('menu_items_dish_idx').on('culinary.menu_items').column('dish_id').execute();
  await db.schema.createIndex('dish_restaurants_restaurant_idx').on('culinary.dish_restaurants').column('restaurant_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index culinary.menu_items_dish_idx, culinary.dish_restaurants_restaurant_idx`.execute(db);
  await sql`alter table culinary.menu_items drop constraint menu_items_dish_per_menu`.execute(db);
  await sql`alter table culinary.menus drop constraint menus_name_per_restaurant`.execute(db);
  await db.schema.dropTable('culinary.review_reports').execute();
  await db.schema.dropTable('culinary.review_helpful').execute();
  await sql`alter table culinary.reviews
      drop constraint reviews_one_per_user_dish,
      drop constraint reviews_one_per_user_restaurant,
      drop constraint reviews_image,
      drop constraint reviews_edited_after_written,
      drop column author_name,
      drop column image_id,
      drop column hidden_at`.execute(db);
  for (const table of ['dishes', 'restaurants']) {
    await sql`alter table ${sql.table(`culinary.${table}`)}
      drop constraint ${sql.id(`${table}_rating_aggregate`)}, drop column rating_sum, drop column rating_count`.execute(db);
  }
  await sql`alter table culinary.restaurants
      drop constraint restaurants_position, drop column kind, drop column price_note, drop column price_note_vi`.execute(db);
}
