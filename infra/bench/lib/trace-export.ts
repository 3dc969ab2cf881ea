import { sql, type Kysely } from 'kysely';
import { TIME_ZONE } from '@tn/kit/time';
import { traceLine } from './trace.ts';

/** A wrong argument: the command says what to change and exits 2, before touching anything. */
export class UsageError extends Error {}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30), or a UsageError naming the option. */
export function parseCalendarDay(option: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new UsageError(`--${option} is required: a calendar day such as 2026-11-01`);
  const match = DAY.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
  const date = match ? new Date(Date.UTC(year!, month! - 1, day!)) : undefined;
  if (!date || date.getUTCFullYear() !== year || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) {
    throw new UsageError(`--${option} must be a calendar day YYYY-MM-DD, such as 2026-11-01; got "${value}"`);
  }
  return value;
}

/** Both days, checked: --to is inclusive and may not come before --from. */
export function parseDayRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  const range = { from: parseCalendarDay('from', from), to: parseCalendarDay('to', to) };
  if (range.to < range.from) throw new UsageError(`--to (${range.to}) must not be before --from (${range.from})`);
  return range;
}

export interface ExportSummary {
  votes: number;
  users: number;
  /** The first vote's time (the trace's offset 0) and the last one's, or null for no votes. */
  first: Date | null;
  last: Date | null;
}

interface LoggedVote {
  id: number;
  userId: string;
  winningLocationId: number;
  losingLocationId: number;
  outcome: 'win' | 'draw';
  votedAt: Date;
}

/**
 * Writes the accepted votes cast from `from` 00:00 to the end of `to` (calendar days in Vietnam,
 * the province's clock) as trace lines, in log order (id), each with its offset from the range's
 * first vote and its voter's pseudonym. Only SELECTs, in one read-only repeatable-read
 * transaction (a consistent snapshot, however long the export), in pages of `pageSize`, through
 * the published view voting.vote_log: it carries every column a trace needs and nothing private
 * (idempotency keys, stored answers, matchup token ids), so a reader role needs SELECT on the
 * view alone.
 */
export async function exportTrace(
  db: Kysely<any>,
  range: { from: string; to: string },
  pseudonym: (userId: string) => string,
  write: (lines: string) => void | Promise<void>,
  pageSize = 10_000,
): Promise<ExportSummary> {
  const start = sql`(${range.from}::date)::timestamp at time zone ${TIME_ZONE}`;
  const end = sql`(${range.to}::date + 1)::timestamp at time zone ${TIME_ZONE}`;
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows: bounds } = await sql<{ first: Date | null; last: Date | null }>`
        select min(voted_at) as first, max(voted_at) as last from voting.vote_log
        where voted_at >= ${start} and voted_at < ${end}`.execute(trx);
      const first = bounds[0]?.first ?? null;
      const summary: ExportSummary = { votes: 0, users: 0, first, last: bounds[0]?.last ?? null };
      if (!first) return summary;
      const users = new Set<string>();
      let after = 0;
      for (;;) {
        const { rows } = await sql<LoggedVote>`
          select id, user_id, winning_location_id, losing_location_id, outcome, voted_at from voting.vote_log
          where voted_at >= ${start} and voted_at < ${end} and id > ${after}
          order by id limit ${pageSize}`.execute(trx);
        if (rows.length === 0) break;
        const lines = rows.map((v) => {
          users.add(v.userId);
          return traceLine({
            offsetMs: v.votedAt.getTime() - first.getTime(),
            winningLocationId: v.winningLocationId,
            losingLocationId: v.losingLocationId,
            outcome: v.outcome,
            user: pseudonym(v.userId),
          });
        });
        await write(`${lines.join('\n')}\n`);
        summary.votes += rows.length;
        if (rows.length < pageSize) break;
        after = rows[rows.length - 1]!.id;
      }
      summary.users = users.size;
      return summary;
    });
}
