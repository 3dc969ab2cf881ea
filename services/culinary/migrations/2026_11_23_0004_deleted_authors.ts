import { type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // When the author deleted their data (profile's DELETE /api/me): the review stays, its author
  // name is cleared and the web shows "Deleted visitor" instead of "Visitor".
  await db.schema.alterTable('culinary.reviews').addColumn('author_deleted_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('culinary.reviews').dropColumn('author_deleted_at').execute();
}
