import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // Published for profile's dashboard ("votes cast"): one row per user with at least one
  // accepted vote, the count over the whole log. Nothing else of the log is exposed to profile.
  await sql`
    create view voting.votes_by_user as
    select user_id, count(*)::integer as votes
    from voting.vote_events
    group by user_id`.execute(db);
  await sql`grant usage on schema voting to profile`.execute(db);
  await sql`grant select on voting.votes_by_user to profile`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view voting.votes_by_user`.execute(db);
  await sql`revoke usage on schema voting from profile`.execute(db);
}
