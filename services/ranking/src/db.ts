import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
// Imported for its side effect as well: BIGINT columns (log positions) parse as numbers.
import type { DbOptions } from '@tn/kit/db';
import '@tn/kit/db';

/**
 * The kit's createDb, plus an error listener on every client. The projector keeps a client
 * checked out for a whole batch; if Postgres drops that connection (restart, failover,
 * pg_terminate_backend) while the batch computes between two statements, pg emits 'error' on
 * the client, and a client without a listener turns that into an uncaught exception that kills
 * the process. With the listener, the batch's next statement fails, its transaction is gone (so
 * nothing partial is stored), and the next sweep retries on a fresh connection.
 */
export function createRankingDb<DB>(connectionString: string, options: DbOptions = {}): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
