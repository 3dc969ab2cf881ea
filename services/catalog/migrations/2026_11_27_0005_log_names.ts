import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // An audit entry names what it is about as it was when decided (the place a photo shows, or
  // whose photo order was set), so the log still reads by name after a photo is withdrawn.
  await sql`
    alter table catalog.moderation_log
      add column subject_name text,
      add column subject_name_vi text`.execute(db);
  // Earlier entries, named from what still exists (a withdrawn photo's entry stays unnamed).
  await sql`
    update catalog.moderation_log m
       set subject_name = l.name, subject_name_vi = l.name_vi
      from catalog.locations l
     where (m.subject = 'place' and l.id = m.subject_id)
        or (m.subject = 'photo' and l.id = (select p.location_id from catalog.community_photos p where p.id = m.subject_id))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table catalog.moderation_log
      drop column subject_name_vi,
      drop column subject_name`.execute(db);
}
