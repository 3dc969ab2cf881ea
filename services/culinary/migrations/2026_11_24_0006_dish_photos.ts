import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // A dish's photo with its credit: the file, its author, its licence and the page that states
  // them (a Wikimedia Commons file page). All four or none, so no photo is ever stored without
  // its credit; the addresses are https and the author and licence are not blank. image_url (a
  // bare address, always empty) stays for older clients.
  await sql`
    alter table culinary.dishes
      add column photo_url text,
      add column photo_author text,
      add column photo_licence text,
      add column photo_source_url text,
      add constraint dishes_photo_all_or_none
        check (num_nulls(photo_url, photo_author, photo_licence, photo_source_url) in (0, 4)),
      add constraint dishes_photo_credited
        check (photo_url is null or (
          photo_url ~ '^https://' and photo_source_url ~ '^https://'
          and photo_author ~ '[^[:space:]]' and photo_licence ~ '[^[:space:]]'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table culinary.dishes
      drop column photo_source_url,
      drop column photo_licence,
      drop column photo_author,
      drop column photo_url`.execute(db);
}
