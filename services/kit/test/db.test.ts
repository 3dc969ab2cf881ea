import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { DEFAULT_DB_TIMEOUTS, createDb, pingDb } from '../src/db.ts';
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

describe('createDb timeouts', () => {
  let database: TestDatabase;
  const pools: Kysely<any>[] = [];
  const pool = (url: string, options: Parameters<typeof createDb>[1] = {}) => {
    const db = createDb<any>(url, { max: 2, ...options });
    pools.push(db);
    return db;
  };
  const setting = async (db: Kysely<any>, name: string) =>
    (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(db)).rows[0]?.value;
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the statement to fail');
      },
      (err: unknown) => err as { code?: string },
    );

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const db of pools) await db.destroy();
    await database.drop();
  });

  it('sets statement, lock and idle-transaction timeouts on every connection by default', async () => {
    expect(DEFAULT_DB_TIMEOUTS).toEqual({ statementTimeoutMs: 5_000, lockTimeoutMs: 2_000, idleInTransactionTimeoutMs: 10_000 });
    const db = pool(database.url);
    expect(await setting(db, 'statement_timeout')).toBe('5s');
    expect(await setting(db, 'lock_timeout')).toBe('2s');
    expect(await setting(db, 'idle_in_transaction_session_timeout')).toBe('10s');
  });

  it('lets a caller change each of them, 0 turning one off', async () => {
    const db = pool(database.url, { statementTimeoutMs: 0, lockTimeoutMs: 30_000, idleInTransactionTimeoutMs: 60_000 });
    expect(await setting(db, 'statement_timeout')).toBe('0');
    expect(await setting(db, 'lock_timeout')).toBe('30s');
    expect(await setting(db, 'idle_in_transaction_session_timeout')).toBe('1min');
  });

  it('keeps the options of the URL, which win over the defaults', async () => {
    const url = new URL(database.url);
    url.searchParams.set('options', '-c search_path=catalog -c statement_timeout=1234');
    const db = pool(url.toString(), { applicationName: 'kit-options' });
    expect(await setting(db, 'search_path')).toBe('catalog');
    expect(await setting(db, 'statement_timeout')).toBe('1234ms');
    expect(await setting(db, 'lock_timeout')).toBe('2s');
    expect(await setting(db, 'application_name')).toBe('kit-options');
  });

  it('ends a wait for a lock another connection holds with 55P03 after lock_timeout', async () => {
    const holder = pool(database.url);
    const waiter = pool(database.url, { lockTimeoutMs: 300 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = holder.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(4242)`.execute(trx);
      locked();
      await released;
    });
    try {
      await isLocked;
      const started = Date.now();
      const err = await failure(sql`select pg_advisory_xact_lock(4242)`.execute(waiter));
      expect(err.code).toBe('55P03');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      release();
      await holding;
    }
  });

  it('cancels a statement that runs past statement_timeout with 57014', async () => {
    const db = pool(database.url, { statementTimeoutMs: 200 });
    const started = Date.now();
    const err = await failure(sql`select pg_sleep(10)`.execute(db));
    expect(err.code).toBe('57014');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
