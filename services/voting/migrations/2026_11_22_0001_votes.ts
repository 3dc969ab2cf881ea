import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // The accepted-vote log and outbox: its id is the log order the projector applies.
  await db.schema
    .createTable('voting.vote_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('winning_location_id', 'integer', (c) => c.notNull().references('catalog.locations.id').onDelete('cascade'))
    .addColumn('losing_location_id', 'integer', (c) => c.notNull().references('catalog.locations.id').onDelete('cascade'))
    .addColumn('voted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('week_start', 'date', (c) => c.notNull())
    .addColumn('week_number', 'integer', (c) => c.notNull())
    .addColumn('year_number', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addCheckConstraint('vote_events_distinct_pair', sql`winning_location_id <> losing_location_id`)
    .addUniqueConstraint('vote_events_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('vote_events_user_week_idx').on('voting.vote_events').columns(['user_id', 'week_start']).execute();

  await db.schema
    .createTable('voting.matchups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('location_id_a', 'integer', (c) => c.notNull().references('catalog.locations.id').onDelete('cascade'))
    .addColumn('location_id_b', 'integer', (c) => c.notNull().references('catalog.locations.id').onDelete('cascade'))
    .addColumn('last_matched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A pair is stored once, smaller id first.
    .addCheckConstraint('matchups_ordered_pair', sql`location_id_a < location_id_b`)
    .addUniqueConstraint('matchups_pair', ['location_id_a', 'location_id_b'])
    .execute();

  // A mirror of the Redis weekly counters, for operators and for rebuilding after a flush.
  await db.schema
    .createTable('voting.user_vote_limits')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique())
    .addColumn('week_number', 'integer', (c) => c.notNull())
    .addColumn('year_number', 'integer', (c) => c.notNull())
    .addColumn('votes_used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`votes_used >= 0`))
    .addColumn('last_voted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voting.user_vote_limits').execute();
  await db.schema.dropTable('voting.matchups').execute();
  await db.schema.dropTable('voting.vote_events').execute();
}
