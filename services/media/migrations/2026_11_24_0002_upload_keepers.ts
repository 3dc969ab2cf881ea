import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // The service that keeps an attached upload, as it names itself in the attach call. Attaching
  // was a mark, so an upload kept for a review could be attached again for a place photo and then
  // let go when that was withdrawn, and the sweeper deleted the review's image. With a keeper,
  // another service's attach or detach is refused.
  await sql`
    alter table media.uploads
      add column keeper text constraint uploads_keeper_name check (keeper ~ '^[a-z][a-z0-9-]{0,39}$')`.execute(db);
  // Before this, only culinary's reviews attached uploads in a deployment (place photos arrive
  // with this change), so the uploads already attached are a review's.
  await sql`update media.uploads set keeper = 'culinary' where attached_at is not null`.execute(db);
  await sql`
    alter table media.uploads
      add constraint uploads_keeper_when_attached check ((attached_at is null) = (keeper is null))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table media.uploads drop constraint uploads_keeper_when_attached`.execute(db);
  await sql`alter table media.uploads drop column keeper`.execute(db);
}
