import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from '@tn/kit/db';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import * as uploads from '../migrations/2026_11_23_0001_uploads.ts';

describe('migration 2026_11_23_0001_uploads', () => {
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

  const tables = async () =>
    (
      await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = 'media' and table_name not like 'kysely%' order by 1`.execute(db)
    ).rows.map((r) => r.name);

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
