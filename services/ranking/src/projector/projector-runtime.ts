import { setTimeout as sleep } from 'node:timers/promises';
import { Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { catchUp, type CatchUpResult } from './projector.ts';
import type { ProjectorObserver } from './projector-metrics.ts';
import { nextUnapplied } from './projector-repository.ts';
import { VOTE_QUEUE, WAKE_COMMIT_MARGIN_MS, WAKE_FIRST_CATCH_UP_MS, WAKE_SLOT_MS, type VoteJobData } from '@tn/contracts/queue';
import type { ProjectorDatabase } from './vote-log-tables.ts';

export interface ProjectorLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ProjectorRuntimeOptions {
  db: Kysely<ProjectorDatabase>;
  /** Where the wake-up jobs come from; without it only the sweeper applies votes. */
  queue?: { connection: ConnectionOptions; prefix: string; concurrency?: number };
  batchSize?: number;
  gapWindow?: number;
  /** Catch up this often whether or not a job came (lost jobs, Redis flushes). Default 2 s. */
  sweepIntervalMs?: number;
  /**
   * How long after its slot a wake-up job's catch-up runs, for the slot's writes to have
   * committed (default WAKE_COMMIT_MARGIN_MS of @tn/contracts/queue).
   */
  wakeCommitMarginMs?: number;
  /** Look for gaps in the whole log (not only the recent window) this often. Default 60 s. */
  fullCheckIntervalMs?: number;
  /**
   * Look for votes that committed out of log order within the recent window (`gapWindow` below
   * the cursor) this often; the runs in between read only past the cursor. Default 500 ms.
   */
  windowCheckIntervalMs?: number;
  /**
   * Catch-up runs start at least this far apart (default 25 ms): under load, the wake-ups of many
   * votes then share one transaction, at the price of at most this much lag.
   */
  minRunIntervalMs?: number;
  /**
   * Readiness: the projector counts as stalled when votes wait beyond the cursor and nothing was
   * applied (no batch committed, no run completed) for this long. Default 30 s.
   */
  stallMs?: number;
  logger?: ProjectorLogger;
  /** Told of jobs, batches and failed runs (./projector-metrics.ts). */
  observer?: ProjectorObserver;
}

export interface ProjectorStats {
  jobs: number;
  runs: number;
  batches: number;
  applied: number;
  /** Runs that re-projected a season for votes committed out of log order. */
  repairs: number;
  /** Runs that ended in an error (the next wake-up or sweep tries again). */
  failedRuns: number;
}

const silent: ProjectorLogger = { info() {}, warn() {}, error() {} };
/** Failed runs in a row after which the projector is not ready, whatever the log holds. */
export const FAILED_RUNS_NOT_READY = 3;
export const DEFAULT_STALL_MS = 30_000;
const nothing: CatchUpResult = { applied: 0, batches: 0, repairedSeasons: [] };
/**
 * Reading the window below the cursor costs Postgres a few ms (thousands of log positions
 * matched against the applied ones) while reading past the cursor costs almost nothing, and
 * under load runs follow each other every few tens of ms. A vote that commits out of log order
 * (another voting replica's transaction finishing later) is rare; it waits at most this long
 * more (a run that skipped the check is followed by one within this time, whatever else comes),
 * then is applied with its season re-projected, as before.
 */
export const DEFAULT_WINDOW_CHECK_MS = 500;

/**
 * The projector process: a BullMQ worker whose jobs only wake it up, and a sweeper that wakes it
 * every couple of seconds regardless. Wake-ups are coalesced: while a catch-up runs, every request
 * shares one follow-up run, so a burst of jobs costs one transaction per batch, not one per job,
 * and a job completes only after a catch-up that began after the job arrived. Runs begin at least
 * minRunIntervalMs apart, so under load more wake-ups share each run.
 */
export class ProjectorRuntime {
  readonly #options: ProjectorRuntimeOptions;
  readonly #log: ProjectorLogger;
  #worker?: Worker<VoteJobData>;
  #running?: Promise<CatchUpResult>;
  /** The next run, not begun yet: every request until it begins shares it. */
  #pending?: Promise<CatchUpResult>;
  #lastRunStart = Number.NEGATIVE_INFINITY;
  #sweepTimer?: NodeJS.Timeout;
  /** A run that read past the cursor only was followed by no window check yet: one is due then. */
  #windowCheckTimer?: NodeJS.Timeout;
  /**
   * Set by that timer: the next run checks the window whatever the clock says. A timer can fire a
   * millisecond or two before Date.now() has moved on by its delay (libuv counts from the time
   * cached at the start of the loop's turn); that run would skip the check and schedule another.
   */
  #windowCheckDue = false;
  #lastFullCheck = 0;
  #lastWindowCheck = 0;
  #closing = false;
  #closed?: Promise<void>;
  readonly #stats: ProjectorStats = { jobs: 0, runs: 0, batches: 0, applied: 0, repairs: 0, failedRuns: 0 };
  /** When the projector last made progress (a batch committed or a run completed); start counts. */
  #lastProgress = performance.now();
  #failuresInARow = 0;

  constructor(options: ProjectorRuntimeOptions) {
    this.#options = options;
    this.#log = options.logger ?? silent;
  }

  /** Starts the worker and the sweeper (the first sweep, a full check, runs at once). */
  start(): this {
    const queue = this.#options.queue;
    if (queue) {
      this.#worker = new Worker<VoteJobData>(VOTE_QUEUE, (job) => this.#handle(job), {
        connection: queue.connection,
        prefix: queue.prefix,
        concurrency: queue.concurrency ?? 50,
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 5000 },
      });
      // Redis outages are reported here; the worker reconnects by itself, the sweeper covers the gap.
      this.#worker.on('error', (err) => this.#log.warn({ err }, 'vote queue worker error'));
      this.#worker.on('failed', (job, err) => this.#log.warn({ err, jobId: job?.id }, 'vote job failed'));
    }
    void this.#sweep();
    return this;
  }

  /** Resolves when the worker is connected to Redis (tests). */
  async waitUntilReady(): Promise<void> {
    await this.#worker?.waitUntilReady();
  }

  async #handle(job: Job<VoteJobData>): Promise<void> {
    this.#stats.jobs += 1;
    // job.timestamp is when the voting service added it (its clock).
    this.#options.observer?.jobPicked(Date.now() - job.timestamp);
    // The job stands for every write of its slot (@tn/contracts/queue), added before them: a
    // catch-up soon after it was added sees a lone write; one that begins once the slot's writes
    // have all committed covers the rest.
    const margin = this.#options.wakeCommitMarginMs ?? WAKE_COMMIT_MARGIN_MS;
    for (const after of [WAKE_FIRST_CATCH_UP_MS, WAKE_SLOT_MS + margin]) {
      const wait = job.timestamp + after - Date.now();
      if (wait > 0 && !this.#closing) await sleep(wait);
      await this.catchUp();
    }
  }

  /** Counters since start: jobs, catch-up runs and batches, votes applied, out-of-order repairs. */
  stats(): ProjectorStats {
    return { ...this.#stats };
  }

  /** Applies everything visible now; concurrent callers share runs. */
  catchUp(): Promise<CatchUpResult> {
    if (this.#closing) return Promise.resolve(nothing);
    this.#pending ??= this.#next();
    return this.#pending;
  }

  async #next(): Promise<CatchUpResult> {
    // A run in progress may have read before the caller's vote was visible: wait for it to end,
    // then begin a new one (after the minimum interval), which sees everything committed so far.
    await this.#running?.catch(() => {});
    const wait = this.#lastRunStart + (this.#options.minRunIntervalMs ?? 25) - performance.now();
    if (wait > 0) await sleep(wait);
    this.#pending = undefined;
    if (this.#closing) return nothing;
    this.#lastRunStart = performance.now();
    const run = this.#run();
    this.#running = run;
    try {
      return await run;
    } finally {
      if (this.#running === run) this.#running = undefined;
    }
  }

  async #run(): Promise<CatchUpResult> {
    const now = Date.now();
    const fullCheck = now - this.#lastFullCheck >= (this.#options.fullCheckIntervalMs ?? 60_000);
    if (fullCheck) this.#lastFullCheck = now;
    const windowCheckIntervalMs = this.#options.windowCheckIntervalMs ?? DEFAULT_WINDOW_CHECK_MS;
    const windowCheck = fullCheck || this.#windowCheckDue || now - this.#lastWindowCheck >= windowCheckIntervalMs;
    if (windowCheck) {
      this.#lastWindowCheck = now;
      this.#windowCheckDue = false;
      clearTimeout(this.#windowCheckTimer);
      this.#windowCheckTimer = undefined;
    } else {
      // A vote that committed below the cursor since the last window check (the one whose late
      // commit woke this run, say) is seen by the next check only: make sure there is one, even
      // when no other vote and no sweep comes by then.
      this.#windowCheckTimer ??= setTimeout(() => {
        this.#windowCheckTimer = undefined;
        this.#windowCheckDue = true;
        this.catchUp().catch((err: unknown) => this.#log.error({ err }, 'projector catch-up failed; retrying at the next sweep'));
      }, this.#lastWindowCheck + windowCheckIntervalMs - now);
    }
    let result: CatchUpResult;
    let batchStart = performance.now();
    try {
      result = await catchUp(this.#options.db, {
        batchSize: this.#options.batchSize,
        // A window of 0: only what lies past the cursor.
        gapWindow: windowCheck ? this.#options.gapWindow : 0,
        fullCheck,
        shouldStop: () => this.#closing,
        onBatch: (batch) => {
          // A long catch-up is progress batch by batch, not only when it ends.
          this.#lastProgress = performance.now();
          // Batches run back to back: each one began when the one before it was reported.
          this.#options.observer?.batchCommitted(batch, this.#lastProgress - batchStart);
          batchStart = this.#lastProgress;
        },
      });
    } catch (err) {
      this.#options.observer?.runFailed();
      this.#stats.failedRuns += 1;
      this.#failuresInARow += 1;
      throw err;
    }
    this.#failuresInARow = 0;
    this.#lastProgress = performance.now();
    this.#stats.runs += 1;
    this.#stats.batches += result.batches;
    this.#stats.applied += result.applied;
    if (result.repairedSeasons.length > 0) {
      this.#stats.repairs += 1;
      this.#log.warn({ seasons: result.repairedSeasons }, 'votes committed out of log order: seasons re-projected');
    }
    return result;
  }

  /**
   * For /readyz: resolves while the projector keeps up, rejects (saying why) when it does not.
   * Not ready when its last FAILED_RUNS_NOT_READY runs failed, or when votes wait beyond what is
   * applied and it has made no progress for stallMs: a projector whose connections are fine but
   * which applies nothing is not ready either.
   */
  async checkHealth(): Promise<void> {
    if (this.#failuresInARow >= FAILED_RUNS_NOT_READY) {
      throw new Error(`the last ${this.#failuresInARow} catch-up runs failed`);
    }
    const idleMs = performance.now() - this.#lastProgress;
    if (idleMs <= (this.#options.stallMs ?? DEFAULT_STALL_MS)) return;
    // The first logged vote beyond the cursor, if any (window 0: gaps below it do not count here).
    const waiting = await nextUnapplied(this.#options.db, { window: 0, limit: 1 });
    if (waiting.votes.length > 0) {
      throw new Error(`votes wait in the log and nothing was applied for ${Math.round(idleMs)} ms`);
    }
  }

  async #sweep(): Promise<void> {
    try {
      const result = await this.catchUp();
      if (result.applied > 0) this.#log.info({ applied: result.applied }, 'sweeper applied votes');
    } catch (err) {
      this.#log.error({ err }, 'projector catch-up failed; retrying at the next sweep');
    } finally {
      if (!this.#closing) this.#sweepTimer = setTimeout(() => void this.#sweep(), this.#options.sweepIntervalMs ?? 2_000);
    }
  }

  /**
   * Graceful stop: no new runs, the current batch finishes (its transaction commits), the worker
   * finishes its active jobs and disconnects. Pools are the caller's to close afterwards.
   */
  close(): Promise<void> {
    this.#closed ??= (async () => {
      this.#closing = true;
      clearTimeout(this.#sweepTimer);
      clearTimeout(this.#windowCheckTimer);
      await Promise.allSettled([this.#worker?.close(), this.#running, this.#pending]);
      this.#log.info({ stats: this.stats() }, 'projector stopped');
    })();
    return this.#closed;
  }
}
