/**
 * Operators' command to take a place out of the catalog without deleting it:
 *
 *   DATABASE_URL=postgres://catalog@…/thainguyen npm run retire-location <slug>
 *
 * The place leaves lists, search, rankings and matchups; its votes, standings and reviews stay.
 */
import { createDb } from '@tn/kit/db';
import { createLocationRepository } from './locations/location-repository.ts';
import type { CatalogDatabase } from './locations/location-tables.ts';

const slug = process.argv[2];
const url = process.env.DATABASE_URL;
if (!slug || !url || !/^postgres(ql)?:\/\//.test(url)) {
  process.stderr.write('usage: DATABASE_URL=postgres://… npm run retire-location <slug>\n');
  process.exit(2);
}
const db = createDb<CatalogDatabase>(url, { max: 1, applicationName: 'catalog-retire' });
try {
  const retired = await createLocationRepository(db).retire(slug);
  process.stdout.write(retired ? `retired ${slug}\n` : `no location with slug ${slug}\n`);
  if (!retired) process.exitCode = 1;
} finally {
  await db.destroy();
}
