import { sql, type Kysely } from 'kysely';
import type { VoteOutcome } from '@tn/contracts/votes';
import type { Waker } from './vote-queue.ts';
import type { PriorVote } from './vote-repository.ts';
import type { VotingDatabase } from './vote-tables.ts';
import type { VotingWeek } from './week.ts';

/** A vote that passed the Redis gate, to be written to the log. */
export interface VoteToRecord {
  eventId: string;
  userId: string;
  winningLocationId: number;
  losingLocationId: number;
  outcome: VoteOutcome;
  /** The quoted matchup token's id; null while tokens are off. */
  matchupTokenId: string | null;
  votedAt: Date;
  week: VotingWeek;
  idempotencyKey: string | null;
}

/** What the log said, with `used`: the user's votes this week before this one. */
export type Recorded =
  | { kind: 'accepted'; id: number; used: number; votesRemaining: number }
  | { kind: 'replay'; prior: PriorVote; used: number }
  | { kind: 'limit'; used: number }
  | { kind: 'token used'; used: number };

export interface VoteRecorderOptions {
  db: Kysely<VotingDatabase>;
  /** Adds the wake-up job of each write's time slot (./vote-queue.ts). */
  waker: Waker;
  limit: number;
  /** The most votes one transaction records. */
  maxBatch?: number;
  /** Told the size of every batch written (the metrics' batch-size histogram). */
  observeBatch?: (size: number) => void;
}

interface Waiting {
  vote: VoteToRecord;
  resolve: (recorded: Recorded) => void;
  reject: (err: unknown) => void;
}

const DEFAULT_MAX_BATCH = 500;

/**
 * Group commit. Votes arriving while a batch is being written wait and go together in the next
 * one: a single autocommit call of voting.record_votes (one round trip) whatever the batch's size.
 * At low load a vote is written on its own at once; under load the cost of a write (its round
 * trip, its WAL flush) is shared by every vote in it.
 *
 * One batch at a time per process: the log positions a process takes become visible in order,
 * so the projector seldom meets a vote that committed after a later one.
 *
 * Before writing, the waker makes sure the time slot's wake-up job is queued
 * (@tn/contracts/queue): a queue that cannot take it refuses the batch (503) before anything is
 * written, so no vote is acknowledged without a wake-up. A batch that fails is retried vote by
 * vote, so one vote's problem (a bad row) is that vote's answer alone. A batch never waits for a
 * voter's lock held elsewhere (another replica's write): that vote is written on its own, waiting
 * for the lock, while the batches go on.
 */
export function createVoteRecorder(options: VoteRecorderOptions) {
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  let waiting: Waiting[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    try {
      await drainWaiting();
    } finally {
      writing = false;
    }
  }

  async function drainWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      options.observeBatch?.(batch.length);
      try {
        const results = await writeBatch(batch.map((w) => w.vote), false);
        batch.forEach((w, i) => {
          const result = results[i]!;
          // Its voter's lock is held elsewhere: it waits on its own, not in everyone's way.
          if (result === 'busy') void writeAlone(w);
          else w.resolve(result);
        });
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const w of batch) await writeAlone(w);
      }
    }
  }

  /** One vote in a transaction of its own, waiting for its voter's lock (up to lock_timeout). */
  async function writeAlone(w: Waiting): Promise<void> {
    try {
      const [result] = await writeBatch([w.vote], true);
      if (result === 'busy' || result === undefined) throw new Error('record_votes answered busy while waiting for the lock');
      w.resolve(result);
    } catch (err) {
      w.reject(err);
    }
  }

  async function writeBatch(votes: VoteToRecord[], waitForLocks: boolean): Promise<(Recorded | 'busy')[]> {
    const deadline = await options.waker.beforeWrite();
    // One statement, its own transaction: the voters' locks are held until it commits.
    const { rows } = await sql<RecordedRow>`
      select * from voting.record_votes(
        ${votes.map((v) => v.userId)}::text[], ${votes.map((v) => v.winningLocationId)}::integer[],
        ${votes.map((v) => v.losingLocationId)}::integer[], ${votes.map((v) => v.outcome)}::text[],
        ${votes.map((v) => v.matchupTokenId)}::text[], ${votes.map((v) => v.votedAt.toISOString())}::timestamptz[],
        ${votes.map((v) => v.week.weekStart)}::date[], ${votes.map((v) => v.week.weekNumber)}::integer[],
        ${votes.map((v) => v.week.yearNumber)}::integer[], ${votes.map((v) => v.idempotencyKey)}::text[],
        ${votes.map((v) => v.eventId)}::uuid[], ${options.limit}::integer, ${waitForLocks}::boolean)`.execute(options.db);
    options.waker.afterWrite(deadline);
    return rows.map(toRecorded);
  }

  return {
    /** Writes the vote with whatever else is waiting; resolves once its transaction committed. */
    record(vote: VoteToRecord): Promise<Recorded> {
      return new Promise<Recorded>((resolve, reject) => {
        waiting.push({ vote, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}

export type VoteRecorder = ReturnType<typeof createVoteRecorder>;

interface RecordedRow {
  status: 'accepted' | 'replay' | 'limit' | 'token used' | 'busy';
  logId: string | null;
  usedBefore: number;
  remaining: number | null;
  priorWinning: number | null;
  priorLosing: number | null;
  priorOutcome: VoteOutcome | null;
}

function toRecorded(row: RecordedRow): Recorded | 'busy' {
  const used = row.usedBefore;
  switch (row.status) {
    case 'busy':
      return 'busy';
    case 'accepted':
      return { kind: 'accepted', id: Number(row.logId), used, votesRemaining: row.remaining! };
    case 'replay':
      return {
        kind: 'replay',
        used,
        prior: { winningLocationId: row.priorWinning!, losingLocationId: row.priorLosing!, outcome: row.priorOutcome!, votesRemaining: row.remaining },
      };
    case 'limit':
      return { kind: 'limit', used };
    case 'token used':
      return { kind: 'token used', used };
  }
}
