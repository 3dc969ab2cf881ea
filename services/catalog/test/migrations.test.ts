import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import * as communityPhotos from '../migrations/2026_11_23_0004_community_photos.ts';

/** The community photos migration can be taken back and applied again, as the runner would. */
describe('migration 2026_11_23_0004_community_photos', () => {
  let database: TestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<any>(database.url, { max: 1 });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const relations = async () =>
    (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'catalog' order by 1`.execute(db)).rows.map(
      (r) => r.name,
    );
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
