import type { FastifyBaseLogger } from 'fastify';
import { MEDIA_UNATTACHED_TTL_HOURS } from '@tn/contracts/media';
import type { MediaStore } from './media-store.ts';
import type { UploadRepository } from './upload-repository.ts';

const HOUR_MS = 3_600_000;
/** Uploads looked at per round trip; a sweep goes on until none is left. */
const BATCH = 200;

export interface SweepResult {
  uploadsDeleted: number;
  filesRemoved: number;
  attemptsPruned: number;
}

/**
 * Deletes uploads nobody attached within 24 hours (the row, and the files no other upload
 * shares) and forgets upload attempts older than the hourly window. Safe to run from every
 * replica at once: each deletion re-checks its row under the content hash's lock.
 */
export function createSweeper(uploads: UploadRepository, store: MediaStore) {
  return {
    async sweep(now: Date): Promise<SweepResult> {
      const cutoff = new Date(now.getTime() - MEDIA_UNATTACHED_TTL_HOURS * HOUR_MS);
      const result: SweepResult = { uploadsDeleted: 0, filesRemoved: 0, attemptsPruned: 0 };
      for (;;) {
        const batch = await uploads.unattachedBefore(cutoff, BATCH);
        for (const upload of batch) {
          const { deleted, filesRemoved } = await uploads.deleteUnattached(upload.id, upload.contentHash, cutoff, store.remove);
          if (deleted) result.uploadsDeleted += 1;
          result.filesRemoved += filesRemoved;
        }
        if (batch.length < BATCH) break;
      }
      result.attemptsPruned = await uploads.pruneAttempts(new Date(now.getTime() - HOUR_MS));
      return result;
    },
  };
}

export type Sweeper = ReturnType<typeof createSweeper>;

/**
 * Sweeps now and then every `everyMs` until the returned stop is called; a failed sweep is
 * logged and the next one tries again. One sweep at a time: a slow one is never overlapped.
 */
export function scheduleSweeps(sweeper: Sweeper, options: { everyMs: number; log: FastifyBaseLogger; clock?: () => Date }) {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= sweeper
      .sweep(clock())
      .then(
        (result) => {
          if (result.uploadsDeleted > 0) options.log.info(result, 'swept unattached uploads');
        },
        (err: unknown) => options.log.error({ err }, 'sweeping unattached uploads failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  run();
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
