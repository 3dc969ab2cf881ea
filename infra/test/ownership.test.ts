import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES, type ServiceName } from '@tn/kit/registry';
import { DATABASE_SERVICES } from '../migrate.ts';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';

/**
 * One owner per table, enforced by Postgres: each service's login role writes only its own
 * schema, and reads another schema only where the owner published and granted a read model.
 */
const PUBLISHED: Partial<Record<ServiceName, string[]>> = {
  catalog: ['ranking.standings', 'ranking.score_history'],
  voting: ['catalog.location_index', 'ranking.standings'],
  ranking: ['voting.vote_log'],
  profile: ['catalog.location_index', 'ranking.standings', 'voting.votes_by_user'],
};

const SCHEMAS = SERVICES.filter((s) => s.schema).map((s) => s.name);

let database: TestDatabase;
let admin: pg.Client;
/** Every table and view of every service schema, as "schema.name". */
let relations: string[];
/** The tables among them (a view may be one no one can write). */
let tables: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const { rows } = await admin.query<{ name: string; kind: string }>(
    `select n.nspname || '.' || c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'v') and c.relname not like 'kysely_migration%' order by 1`,
    [SCHEMAS],
  );
  relations = rows.map((r) => r.name);
  tables = rows.filter((r) => r.kind === 'r').map((r) => r.name);
});

afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

async function as<T>(role: ServiceName, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.urlAs(role) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE a statement fails with, or 'ok'. */
const outcome = (client: pg.Client, statement: string) =>
  client.query(statement).then(
    () => 'ok',
    (err: { code?: string }) => err.code ?? 'error',
  );

describe('Postgres roles', () => {
  it('lists the relations it checks', () => {
    expect(relations).toEqual(expect.arrayContaining(['catalog.locations', 'voting.vote_events', 'ranking.standings', 'profile.users']));
  });

  it.each(DATABASE_SERVICES.map((s) => [s.name]))('%s reads another schema only through a published read model', async (role) => {
    await as(role, async (client) => {
      for (const relation of relations.filter((r) => !r.startsWith(`${role}.`))) {
        const allowed = PUBLISHED[role]?.includes(relation) ?? false;
        expect(await outcome(client, `select 1 from ${relation} limit 1`), `${role} reading ${relation}`).toBe(allowed ? 'ok' : '42501');
      }
    });
  });

  it.each(DATABASE_SERVICES.map((s) => [s.name]))('%s is refused any write outside its schema, even to what it may read', async (role) => {
    await as(role, async (client) => {
      for (const relation of relations.filter((r) => !r.startsWith(`${role}.`))) {
        // 42501 no privilege; 42809 not a table; 55000 a view no one can write (a grouped one,
        // voting.votes_by_user, or a union, ranking.score_history), refused before privileges are even looked at.
        expect(await outcome(client, `delete from ${relation}`), `${role} deleting from ${relation}`).toMatch(/^(42501|42809|55000)$/);
      }
    });
  });

  it.each(DATABASE_SERVICES.filter((s) => s.schema).map((s) => [s.name]))(
    '%s reads and writes its own tables, but changes no schema and no migration bookkeeping',
    async (role) => {
      await as(role, async (client) => {
        for (const relation of relations.filter((r) => r.startsWith(`${role}.`))) {
          expect(await outcome(client, `select 1 from ${relation} limit 1`), relation).toBe('ok');
        }
        expect(await outcome(client, 'begin')).toBe('ok');
        expect(await outcome(client, `delete from ${tables.find((r) => r.startsWith(`${role}.`))}`)).toBe('ok');
        expect(await outcome(client, 'rollback')).toBe('ok');
        expect(await outcome(client, `create table ${role}.intruder (id int)`)).toBe('42501');
        expect(await outcome(client, `select 1 from ${role}.kysely_migration`)).toBe('42501');
      });
    },
  );

  it('no role of a service is a superuser or may create roles or databases', async () => {
    const { rows } = await admin.query<{ rolname: string; bad: boolean }>(
      `select rolname, rolsuper or rolcreaterole or rolcreatedb as bad from pg_roles where rolname = any($1)`,
      [DATABASE_SERVICES.map((s) => s.name)],
    );
    expect(rows.map((r) => r.rolname).sort()).toEqual(DATABASE_SERVICES.map((s) => s.name).sort());
    expect(rows.filter((r) => r.bad)).toEqual([]);
  });

  it('no foreign key crosses a schema', async () => {
    const { rows } = await admin.query(
      `select conname, conrelid::regclass::text as "from", confrelid::regclass::text as "to" from pg_constraint c
       where contype = 'f' and (select relnamespace from pg_class where oid = conrelid) <> (select relnamespace from pg_class where oid = confrelid)`,
    );
    expect(rows).toEqual([]);
  });
});
