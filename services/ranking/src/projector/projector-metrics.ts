import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, LATENCY_BUCKETS, type Registry } from '@tn/kit/metrics';
import { withTimeout } from '@tn/kit/timeout';
import type { BatchResult } from './projector.ts';
import { unappliedLagSeconds } from './projector-repository.ts';
import type { ProjectorDatabase } from './vote-log-tables.ts';

/** What the projector runtime reports as it works; every call is cheap and synchronous. */
export interface ProjectorObserver {
  /** A wake-up job reached the worker this long after the voting service enqueued it. */
  jobPicked(waitMs: number): void;
  /** A batch committed, `durationMs` after it began (lock, read, apply, store, commit). */
  batchCommitted(batch: BatchResult, durationMs: number): void;
  /** A catch-up run ended in an error (the next wake-up or sweep tries again). */
  runFailed(): void;
}

/** From a few milliseconds (a wake-up under no load) to a minute (a projector that was down). */
const WAIT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const BATCH_SIZE_BUCKETS = [1, 5, 10, 50, 100, 250, 500, 1000];
/** A scrape must not hang on a slow database: the lag is then not reported (NaN) for that scrape. */
const LAG_QUERY_TIMEOUT_MS = 2_000;

/**
 * The projector's metrics: its lag, how long batches take and how large they are, how long wake-ups
 * wait in the queue and votes wait for their standings, and failed runs. The lag is measured at
 * each scrape from the log, so a projector that applies nothing still shows it growing.
 */
export function createProjectorMetrics(registry: Registry, db: Kysely<ProjectorDatabase>): ProjectorObserver {
  const registers = [registry];
  new Gauge({
    name: 'ranking_projector_lag_seconds',
    help: 'How long the oldest logged vote not yet applied to the standings has waited (0: caught up; NaN: the log could not be read)',
    registers,
    async collect() {
      try {
        this.set(await withTimeout(unappliedLagSeconds(db), LAG_QUERY_TIMEOUT_MS));
      } catch {
        this.set(Number.NaN);
      }
    },
  });
  const batchDuration = new Histogram({
    name: 'ranking_projector_batch_duration_seconds',
    help: 'One committed projector batch: lock, read the next votes, apply, store the standings, commit',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const batchVotes = new Histogram({ name: 'ranking_projector_batch_votes', help: 'Votes applied by one batch', buckets: BATCH_SIZE_BUCKETS, registers });
  const applied = new Counter({ name: 'ranking_votes_applied_total', help: 'Votes applied to the standings', registers });
  const queueWait = new Histogram({
    name: 'ranking_vote_queue_wait_seconds',
    help: 'From the voting service enqueueing a wake-up job to the projector picking it up',
    buckets: WAIT_BUCKETS,
    registers,
  });
  const applyDelay = new Histogram({
    name: 'ranking_vote_apply_delay_seconds',
    help: 'From a vote being cast to the batch that applied it committing (its standings visible)',
    buckets: WAIT_BUCKETS,
    registers,
  });
  const failedRuns = new Counter({ name: 'ranking_projector_failed_runs_total', help: 'Catch-up runs that ended in an error', registers });
  applied.inc(0);
  failedRuns.inc(0);

  return {
    jobPicked(waitMs) {
      queueWait.observe(Math.max(0, waitMs) / 1000);
    },
    batchCommitted(batch, durationMs) {
      batchDuration.observe(durationMs / 1000);
      if (batch.applied === 0) return;
      batchVotes.observe(batch.applied);
      applied.inc(batch.applied);
      // A repair re-applies votes already applied once: their age is not a delay anyone waited.
      if (batch.repairedSeasons.length > 0) return;
      const now = Date.now();
      for (const votedAt of batch.appliedVotedAt) applyDelay.observe(Math.max(0, now - votedAt.getTime()) / 1000);
    },
    runFailed() {
      failedRuns.inc();
    },
  };
}
