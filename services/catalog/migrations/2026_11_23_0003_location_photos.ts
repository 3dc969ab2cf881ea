import { sql, type Kysely } from 'kysely';

// Every photo element is an object with a non-blank author and licence and https addresses for
// the file and for the page that states the credit: the database refuses a photo without one.
const UNCREDITED = `$[*] ? (!(@.url.type() == "string" && @.url starts with "https://"
  && @.sourceUrl.type() == "string" && @.sourceUrl starts with "https://"
  && @.author.type() == "string" && @.author like_regex "[^[:space:]]"
  && @.licence.type() == "string" && @.licence like_regex "[^[:space:]]"))`;
// Lax mode unwraps nested arrays before a filter; strict mode sees them (and bare strings).
const NOT_AN_OBJECT = 'strict $[*] ? (@.type() != "object")';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // The published view reads image_url; it goes first and comes back below with the cover photo.
  await sql`drop view catalog.location_index`.execute(db);

  // A photo is { url, author, licence, sourceUrl }, the first one the cover. The old image_url
  // and images held bare addresses with no author or licence, so they are dropped, not carried
  // over: a photo whose credit is unknown may not be shown (the seed supplies the credited ones).
  await sql`
    alter table catalog.locations
      add column photos jsonb not null default '[]'::jsonb
        constraint locations_photos_credited check (
          jsonb_typeof(photos) = 'array'
          and not jsonb_path_exists(photos, ${sql.lit(NOT_AN_OBJECT)}::jsonpath)
          and not jsonb_path_exists(photos, ${sql.lit(UNCREDITED)}::jsonpath)
        ),
      drop column image_url,
      drop column images`.execute(db);

  // The same columns as before, with the cover photo (or null) in place of image_url.
  await sql`
    create view catalog.location_index as
    select id, slug, name, name_vi, description, description_vi, photos -> 0 as photo, category,
           retired_at is not null as retired
    from catalog.locations`.execute(db);
  await sql`grant select on catalog.location_index to voting, profile`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view catalog.location_index`.execute(db);
  // The addresses come back; their credits cannot be kept in the old columns.
  await sql`
    alter table catalog.locations
      add column image_url text not null default '',
      add column images text[] not null default '{}'::text[]`.execute(db);
  await sql`
    update catalog.locations set
      image_url = coalesce(photos -> 0 ->> 'url', ''),
      images = array(select p ->> 'url' from jsonb_array_elements(photos) with ordinality as e(p, n) where n > 1 order by n)`.execute(
    db,
  );
  await sql`alter table catalog.locations drop column photos`.execute(db);
  await sql`
    create view catalog.location_index as
    select id, slug, name, name_vi, description, description_vi, image_url, category,
           retired_at is not null as retired
    from catalog.locations`.execute(db);
  await sql`grant select on catalog.location_index to voting, profile`.execute(db);
}
