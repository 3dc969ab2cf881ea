import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // The travel mood: null until the user chooses one (docs/product-rules.md, Dashboard).
  await db.schema
    .alterTable('profile.users')
    .addColumn('travel_mood', 'text', (c) => c.check(sql`travel_mood in ('adventure', 'relaxation', 'culture', 'nature', 'food')`))
    .addColumn('mood_chosen_at', 'timestamptz')
    .execute();

  // Favourite and visited places: catalog location ids (plain ids, no key crosses a schema; a
  // retired place stays listed). Everything of a user goes with their users row.
  for (const table of ['favorites', 'visited']) {
    await db.schema
      .createTable(`profile.${table}`)
      .addColumn('user_id', 'text', (c) => c.notNull().references('profile.users.uid').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull())
      .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['user_id', 'location_id'])
      .execute();
  }

  await db.schema
    .createTable('profile.trips')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('profile.users.uid').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(notes) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('trips_user_id_date').on('profile.trips').columns(['user_id', 'date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile.trips').execute();
  await db.schema.dropTable('profile.visited').execute();
  await db.schema.dropTable('profile.favorites').execute();
  await db.schema.alterTable('profile.users').dropColumn('mood_chosen_at').dropColumn('travel_mood').execute();
}
