import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // Profile's recommendations put the better-ranked of equally matching places first: the same
  // published standings and rank that catalog and voting read.
  await sql`grant usage on schema ranking to profile`.execute(db);
  await sql`grant select on ranking.standings to profile`.execute(db);
  await sql`grant execute on function ranking.season_ranks(text) to profile`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`revoke execute on function ranking.season_ranks(text) from profile`.execute(db);
  await sql`revoke select on ranking.standings from profile`.execute(db);
  await sql`revoke usage on schema ranking from profile`.execute(db);
}
