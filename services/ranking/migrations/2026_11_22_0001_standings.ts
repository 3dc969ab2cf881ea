import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // Applied votes: id is the vote event's log position, so re-applying an event is a conflict.
  await db.schema
    .createTable('ranking.votes')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('winning_location_id', 'integer', (c) => c.notNull().references('catalog.locations.id').onDelete('cascade'))
    .addColumn('losing_location_id', 'integer', (c) => c.notNull().references('catalog.locations.id').onDelete('cascade'))
    .addColumn('winner_score_before', 'integer', (c) => c.notNull())
    .addColumn('loser_score_before', 'integer', (c) => c.notNull())
    .addColumn('winner_score_after', 'integer', (c) => c.notNull())
    .addColumn('loser_score_after', 'integer', (c) => c.notNull())
    .addColumn('voted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'text')
    .addColumn('week_number', 'integer', (c) => c.notNull())
    .addColumn('year_number', 'integer', (c) => c.notNull())
    .addColumn('season', 'text', (c) => c.notNull().check(sql`season ~ '^[0-9]{4}-[0-9]{2}$'`))
    .execute();
  await db.schema.createIndex('ranking_votes_voted_at_idx').on('ranking.votes').column('voted_at').execute();

  // The published read model: one row per location per monthly season (absent = 1000/0/0/0).
  await db.schema
    .createTable('ranking.standings')
    .addColumn('season', 'text', (c) => c.notNull().check(sql`season ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('catalog.locations.id').onDelete('cascade'))
    .addColumn('elo_score', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('matches', 'integer', (c) => c.notNull().defaultTo(0).check(sql`matches >= 0`))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0).check(sql`wins >= 0`))
    .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0).check(sql`losses >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('standings_pk', ['season', 'location_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ranking.standings').execute();
  await db.schema.dropTable('ranking.votes').execute();
}
