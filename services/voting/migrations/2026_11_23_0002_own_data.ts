import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // No foreign key crosses a schema: locations are retired, never deleted, and a cascade from
  // the catalog must never be able to erase an acknowledged vote.
  for (const [table, column] of [
    ['vote_events', 'winning_location_id'],
    ['vote_events', 'losing_location_id'],
    ['matchups', 'location_id_a'],
    ['matchups', 'location_id_b'],
  ] as const) {
    await sql`alter table ${sql.table(`voting.${table}`)} drop constraint if exists ${sql.id(`${table}_${column}_fkey`)}`.execute(db);
  }

  // The published vote log: what the ranking projector reads to apply votes in log order.
  // Idempotency keys and answers stay private to voting.
  await sql`
    create view voting.vote_log as
    select id, event_id, user_id, winning_location_id, losing_location_id, voted_at, week_number, year_number
    from voting.vote_events`.execute(db);
  await sql`grant usage on schema voting to ranking`.execute(db);
  await sql`grant select on voting.vote_log to ranking`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view voting.vote_log`.execute(db);
  await sql`revoke usage on schema voting from ranking`.execute(db);
}
