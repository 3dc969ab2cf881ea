import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // Visitors' photos of a place. The files live in the media service (upload_id there, not a
  // foreign key); this row keeps what a credit and a srcset need, as they were when attached.
  await sql`
    create table catalog.community_photos (
      id serial primary key,
      location_id integer not null references catalog.locations (id),
      author_uid text not null,
      -- The uploader's display name when they sent it (never an email): the credit's author.
      author_name text not null check (length(btrim(author_name)) > 0),
      upload_id text not null unique,
      url text not null check (url like '/media/%'),
      -- The largest stored size: the credit's source link.
      full_url text not null check (full_url like '/media/%'),
      srcset text not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      licence text not null check (licence in ('CC-BY-4.0', 'CC0-1.0')),
      caption text check (caption is null or length(caption) between 1 and 200),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      reason text,
      -- Place among the place's approved photos, 1 the cover; kept dense by the service.
      position integer check (position is null or position >= 1),
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by text,
      constraint community_photos_position_when_approved check ((status = 'approved') = (position is not null)),
      constraint community_photos_reason_when_rejected check (status <> 'rejected' or length(btrim(reason)) > 0),
      constraint community_photos_one_position unique (location_id, position) deferrable initially deferred
    )`.execute(db);
  await sql`create index community_photos_queue on catalog.community_photos (status, created_at)`.execute(db);
  await sql`create index community_photos_author on catalog.community_photos (author_uid, location_id)`.execute(db);

  // The editors' decisions on catalog content: who, what, when, why. Written in the same
  // transaction as the decision; the subject's id stays when the photo is later withdrawn.
  await sql`
    create table catalog.moderation_log (
      id serial primary key,
      at timestamptz not null default now(),
      editor_uid text not null,
      editor_name text,
      -- A photo (decided) or a place (its photos' order set).
      subject text not null check (subject in ('photo', 'place')),
      subject_id integer not null,
      decision text not null check (decision in ('approve', 'reject', 'reorder')),
      reason text,
      -- For a reorder: the place's approved photos in their new order, the cover first.
      photo_ids integer[],
      constraint moderation_log_reorder_of_place check ((decision = 'reorder') = (subject = 'place')),
      constraint moderation_log_order_with_reorder check ((decision = 'reorder') = (photo_ids is not null))
    )`.execute(db);
  await sql`create index moderation_log_at on catalog.moderation_log (at desc, id desc)`.execute(db);

  // Approved visitors' photos as Photo objects (the contract's shape; licence as a credit names
  // it, as PHOTO_LICENCE_NAMES), in the editors' order.
  await sql`
    create view catalog.approved_photos as
    select location_id, position,
           jsonb_build_object(
             'url', url,
             'author', author_name,
             'licence', case licence when 'CC-BY-4.0' then 'CC BY 4.0' else 'CC0' end,
             'sourceUrl', full_url,
             'srcset', srcset,
             'width', width,
             'height', height) as photo
    from catalog.community_photos
    where status = 'approved'`.execute(db);

  // Places whose photo order an editor set: their visitors' photos, in that order, then lead
  // the gallery (the editors' cover is the place's cover). Without a row the sourced photos lead,
  // as they did before any editor chose. The row goes when the place's last approved photo does.
  await sql`
    create table catalog.photo_orders (
      location_id integer primary key references catalog.locations (id),
      set_at timestamptz not null default now(),
      set_by text not null
    )`.execute(db);

  // A place's whole gallery, the cover first: the one rule for the detail page, the cards and the
  // published index. visitors_first says whether the editors' cover is the place's cover (they
  // set the order, or the place has no sourced photo).
  await sql`
    create view catalog.location_galleries as
    select l.id as location_id,
           (o.location_id is not null or jsonb_array_length(l.photos) = 0) as visitors_first,
           case when o.location_id is not null then v.photos || l.photos else l.photos || v.photos end as photos
    from catalog.locations l
    left join catalog.photo_orders o on o.location_id = l.id
    cross join lateral (
      select coalesce(jsonb_agg(a.photo order by a.position), '[]'::jsonb) as photos
      from catalog.approved_photos a where a.location_id = l.id) v`.execute(db);

  // The published index's cover is the gallery's first photo (same columns, so voting and
  // profile read it unchanged).
  await sql`
    create or replace view catalog.location_index as
    select l.id, l.slug, l.name, l.name_vi, l.description, l.description_vi,
           (select g.photos -> 0 from catalog.location_galleries g where g.location_id = l.id) as photo,
           l.category, l.retired_at is not null as retired
    from catalog.locations l`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace view catalog.location_index as
    select id, slug, name, name_vi, description, description_vi, photos -> 0 as photo, category,
           retired_at is not null as retired
    from catalog.locations`.execute(db);
  await sql`drop view catalog.location_galleries`.execute(db);
  await sql`drop table catalog.photo_orders`.execute(db);
  await sql`drop view catalog.approved_photos`.execute(db);
  await sql`drop table catalog.moderation_log`.execute(db);
  await sql`drop table catalog.community_photos`.execute(db);
}
