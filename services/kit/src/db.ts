import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

// BIGINT (count(*), bigserial) arrives as a string by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface DbOptions {
  /** Pool size; small by default because every service shares one server. */
  max?: number;
  applicationName?: string;
}

/** A Kysely instance over a pg pool; columns are snake_case in SQL and camelCase in code. */
export function createDb<DB>(connectionString: string, options: DbOptions = {}): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5_000,
  });
  // A lost connection must not crash the process. Idle clients report it on the pool (which
  // replaces them); a client checked out for a transaction reports it on itself, and without a
  // listener that becomes an uncaught exception. With one, its next statement fails instead,
  // the transaction is gone (nothing partial stored) and the caller can retry.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

export async function pingDb(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
