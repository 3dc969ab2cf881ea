import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/** A service's migrations, keyed by their timestamped names (frozen, never edited). */
export type MigrationSet = Record<string, Migration>;

/**
 * Migrates one service schema to the latest version. Each schema keeps its own migration table,
 * so services migrate independently; the Kysely lock makes concurrent runs safe.
 */
export async function migrateSchema(db: Kysely<any>, schema: string, migrations: MigrationSet): Promise<string[]> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`migration of schema ${schema} failed at ${failed?.migrationName ?? '?'}: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * A service's login role, created once per server (roles are cluster-wide; a concurrent run that
 * created it first is fine). With a password, the role's password is set to it; without, it is
 * left as it is (local trust authentication needs none).
 */
export async function ensureLoginRole(db: Kysely<any>, role: string, password?: string): Promise<void> {
  await sql`do $$ begin
      create role ${sql.id(role)} login nosuperuser nocreatedb nocreaterole noinherit;
    exception when duplicate_object or unique_violation then null;
    end $$`.execute(db);
  if (password !== undefined) {
    // ALTER ROLE takes no bind parameters: the literal is escaped here.
    await sql.raw(`alter role "${role}" password '${password.replaceAll("'", "''")}'`).execute(db);
  }
}

/**
 * What a service may do in its own schema: read and write its tables and sequences and call its
 * functions. Never DDL (migrations run as the admin role) and never its migration bookkeeping.
 * Re-run after every migration, so tables added later are covered too.
 */
export async function grantOwnSchema(db: Kysely<any>, schema: string): Promise<void> {
  const s = sql.id(schema);
  await sql`grant usage on schema ${s} to ${s}`.execute(db);
  await sql`grant select, insert, update, delete on all tables in schema ${s} to ${s}`.execute(db);
  await sql`grant usage, select on all sequences in schema ${s} to ${s}`.execute(db);
  await sql`grant execute on all functions in schema ${s} to ${s}`.execute(db);
  await sql`revoke all on ${s}.kysely_migration, ${s}.kysely_migration_lock from ${s}`.execute(db);
}
