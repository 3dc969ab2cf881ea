import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // No foreign key crosses a schema: a dish names a catalog location by id only.
  await sql`alter table culinary.dishes drop constraint if exists dishes_location_id_fkey`.execute(db);
}

export async function down(): Promise<void> {
  // The constraint is not restored: schemas never reference each other.
}
