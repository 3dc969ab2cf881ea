import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb, pingDb } from '../src/db.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

interface TestTables {
  'catalog.locations': { id: number; slug: string; nameVi: string | null };
}

describe('createDb and pingDb', () => {
  let database: TestDatabase;
  let db: Kysely<TestTables>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<TestTables>(database.url, { max: 2, applicationName: 'kit-test' });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('pings a reachable database', async () => {
    await expect(pingDb(db)).resolves.toBeUndefined();
  });

  it('names the connection after the application', async () => {
    const { rows } = await sql<{ name: string }>`select current_setting('application_name') as name`.execute(db);
    expect(rows[0]?.name).toBe('kit-test');
  });

  it('maps snake_case columns to camelCase', async () => {
    const row = await db.selectFrom('catalog.locations').select(['id', 'slug', 'nameVi']).orderBy('id').executeTakeFirst();
    // The template may be seeded or not; either way the column names come back camelCased.
    if (row) expect(Object.keys(row).sort()).toEqual(['id', 'nameVi', 'slug']);
    const { rows } = await sql<Record<string, unknown>>`select 1 as some_value`.execute(db);
    expect(rows[0]).toEqual({ someValue: 1 });
  });

  it('reads bigint counts as numbers', async () => {
    const { rows } = await sql<{ total: unknown }>`select count(*) as total from generate_series(1, 3)`.execute(db);
    expect(rows[0]?.total).toBe(3);
  });

  it('fails the ping when the server is unreachable', async () => {
    const closed = createDb('postgres://postgres@127.0.0.1:1/closed', { max: 1 });
    try {
      await expect(pingDb(closed)).rejects.toThrow();
    } finally {
      await closed.destroy();
    }
  });
});
