/**
 * `pnpm trace:export`: a vote trace from the accepted-vote log, for `pnpm bench:replay`.
 *
 *   DATABASE_URL=postgres://trace_reader@host/db pnpm trace:export --from 2026-11-01 --to 2026-11-30 [--secret S] > votes.jsonl
 *
 * One JSON line per accepted vote, in log order: {offsetMs, winningLocationId, losingLocationId,
 * outcome, user}, the offset counted from the first vote of the range and the user a pseudonym
 * (HMAC-SHA256 of the user id under the secret, truncated), so the trace may leave the database
 * it came from. The secret comes from --secret or TRACE_SECRET, else a random one (printed on
 * stderr: give it again to export another range with the same pseudonyms). Days are calendar
 * days in Vietnam, --to included. Reads only, in a read-only transaction, through the published
 * view voting.vote_log (the read-only role is in infra/bench/README.md). Exit codes: 0 done,
 * 1 the database failed, 2 a wrong argument.
 */
import { once } from 'node:events';
import { commandLine } from './lib/command-line.ts';
import { exportTrace, parseDayRange, UsageError } from './lib/trace-export.ts';
import { pseudonymizer, randomSecret } from './lib/pseudonyms.ts';
import { createReadOnlyDb, redactUrl } from './lib/read-only-db.ts';

const USAGE =
  'usage: DATABASE_URL=postgres://… pnpm trace:export --from YYYY-MM-DD --to YYYY-MM-DD [--secret S] > votes.jsonl\n' +
  '       (days in Asia/Ho_Chi_Minh, --to included; the secret may also come from TRACE_SECRET)\n';

const { usageError, parse } = commandLine('trace:export', USAGE);

function options() {
  const values = parse({
    from: { type: 'string' },
    to: { type: 'string' },
    secret: { type: 'string' },
  });
  let range: { from: string; to: string };
  try {
    range = parseDayRange(values.from, values.to);
  } catch (err) {
    if (err instanceof UsageError) return usageError(err.message);
    throw err;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return usageError('DATABASE_URL is not set: the database to read the vote log from (a read-only role will do)');
  if (values.secret === '') return usageError('--secret must not be empty');
  return { range, databaseUrl, secret: values.secret ?? process.env.TRACE_SECRET };
}

async function main(): Promise<void> {
  const { range, databaseUrl, ...given } = options();
  let secret = given.secret;
  if (!secret) {
    secret = randomSecret();
    process.stderr.write(`trace:export: pseudonym secret (keep it private; pass --secret to export again with the same pseudonyms): ${secret}\n`);
  }
  let db: ReturnType<typeof createReadOnlyDb>;
  try {
    // A month of votes is a long read: no statement limit.
    db = createReadOnlyDb(databaseUrl, { max: 1, applicationName: 'trace-export', statementTimeoutMs: 0, idleInTransactionTimeoutMs: 60_000 });
  } catch (err) {
    return usageError(`DATABASE_URL: ${err instanceof Error ? err.message : String(err)}`);
  }
  const write = async (lines: string) => {
    if (!process.stdout.write(lines)) await once(process.stdout, 'drain');
  };
  try {
    const summary = await exportTrace(db, range, pseudonymizer(secret), write);
    const span = summary.first && summary.last ? `, first ${summary.first.toISOString()}, last ${summary.last.toISOString()}` : '';
    process.stderr.write(`trace:export: ${summary.votes} accepted vote(s) by ${summary.users} voter(s), ${range.from} to ${range.to} in Asia/Ho_Chi_Minh${span}\n`);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const hint = /permission denied/i.test(message) ? ' (the role needs USAGE on schema voting and SELECT on voting.vote_log; see infra/bench/README.md)' : '';
    process.stderr.write(`trace:export: reading ${redactUrl(databaseUrl)} failed: ${message}${hint}\n`);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

await main();
