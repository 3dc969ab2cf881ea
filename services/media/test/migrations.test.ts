import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openMigrationTestDatabase, type MigrationTestDatabase } from '@tn/kit/testing';
import * as uploads from '../migrations/2026_11_23_0001_uploads.ts';
import * as uploadKeepers from '../migrations/2026_11_24_0002_upload_keepers.ts';

describe('migration 2026_11_23_0001_uploads', () => {
  let migrated: MigrationTestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    migrated = await openMigrationTestDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated?.close());

  const tables = () => migrated.tableNames('media');

  it('goes down and up again', async () => {
    expect(await tables()).toEqual(['upload_attempts', 'uploads']);
    await db.transaction().execute((trx) => uploads.down(trx));
    expect(await tables()).toEqual([]);
    await db.transaction().execute((trx) => uploads.up(trx));
    expect(await tables()).toEqual(['upload_attempts', 'uploads']);
  });

  it('refuses rows that break its rules', async () => {
    const row = (overrides: Record<string, unknown>) => ({
      owner_uid: 'u1',
      content_hash: 'a'.repeat(64),
      original_mime: 'image/png',
      width: 10,
      height: 10,
      bytes: 100,
      variants: [10],
      ...overrides,
    });
    const insert = (values: Record<string, unknown>) =>
      sql`insert into media.uploads (owner_uid, content_hash, original_mime, width, height, bytes, variants)
        values (${values.owner_uid}, ${values.content_hash}, ${values.original_mime}, ${values.width}, ${values.height},
          ${values.bytes}, ${values.variants}::int[])`.execute(db);
    await insert(row({}));
    await expect(insert(row({ content_hash: '../../etc/passwd' }))).rejects.toThrow(/content_hash/);
    await expect(insert(row({ original_mime: 'image/gif' }))).rejects.toThrow(/original_mime/);
    await expect(insert(row({ width: 0 }))).rejects.toThrow(/width/);
    await expect(insert(row({ variants: [] }))).rejects.toThrow(/variants/);
    await expect(insert(row({ variants: [320, -1] }))).rejects.toThrow(/variants/);
  });
});

describe('migration 2026_11_24_0002_upload_keepers', () => {
  let migrated: MigrationTestDatabase;
  let db: Kysely<any>;
  beforeAll(async () => {
    migrated = await openMigrationTestDatabase();
    db = migrated.db;
  });
  afterAll(() => migrated?.close());

  const insert = (attached: boolean) =>
    sql<{ id: string }>`insert into media.uploads (owner_uid, content_hash, original_mime, width, height, bytes, variants, attached_at)
      values ('u1', ${'b'.repeat(64)}, 'image/png', 10, 10, 100, '{10}', ${attached ? sql`now()` : null}) returning id`.execute(db);
  const keeperOf = async (id: string) =>
    (await sql<{ keeper: string | null }>`select keeper from media.uploads where id = ${id}`.execute(db)).rows[0]!.keeper;

  it("gives the uploads attached before it to culinary (the only keeper then), goes down and up again", async () => {
    await db.transaction().execute((trx) => uploadKeepers.down(trx));
    const [attached, loose] = [(await insert(true)).rows[0]!.id, (await insert(false)).rows[0]!.id];
    await db.transaction().execute((trx) => uploadKeepers.up(trx));
    expect(await keeperOf(attached)).toBe('culinary');
    expect(await keeperOf(loose)).toBeNull();
  });

  it('refuses an attached upload without a keeper, a keeper without attachment, and a badly named keeper', async () => {
    const { id } = (await insert(false)).rows[0]!;
    await expect(sql`update media.uploads set attached_at = now() where id = ${id}`.execute(db)).rejects.toThrow(/uploads_keeper_when_attached/);
    await expect(sql`update media.uploads set keeper = 'catalog' where id = ${id}`.execute(db)).rejects.toThrow(/uploads_keeper_when_attached/);
    await expect(sql`update media.uploads set keeper = 'Not A Name', attached_at = now() where id = ${id}`.execute(db)).rejects.toThrow(
      /uploads_keeper_name/,
    );
  });
});
