import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from './db.ts';
import { freePort } from './ports.ts';
import { databaseUrlAs, dbPasswordEnvOf, type ServiceName } from './registry.ts';

/**
 * Test isolation helpers. The global setup migrates and seeds one template database; each test
 * file clones it (CREATE DATABASE … TEMPLATE, a file copy) so files never see each other's rows.
 */
export const TEMPLATE_ENV = 'TN_TEST_TEMPLATE_DB';

export const adminDatabaseUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function databaseUrlFor(name: string): string {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlFor('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  /** As the admin role: for fixtures that span schemas, as migrations and the seed do. */
  url: string;
  /** As a service's own login role, as the service connects in production. */
  urlAs(role: ServiceName): string;
  drop(): Promise<void>;
}

/** A fresh copy of the migrated, seeded template for one test file. */
export async function createTestDatabase(template = process.env[TEMPLATE_ENV]): Promise<TestDatabase> {
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: run tests through vitest (its global setup makes the template)`);
  const name = `tn_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`create database "${name}" template "${template}"`));
  return {
    name,
    url: databaseUrlFor(name),
    urlAs: (role) => databaseUrlAs(databaseUrlFor(name), role, process.env[dbPasswordEnvOf(role)]),
    drop: () => withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

/**
 * A fresh test database opened as the admin role, for tests of migrations (taken back and
 * applied again, as the runner would): its handle, the names in its schemas, and one close that
 * releases the pool and drops the database.
 */
export interface MigrationTestDatabase {
  db: Kysely<any>;
  /** Tables and views of a schema, by name (the migrator's own bookkeeping left out). */
  tableNames(schema: string): Promise<string[]>;
  /** Columns of a table, by name. */
  columnNames(schema: string, table: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function openMigrationTestDatabase(): Promise<MigrationTestDatabase> {
  const database = await createTestDatabase();
  const db = createDb<any>(database.url, { max: 1 });
  const names = async (query: ReturnType<typeof sql<{ name: string }>>) => (await query.execute(db)).rows.map((r) => r.name);
  return {
    db,
    tableNames: (schema) =>
      names(sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = ${schema} and table_name not like 'kysely%' order by 1`),
    columnNames: (schema, table) =>
      names(sql<{ name: string }>`select column_name as name from information_schema.columns
        where table_schema = ${schema} and table_name = ${table} order by 1`),
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

/** A unique prefix so parallel test files never share Redis keys or BullMQ queues. */
export const uniqueRedisPrefix = (label: string) => `test:${label}:${randomBytes(4).toString('hex')}`;

/** Polls until the check passes or the time is up (then the last failure is thrown). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000, everyMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(everyMs);
    }
  }
}

export interface ThrowawayRedis {
  url: string;
  client: Redis;
  stop(): Promise<void>;
}

/**
 * A redis-server of the test's own (no persistence), connected: for what the shared one must not
 * see, such as FLUSHALL or SCRIPT FLUSH.
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  client.on('error', () => {});
  for (let i = 0; ; i++) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch (err) {
      if (i > 100) throw err;
      client.disconnect();
      await sleep(50);
    }
  }
  return {
    url,
    client,
    stop: async () => {
      client.disconnect();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export { withAdmin };

/**
 * Runs `fn` while the shared Redis holds every write and script (CLIENT PAUSE … WRITE), and
 * answers how long `fn` took. WRITE rather than ALL: reads and the UNPAUSE still go through, so
 * the pause (which other test files on the same server feel too) ends as soon as `fn` does.
 */
export async function whileRedisPaused<T>(fn: () => Promise<T>, maxMs = 4_000): Promise<{ result: T; ms: number }> {
  const pauser = new Redis(testRedisUrl(), { maxRetriesPerRequest: 1 });
  pauser.on('error', () => {});
  try {
    await pauser.call('CLIENT', 'PAUSE', String(maxMs), 'WRITE');
    const started = Date.now();
    try {
      const result = await fn();
      return { result, ms: Date.now() - started };
    } finally {
      await pauser.call('CLIENT', 'UNPAUSE');
    }
  } finally {
    pauser.disconnect();
  }
}
