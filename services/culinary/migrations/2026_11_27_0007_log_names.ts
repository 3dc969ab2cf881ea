import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // An audit entry names what it is about as it was when decided (the suggested place, or the
  // dish or place to eat a review is about), so the log still reads by name after a review is
  // deleted.
  await sql`
    alter table culinary.moderation_log
      add column subject_name text,
      add column subject_name_vi text`.execute(db);
  // Earlier entries, named from what still exists (a deleted review's entry stays unnamed).
  await sql`
    update culinary.moderation_log m
       set subject_name = s.name
      from culinary.suggestions s
     where m.subject = 'suggestion' and s.id = m.subject_id`.execute(db);
  await sql`
    update culinary.moderation_log m
       set subject_name = coalesce(d.name, p.name), subject_name_vi = coalesce(d.name_vi, p.name_vi)
      from culinary.reviews r
      left join culinary.dishes d on d.id = r.dish_id
      left join culinary.restaurants p on p.id = r.restaurant_id
     where m.subject = 'review' and r.id = m.subject_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table culinary.moderation_log
      drop column subject_name_vi,
      drop column subject_name`.execute(db);
}
