import { pathToFileURL } from 'node:url';
import { createDb } from '@tn/kit/db';
import { migrateSchema, type MigrationSet } from '@tn/kit/migrate';
import * as catalog from '@tn/catalog/migrations';
import * as voting from '@tn/voting/migrations';
import * as ranking from '@tn/ranking/migrations';
import * as culinary from '@tn/culinary/migrations';
import * as profile from '@tn/profile/migrations';

/**
 * Every service schema, in dependency order: catalog first, because the others reference
 * catalog.locations. Each service owns its schema; this runner only sequences them.
 */
export const SERVICE_SCHEMAS: { schema: string; migrations: MigrationSet }[] = [catalog, voting, ranking, culinary, profile];

export async function migrateAll(databaseUrl: string, log: (line: string) => void = console.log): Promise<void> {
  const db = createDb<any>(databaseUrl, { max: 1, applicationName: 'migrate' });
  try {
    for (const { schema, migrations } of SERVICE_SCHEMAS) {
      const applied = await migrateSchema(db, schema, migrations);
      log(`migrate ${schema}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
    }
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required (for example postgres://postgres@127.0.0.1:5432/thainguyen)');
    process.exit(2);
  }
  migrateAll(url).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
