import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per Firebase user the platform has seen. The uid is Firebase's; the other fields
  // mirror the latest verified token, member_since is the first sight and never changes.
  await db.schema
    .createTable('profile.users')
    .addColumn('uid', 'text', (c) => c.primaryKey().check(sql`length(uid) between 1 and 128`))
    .addColumn('email', 'text')
    .addColumn('display_name', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('member_since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile.users').execute();
}
