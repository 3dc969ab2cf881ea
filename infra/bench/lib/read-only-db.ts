import type { Kysely } from 'kysely';
import { createDb, type DbOptions } from '@tn/kit/db';

/**
 * A pool whose every transaction is read only (default_transaction_read_only), for databases the
 * bench does not own: a deployment's, or production's for a trace export. The role should be a
 * read-only one too (infra/bench/README.md); this is the second lock on the door, so even a URL
 * with a stronger role cannot write through these tools.
 */
export function createReadOnlyDb<DB>(databaseUrl: string, options: DbOptions = {}): Kysely<DB> {
  return createDb<DB>(readOnlyUrl(databaseUrl), options);
}

/** The URL with `-c default_transaction_read_only=on` added to any startup options it has. */
export function readOnlyUrl(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('the database URL is not a URL (postgres://user@host:port/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error('the database URL must start with postgres://');
  const given = url.searchParams.get('options');
  url.searchParams.set('options', [given, '-c default_transaction_read_only=on'].filter(Boolean).join(' '));
  return url.toString();
}

/** A URL fit for a message: the password hidden. */
export const redactUrl = (databaseUrl: string) => databaseUrl.replace(/:[^:@/]+@/, ':***@');
