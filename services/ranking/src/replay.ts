/**
 * Operators' replay: recomputes ranking.votes and ranking.standings from the accepted-vote log.
 *
 *   DATABASE_URL=postgres://… node services/ranking/src/replay.ts [--season 2026-11]
 *
 * Safe while the projector runs (both take the projector lock); without --season every season is
 * recomputed.
 */
import { parseArgs } from 'node:util';
import { createDb } from '@tn/kit/db';
import { replay } from './projector/replay.ts';
import type { ProjectorDatabase } from './projector/vote-log-tables.ts';

const { values } = parseArgs({ options: { season: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  process.stdout.write('usage: DATABASE_URL=postgres://… node services/ranking/src/replay.ts [--season YYYY-MM]\n');
  process.exit(0);
}
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  process.stderr.write('DATABASE_URL must be set to a postgres:// URL\n');
  process.exit(2);
}
// One transaction over the whole log: its statements (clearing the projection, inserting pages
// of 10,000 votes) may take minutes on a big log, and it waits for a batch in progress to let go
// of the projector lock. Bounded all the same, so a stuck replay ends instead of holding the lock.
const db = createDb<ProjectorDatabase>(url, {
  max: 1,
  applicationName: 'ranking-replay',
  statementTimeoutMs: 30 * 60_000,
  lockTimeoutMs: 5 * 60_000,
  idleInTransactionTimeoutMs: 5 * 60_000,
});
try {
  const result = await replay(db, values.season);
  process.stdout.write(
    `replayed ${result.votes} votes into ${result.seasons.length} season(s) ${result.seasons.join(', ')} in ${(result.ms / 1000).toFixed(2)} s\n`,
  );
} catch (err) {
  process.stderr.write(`replay failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
