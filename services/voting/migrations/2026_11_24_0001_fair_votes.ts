import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // "Can't decide": a draw is a vote like any other (it takes one of the allowance); the winning
  // and losing columns then simply hold the two sides. Every earlier vote was a win.
  await db.schema
    .alterTable('voting.vote_events')
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('win').check(sql`outcome in ('win', 'draw')`))
    // The id (nonce) of the matchup token the vote quoted: a token is used up exactly when an
    // accepted vote holds it, so a second vote with it breaks this unique index, whatever the
    // race. Null for votes from before tokens, and where a stack switches them off.
    .addColumn('matchup_token_id', 'text')
    .execute();
  await sql`create unique index vote_events_matchup_token on voting.vote_events (matchup_token_id)`.execute(db);

  // The published log gains the outcome, as its last column (a view may only grow at the end).
  await sql`
    create or replace view voting.vote_log as
    select id, event_id, user_id, winning_location_id, losing_location_id, voted_at, week_number, year_number, outcome
    from voting.vote_events`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view voting.vote_log`.execute(db);
  await sql`
    create view voting.vote_log as
    select id, event_id, user_id, winning_location_id, losing_location_id, voted_at, week_number, year_number
    from voting.vote_events`.execute(db);
  await sql`grant select on voting.vote_log to ranking`.execute(db);
  await sql`drop index voting.vote_events_matchup_token`.execute(db);
  await db.schema.alterTable('voting.vote_events').dropColumn('matchup_token_id').dropColumn('outcome').execute();
}
