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
