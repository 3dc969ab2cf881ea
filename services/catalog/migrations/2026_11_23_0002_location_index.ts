import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // A location is retired, never deleted: votes, standings and reviews that name it stay valid.
  await db.schema.alterTable('catalog.locations').addColumn('retired_at', 'timestamptz').execute();

  // The published location index: what voting and profile may read of the catalog (names to
  // show beside a vote, ids to validate one, whether a place is still offered). Nothing else of
  // this schema is granted to another role.
  await sql`
    create view catalog.location_index as
    select id, slug, name, name_vi, description, description_vi, image_url, category,
           retired_at is not null as retired
    from catalog.locations`.execute(db);
  await sql`grant usage on schema catalog to voting, profile`.execute(db);
  await sql`grant select on catalog.location_index to voting, profile`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view catalog.location_index`.execute(db);
  await sql`revoke usage on schema catalog from voting, profile`.execute(db);
  await db.schema.alterTable('catalog.locations').dropColumn('retired_at').execute();
}
