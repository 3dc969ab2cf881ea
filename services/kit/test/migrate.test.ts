import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb } from '../src/db.ts';
import { migrateSchema, type MigrationSet } from '../src/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

describe('migrateSchema', () => {
  let database: TestDatabase;
  let db: Kysely<any>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb<any>(database.url, { max: 2 });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  /** A throwaway schema with two migrations, the second depending on the first. */
  function throwaway() {
    const schema = `kit_test_${randomBytes(4).toString('hex')}`;
    const ran: string[] = [];
    const migrations: MigrationSet = {
      '0001_things': {
        async up(db: Kysely<any>) {
          ran.push('0001_things');
          await db.schema.createTable(`${schema}.things`).addColumn('id', 'serial', (c) => c.primaryKey()).execute();
        },
      },
      '0002_thing_names': {
        async up(db: Kysely<any>) {
          ran.push('0002_thing_names');
          await db.schema.alterTable(`${schema}.things`).addColumn('name', 'text').execute();
        },
      },
    };
    return { schema, migrations, ran };
  }

  const tables = async (schema: string) => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = ${schema} order by 1`.execute(db);
    return rows.map((r) => r.name);
  };

  it('creates the schema and applies every migration once, in order', async () => {
    const { schema, migrations, ran } = throwaway();
    expect(await migrateSchema(db, schema, migrations)).toEqual(['0001_things', '0002_thing_names']);
    expect(ran).toEqual(['0001_things', '0002_thing_names']);
    // The migration bookkeeping lives in the service's own schema, next to its tables.
    expect(await tables(schema)).toEqual(expect.arrayContaining(['things', 'kysely_migration']));
    await sql`insert into ${sql.table(`${schema}.things`)} (name) values ('x')`.execute(db);
  });

  it('is a no-op the second time', async () => {
    const { schema, migrations, ran } = throwaway();
    await migrateSchema(db, schema, migrations);
    expect(await migrateSchema(db, schema, migrations)).toEqual([]);
    expect(ran).toEqual(['0001_things', '0002_thing_names']);
  });

  it('applies only what is new', async () => {
    const { schema, migrations, ran } = throwaway();
    const { '0002_thing_names': later, ...first } = migrations;
    expect(await migrateSchema(db, schema, first)).toEqual(['0001_things']);
    expect(await migrateSchema(db, schema, { ...first, '0002_thing_names': later! })).toEqual(['0002_thing_names']);
    expect(ran).toEqual(['0001_things', '0002_thing_names']);
  });

  it('throws naming the schema and the migration that failed', async () => {
    const { schema } = throwaway();
    const broken: MigrationSet = {
      '0001_broken': {
        async up(db: Kysely<any>) {
          await sql`select * from no_such_table`.execute(db);
        },
      },
    };
    await expect(migrateSchema(db, schema, broken)).rejects.toThrow(new RegExp(`${schema} failed at 0001_broken`));
  });

  it('lets concurrent runs apply each migration once', async () => {
    const { schema, migrations, ran } = throwaway();
    const results = await Promise.all([1, 2, 3].map(() => migrateSchema(db, schema, migrations)));
    expect(results.flat().sort()).toEqual(['0001_things', '0002_thing_names']);
    expect(ran).toEqual(['0001_things', '0002_thing_names']);
  });
});
