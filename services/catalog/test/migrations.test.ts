import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openMigrationTestDatabase, type MigrationTestDatabase } from '@tn/kit/testing';
import * as communityPhotos from '../migrations/2026_11_23_0004_community_photos.ts';

/** The community photos migration can be taken back and applied again, as the runner would. */
describe('migration 2026_11_23_0004_community_photos', () => {
  let migrated: MigrationTestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    migrated = await openMigrationTestDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated?.close());

  const relations = () => migrated.tableNames('catalog');
  const covers = async () =>
    (await sql<{ slug: string; photo: unknown }>`select slug, photo from catalog.location_index order by slug`.execute(db)).rows;

  it('goes down and up again; the published index keeps its columns, covers and grants', async () => {
    const before = await covers();
    const added = ['community_photos', 'moderation_log', 'approved_photos', 'photo_orders', 'location_galleries'];
    expect(await relations()).toEqual(expect.arrayContaining([...added, 'location_index']));
    await db.transaction().execute((trx) => communityPhotos.down(trx));
    for (const name of added) expect(await relations()).not.toContain(name);
    expect(await covers()).toEqual(before);
    await db.transaction().execute((trx) => communityPhotos.up(trx));
    expect(await covers()).toEqual(before);
    const { rows } = await sql<{ grantee: string }>`
      select grantee from information_schema.role_table_grants
      where table_schema = 'catalog' and table_name = 'location_index' and privilege_type = 'SELECT'
        and grantee in ('voting', 'profile') order by grantee`.execute(db);
    expect(rows.map((r) => r.grantee)).toEqual(['profile', 'voting']);
  });
});
