import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // A place to eat a visitor suggested and an editor approved, and what it serves in the
  // visitor's words (sourced places have none).
  await sql`alter table culinary.restaurants
      add column suggested_by_visitors boolean not null default false,
      add column serves text`.execute(db);

  // Places to eat suggested by visitors: pending until an editor decides. Approved, each becomes
  // a restaurant row (restaurant_id).
  await sql`
    create table culinary.suggestions (
      id serial primary key,
      name text not null check (length(name) between 1 and 120),
      kind text not null check (kind in ('homestay_village', 'tea_cooperative', 'food_street', 'restaurant')),
      address text not null check (length(address) between 1 and 300),
      serves text not null check (length(serves) between 1 and 500),
      latitude double precision check (latitude between -90 and 90),
      longitude double precision check (longitude between -180 and 180),
      author_uid text not null,
      author_name text,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      reason text,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by text,
      restaurant_id integer references culinary.restaurants (id),
      constraint suggestions_position check ((latitude is null) = (longitude is null)),
      constraint suggestions_restaurant_when_approved check ((status = 'approved') = (restaurant_id is not null)),
      constraint suggestions_reason_when_rejected check (status <> 'rejected' or length(btrim(reason)) > 0)
    )`.execute(db);
  await sql`create index suggestions_queue on culinary.suggestions (status, created_at)`.execute(db);

  // Editors' decisions on reported reviews: approve keeps it (shown again, reports cleared);
  // reject hides it for good. A review with a rejection never comes back to the queue.
  await sql`
    create table culinary.review_decisions (
      id serial primary key,
      review_id integer not null references culinary.reviews (id) on delete cascade,
      decision text not null check (decision in ('approve', 'reject')),
      reason text,
      editor_uid text not null,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index review_decisions_one_rejection on culinary.review_decisions (review_id) where decision = 'reject'`.execute(db);

  // The editors' decisions on culinary content: who, what, when, why; written in the same
  // transaction as the decision, kept when the subject is later deleted.
  await sql`
    create table culinary.moderation_log (
      id serial primary key,
      at timestamptz not null default now(),
      editor_uid text not null,
      editor_name text,
      subject text not null check (subject in ('suggestion', 'review')),
      subject_id integer not null,
      decision text not null check (decision in ('approve', 'reject')),
      reason text
    )`.execute(db);
  await sql`create index moderation_log_at on culinary.moderation_log (at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table culinary.moderation_log`.execute(db);
  await sql`drop table culinary.review_decisions`.execute(db);
  await sql`drop table culinary.suggestions`.execute(db);
  await sql`alter table culinary.restaurants drop column serves, drop column suggested_by_visitors`.execute(db);
}
