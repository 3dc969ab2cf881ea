import type { Kysely } from 'kysely';
import { Board } from './board.ts';
import {
  clearProjection,
  insertAppliedVotes,
  lockProjector,
  loggedVotes,
  seasonRange,
  upsertStandings,
  type SeasonRange,
} from './projector-repository.ts';
import type { ProjectorDatabase } from './vote-log-tables.ts';

const PAGE = 10_000;
const SEASON = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface ReplayResult {
  votes: number;
  seasons: string[];
  ms: number;
}

/**
 * Recomputes the projection from the log from scratch: every season, or one ("2026-11"). In one
 * transaction under the projector lock, so readers see the old standings until it commits and no
 * projector applies meanwhile; afterwards the projector simply continues after the new cursor.
 */
export async function replay(db: Kysely<ProjectorDatabase>, season?: string): Promise<ReplayResult> {
  if (season !== undefined && !SEASON.test(season)) throw new Error(`season must look like 2026-11, got "${season}"`);
  const started = performance.now();
  return db.transaction().execute(async (trx) => {
    await lockProjector(trx);
    const range: SeasonRange | undefined = season ? await seasonRange(trx, season) : undefined;
    await clearProjection(trx, season);
    const board = new Board();
    let after = 0;
    let count = 0;
    for (;;) {
      const page = await loggedVotes(trx, after, PAGE, range);
      if (page.length === 0) break;
      // The range query and seasonOf agree on the month; the filter only guards that they do.
      const applied = page.filter((v) => !season || board.seasonOf(v.votedAt) === season).map((v) => board.apply(v));
      await insertAppliedVotes(trx, applied);
      count += applied.length;
      after = page[page.length - 1]!.id;
      if (page.length < PAGE) break;
    }
    const standings = board.all();
    await upsertStandings(trx, standings);
    return { votes: count, seasons: [...new Set(standings.map((s) => s.season))].sort(), ms: performance.now() - started };
  });
}
