import type { Kysely } from 'kysely';
import { Board } from './board.ts';
import { beginLocked, commit, loadStandings, nextUnapplied, rewindSeason, rollback, storeBatch } from './projector-repository.ts';
import type { LoggedVote, ProjectorDatabase } from './vote-log-tables.ts';

export const DEFAULT_BATCH_SIZE = 1000;
/**
 * How far below the cursor a batch looks for votes that committed out of log order (the runtime
 * asks for it only every so often, projector-runtime.ts DEFAULT_WINDOW_CHECK_MS). Ids are
 * taken when a vote's transaction inserts and become visible when it commits, so a late one
 * trails by the votes committed meanwhile; the periodic full check covers anything older.
 */
export const DEFAULT_GAP_WINDOW = 5_000;

export interface BatchOptions {
  batchSize?: number;
  gapWindow?: number;
  /** Look for unapplied votes from this log position on (0: the whole log) instead of the window. */
  after?: number;
  /** Test seam: runs inside the batch's transaction after its writes, before the commit. */
  afterVotesWritten?: (conn: Kysely<ProjectorDatabase>) => Promise<void> | void;
}

export interface BatchResult {
  applied: number;
  /** Log position of the last vote applied (the cursor before the batch when none was). */
  lastId: number;
  /** When each vote of the batch was cast, in log order (the metrics' delay from vote to standings). */
  appliedVotedAt: Date[];
  /** The cursor (highest applied position) when the batch began. */
  cursor: number;
  /** Seasons re-projected because a vote became visible after later ones had been applied. */
  repairedSeasons: string[];
  /** The batch was full: more may be waiting. */
  full: boolean;
}

/**
 * Applies the next unapplied votes, in log order, in one transaction under the projector lock:
 * either the whole batch (votes and standings) is stored, or nothing is.
 *
 * Normally the next votes all come after the cursor. A vote whose transaction committed after
 * later ids were applied is a gap: its season is re-projected from that vote on (the season is
 * rewound: its later applied votes are deleted and their effect taken out of its standings; then
 * everything is re-applied in log order), so standings always equal a sequential replay of the log (I3).
 */
export async function projectBatch(db: Kysely<ProjectorDatabase>, options: BatchOptions = {}): Promise<BatchResult> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const window = options.gapWindow ?? DEFAULT_GAP_WINDOW;
  // One connection, the transaction by hand: BEGIN rides with the lock, the cursor with the read,
  // and the votes with their standings, so a batch costs four round trips (three when idle).
  return db.connection().execute(async (conn) => {
    try {
      // Inside the try: a lock wait that ends in lock_timeout leaves the transaction open and
      // aborted, and the connection must not go back to the pool like that.
      await beginLocked(conn);
      const result = await applyNext(conn, batchSize, window, options);
      await commit(conn);
      return result;
    } catch (err) {
      // A dead connection cannot roll back; its transaction (and the lock) died with it.
      await rollback(conn).catch(() => {});
      throw err;
    }
  });
}

async function applyNext(
  conn: Kysely<ProjectorDatabase>,
  batchSize: number,
  window: number,
  options: BatchOptions,
): Promise<BatchResult> {
  // Read after the lock: under READ COMMITTED each statement sees what the last holder committed.
  let next = await nextUnapplied(conn, { after: options.after, window, limit: batchSize });
  const { cursor, low } = next;
  const board = new Board();
  const repaired = new Set<string>();
  while (next.votes.some((v) => v.id < cursor)) {
    let changed = false;
    for (const [season, firstId] of firstIdBySeason(board, next.votes)) {
      if (firstId > cursor) continue;
      if ((await rewindSeason(conn, season, firstId)) > 0) {
        repaired.add(season);
        changed = true;
      }
    }
    if (!changed) break;
    // The deleted votes are unapplied again and interleave with the others: read the order anew.
    next = await nextUnapplied(conn, { after: low, window, limit: batchSize });
  }
  const votes = next.votes;
  if (votes.length === 0) {
    return { applied: 0, lastId: cursor, appliedVotedAt: [], cursor, repairedSeasons: [...repaired], full: false };
  }

  const seasons = [...new Set(votes.map((v) => board.seasonOf(v.votedAt)))];
  for (const row of await loadStandings(conn, seasons)) board.load(row);
  const applied = votes.map((v) => board.apply(v));
  await storeBatch(conn, applied, board.touched());
  await options.afterVotesWritten?.(conn);
  return {
    applied: applied.length,
    lastId: applied[applied.length - 1]!.id,
    appliedVotedAt: applied.map((v) => v.votedAt),
    cursor,
    repairedSeasons: [...repaired],
    full: votes.length === batchSize,
  };
}

function firstIdBySeason(board: Board, votes: LoggedVote[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const v of votes) {
    const season = board.seasonOf(v.votedAt);
    if (!first.has(season)) first.set(season, v.id);
  }
  return first;
}

export interface CatchUpResult {
  applied: number;
  batches: number;
  repairedSeasons: string[];
}

/**
 * Applies batches until nothing visible is left. With `fullCheck`, the first batch looks at the
 * whole log for gaps instead of the recent window. After a batch that reached below the window,
 * the next one continues from where it stopped, so a long repair is not rescanned from 0.
 */
export async function catchUp(
  db: Kysely<ProjectorDatabase>,
  options: Omit<BatchOptions, 'after'> & {
    fullCheck?: boolean;
    shouldStop?: () => boolean;
    /** Told about every committed batch. */
    onBatch?: (batch: BatchResult) => void;
  } = {},
): Promise<CatchUpResult> {
  const gapWindow = options.gapWindow ?? DEFAULT_GAP_WINDOW;
  let after: number | undefined = options.fullCheck ? 0 : undefined;
  const total: CatchUpResult = { applied: 0, batches: 0, repairedSeasons: [] };
  for (;;) {
    const batch = await projectBatch(db, { ...options, after });
    options.onBatch?.(batch);
    total.batches += 1;
    total.applied += batch.applied;
    for (const s of batch.repairedSeasons) if (!total.repairedSeasons.includes(s)) total.repairedSeasons.push(s);
    if (!batch.full || options.shouldStop?.()) return total;
    after = batch.lastId < batch.cursor - gapWindow ? batch.lastId : undefined;
  }
}
