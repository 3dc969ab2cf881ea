import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

// BIGINT (count(*), bigserial) arrives as a string by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Server-side limits on every pooled connection, in milliseconds; 0 turns one off. A request
 * must never wait without bound on a slow query, a row or advisory lock someone else holds, or a
 * transaction its own process abandoned: each ends in an error the caller can answer 503 to.
 */
export interface DbTimeouts {
  /** statement_timeout: the longest any one statement may run (lock waits included). */
  statementTimeoutMs: number;
  /** lock_timeout: the longest a statement may wait for a lock (SQLSTATE 55P03). */
  lockTimeoutMs: number;
  /** idle_in_transaction_session_timeout: a transaction left idle this long is ended (and its session). */
  idleInTransactionTimeoutMs: number;
}

/** What a request-serving process needs: its statements take milliseconds. */
export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 2_000,
  idleInTransactionTimeoutMs: 10_000,
};

export interface DbOptions extends Partial<DbTimeouts> {
  /** Pool size; small by default because every service shares one server. */
  max?: number;
  applicationName?: string;
}

/** A Kysely instance over a pg pool; columns are snake_case in SQL and camelCase in code. */
export function createDb<DB>(connectionString: string, options: DbOptions = {}): Kysely<DB> {
  const { url, extraOptions } = splitOptions(connectionString);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5_000,
    options: [timeoutOptions({ ...DEFAULT_DB_TIMEOUTS, ...definedOnly(options) }), extraOptions].filter(Boolean).join(' '),
  });
  // A lost connection must not crash the process. Idle clients report it on the pool (which
  // replaces them); a client checked out for a transaction reports it on itself, and without a
  // listener that becomes an uncaught exception. With one, its next statement fails instead,
  // the transaction is gone (nothing partial stored) and the caller can retry.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  pools.set(db, pool);
  return db;
}

/** Each createDb instance's pool, for the pool-use metrics (./metrics.ts). */
const pools = new WeakMap<Kysely<any>, pg.Pool>();

/** The pg pool under a createDb instance (undefined for any other Kysely). */
export const poolOf = (db: Kysely<any>): pg.Pool | undefined => pools.get(db);

/**
 * The limits as startup options (`-c name=value`), sent with every new connection: no extra
 * round trip, and 0 is sent too, so "no limit" overrides a limit set on the role or database.
 */
function timeoutOptions(t: DbTimeouts): string {
  const ms = (name: string, value: number) => {
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of ms ≥ 0, got ${value}`);
    return `-c ${name}=${value}`;
  };
  return [
    ms('statement_timeout', t.statementTimeoutMs),
    ms('lock_timeout', t.lockTimeoutMs),
    ms('idle_in_transaction_session_timeout', t.idleInTransactionTimeoutMs),
  ].join(' ');
}

/**
 * pg lets an `options` parameter in the URL replace the `options` given in code, which would
 * silently drop the limits: take it out of the URL and send it after ours, so what the URL sets
 * still wins (the last `-c` of a setting counts).
 */
function splitOptions(connectionString: string): { url: string; extraOptions?: string } {
  let parsed: URL;
  try {
    parsed = new URL(connectionString);
  } catch {
    return { url: connectionString };
  }
  const extra = parsed.searchParams.get('options');
  if (extra === null) return { url: connectionString };
  parsed.searchParams.delete('options');
  return { url: parsed.toString(), extraOptions: extra };
}

function definedOnly(options: DbOptions): Partial<DbTimeouts> {
  const picked: Partial<DbTimeouts> = {};
  if (options.statementTimeoutMs !== undefined) picked.statementTimeoutMs = options.statementTimeoutMs;
  if (options.lockTimeoutMs !== undefined) picked.lockTimeoutMs = options.lockTimeoutMs;
  if (options.idleInTransactionTimeoutMs !== undefined) picked.idleInTransactionTimeoutMs = options.idleInTransactionTimeoutMs;
  return picked;
}

export async function pingDb(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
