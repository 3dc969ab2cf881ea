import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDb } from '@tn/kit/db';
import { ensureLoginRole, grantOwnSchema, migrateSchema, type MigrationSet } from '@tn/kit/migrate';
import { dbPasswordEnvOf, needs, SERVICES, type ServiceName } from '@tn/kit/registry';

const SERVICES_DIR = fileURLToPath(new URL('../services/', import.meta.url));

/** Services that connect to Postgres, each as its own login role. */
export const DATABASE_SERVICES = SERVICES.filter((s) => needs(s, 'postgres'));

/** Role passwords from `<NAME>_DB_PASSWORD`; a service without one keeps its role's password. */
export function rolePasswordsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<Record<ServiceName, string>> {
  return Object.fromEntries(DATABASE_SERVICES.flatMap((s) => {
    const value = env[dbPasswordEnvOf(s.name)];
    return value ? [[s.name, value]] : [];
  }));
}

async function migrationsOf(name: string): Promise<MigrationSet> {
  const module = (await import(pathToFileURL(join(SERVICES_DIR, name, 'migrations', 'index.ts')).href)) as {
    schema: string;
    migrations: MigrationSet;
  };
  if (module.schema !== name) throw new Error(`services/${name}/migrations declares schema "${module.schema}", not "${name}"`);
  return module.migrations;
}

/**
 * Runs as the admin role: creates every service's login role, then migrates each owned schema in
 * registry order and grants its owner what it may do there. Reads across schemas are granted only
 * by the owner's own migrations (its published read models).
 */
export async function migrateAll(
  databaseUrl: string,
  log: (line: string) => void = console.log,
  passwords: Partial<Record<ServiceName, string>> = rolePasswordsFromEnv(),
): Promise<void> {
  // A migration may rewrite or index a big table: no statement limit. Lock waits stay bounded (a
  // concurrent run holding the migration lock, a long transaction on a table to alter): after a
  // minute the run fails with an error to re-run, instead of waiting for ever.
  const db = createDb<any>(databaseUrl, {
    max: 1,
    applicationName: 'migrate',
    statementTimeoutMs: 0,
    lockTimeoutMs: 60_000,
    idleInTransactionTimeoutMs: 60_000,
  });
  try {
    for (const { name } of DATABASE_SERVICES) await ensureLoginRole(db, name, passwords[name]);
    for (const { name } of SERVICES.filter((s) => s.schema)) {
      const applied = await migrateSchema(db, name, await migrationsOf(name));
      await grantOwnSchema(db, name);
      log(`migrate ${name}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
    }
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL (an admin role that may create roles and schemas) is required, for example postgres://postgres@127.0.0.1:5432/thainguyen');
    process.exit(2);
  }
  migrateAll(url).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
