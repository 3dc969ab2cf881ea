import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openMigrationTestDatabase, type MigrationTestDatabase } from '@tn/kit/testing';
import * as communityPhotos from '../migrations/2026_11_23_0004_community_photos.ts';
import * as logNames from '../migrations/2026_11_27_0005_log_names.ts';

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

describe('migration 2026_11_27_0005_log_names', () => {
  let migrated: MigrationTestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    migrated = await openMigrationTestDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated?.close());

  it('names the entries written before it from what still exists, and goes down and up again', async () => {
    await db.transaction().execute((trx) => logNames.down(trx));
    const lake = (await sql<{ id: number }>`select id from catalog.locations where slug = 'ho-nui-coc'`.execute(db)).rows[0]!.id;
    const photo = (
      await sql<{ id: number }>`insert into catalog.community_photos
        (location_id, author_uid, author_name, upload_id, url, full_url, srcset, width, height, licence)
        values (${lake}, 'u1', 'Mai', 'up-1', '/media/a-800.webp', '/media/a-1600.webp', '/media/a-800.webp 800w', 800, 600, 'CC0-1.0')
        returning id`.execute(db)
    ).rows[0]!.id;
    await sql`insert into catalog.moderation_log (editor_uid, subject, subject_id, decision, photo_ids) values
      ('e1', 'photo', ${photo}, 'approve', null), ('e1', 'place', ${lake}, 'reorder', ${[photo]}),
      ('e1', 'photo', 999999, 'reject', null)`.execute(db);

    await db.transaction().execute((trx) => logNames.up(trx));
    const { rows } = await sql<{ subjectId: number; subjectName: string | null; subjectNameVi: string | null }>`
      select subject_id, subject_name, subject_name_vi from catalog.moderation_log where editor_uid = 'e1' order by id`.execute(db);
    expect(rows).toEqual([
      { subjectId: photo, subjectName: 'Núi Cốc Reservoir', subjectNameVi: 'Hồ Núi Cốc' },
      { subjectId: lake, subjectName: 'Núi Cốc Reservoir', subjectNameVi: 'Hồ Núi Cốc' },
      // A photo withdrawn since: its entry keeps its id alone.
      { subjectId: 999999, subjectName: null, subjectNameVi: null },
    ]);
  });
});
