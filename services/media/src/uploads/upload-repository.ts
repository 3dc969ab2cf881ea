import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { MediaAcceptedType } from '@tn/contracts/media';
import type { MediaDatabase, UploadsTable } from './upload-tables.ts';

export type UploadRow = Selectable<UploadsTable>;

// First keys of the two-key advisory locks, so this service's locks never meet another's.
const ATTEMPTS_LOCK = 0x6d_65_64_01; // one user's hourly count
const FILES_LOCK = 0x6d_65_64_02; // one content hash's files

const HOUR_MS = 3_600_000;

export type AttemptOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface NewUpload {
  ownerUid: string;
  contentHash: string;
  originalMime: MediaAcceptedType;
  width: number;
  height: number;
  bytes: number;
  variants: number[];
  createdAt: Date;
}

/** Serialises everything that writes or removes the files of one content hash. */
const lockFiles = (trx: Transaction<MediaDatabase>, hash: string) =>
  sql`select pg_advisory_xact_lock(${FILES_LOCK}, hashtext(${hash}))`.execute(trx);

export function createUploadRepository(db: Kysely<MediaDatabase>) {
  /** Why an attach or detach of the owner's upload changed nothing: not theirs, or another keeper's. */
  const refusal = async (id: string, ownerUid: string): Promise<'not-found' | 'kept-elsewhere'> => {
    const row = await db.selectFrom('media.uploads').select('id').where('id', '=', id).where('ownerUid', '=', ownerUid).executeTakeFirst();
    return row ? 'kept-elsewhere' : 'not-found';
  };

  return {
    /**
     * Counts one upload attempt against the user's limit for the 60 minutes before `now`, or
     * says when the oldest attempt in the window leaves it. Serialised per user, so concurrent
     * uploads cannot all slip under the limit.
     */
    async takeAttempt(ownerUid: string, now: Date, perHour: number): Promise<AttemptOutcome> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${ATTEMPTS_LOCK}, hashtext(${ownerUid}))`.execute(trx);
        const recent = await trx
          .selectFrom('media.upload_attempts')
          .select('attemptedAt')
          .where('ownerUid', '=', ownerUid)
          .where('attemptedAt', '>', new Date(now.getTime() - HOUR_MS))
          .orderBy('attemptedAt', 'desc')
          .limit(perHour)
          .execute();
        if (recent.length >= perHour) {
          const oldest = recent[recent.length - 1]!.attemptedAt;
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000)) };
        }
        await trx.insertInto('media.upload_attempts').values({ ownerUid, attemptedAt: now }).execute();
        return { allowed: true };
      });
    },

    /**
     * Stores the files (through `writeFiles`) and the row together, under the content hash's
     * lock: the sweeper, removing an older upload of the same photo, either finishes before the
     * files are written again or sees this row and keeps them.
     */
    async insert(upload: NewUpload, writeFiles: () => Promise<void>): Promise<UploadRow> {
      return db.transaction().execute(async (trx) => {
        await lockFiles(trx, upload.contentHash);
        await writeFiles();
        return trx.insertInto('media.uploads').values(upload).returningAll().executeTakeFirstOrThrow();
      });
    },

    /**
     * Marks the owner's upload kept by `keeper` (the first time only: again by the same keeper
     * changes nothing). 'not-found' when it is not theirs; 'kept-elsewhere' when another keeper
     * holds it, and then nothing changes. Concurrent attaches by two keepers: the row lock makes
     * the second see the first's keeper.
     */
    async attach(id: string, ownerUid: string, keeper: string, now: Date): Promise<UploadRow | 'not-found' | 'kept-elsewhere'> {
      const row = await db
        .updateTable('media.uploads')
        .set((eb) => ({ attachedAt: eb.fn.coalesce('attachedAt', eb.val(now)), keeper }))
        .where('id', '=', id)
        .where('ownerUid', '=', ownerUid)
        .where((eb) => eb.or([eb('keeper', 'is', null), eb('keeper', '=', keeper)]))
        .returningAll()
        .executeTakeFirst();
      return row ?? (await refusal(id, ownerUid));
    },

    /**
     * Lets go of the owner's upload for `keeper`: unattached again (already unattached: nothing
     * to do, the same answer). 'kept-elsewhere' when another keeper holds it: nothing changes.
     */
    async detach(id: string, ownerUid: string, keeper: string): Promise<'detached' | 'not-found' | 'kept-elsewhere'> {
      const result = await db
        .updateTable('media.uploads')
        .set({ attachedAt: null, keeper: null })
        .where('id', '=', id)
        .where('ownerUid', '=', ownerUid)
        .where((eb) => eb.or([eb('keeper', 'is', null), eb('keeper', '=', keeper)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? 'detached' : await refusal(id, ownerUid);
    },

    /** Uploads still unattached that were created before `cutoff`, oldest first. */
    async unattachedBefore(cutoff: Date, limit: number): Promise<Pick<UploadRow, 'id' | 'contentHash'>[]> {
      return db
        .selectFrom('media.uploads')
        .select(['id', 'contentHash'])
        .where('attachedAt', 'is', null)
        .where('createdAt', '<', cutoff)
        .orderBy('createdAt')
        .limit(limit)
        .execute();
    },

    /**
     * Deletes the upload if it is still unattached and older than `cutoff` (an attach that got
     * there first wins), and then, when no other upload uses the same files, removes them
     * through `removeFiles` before the lock is let go. Answers how many files went.
     */
    async deleteUnattached(
      id: string,
      hash: string,
      cutoff: Date,
      removeFiles: (hash: string, widths: readonly number[]) => Promise<number>,
    ): Promise<{ deleted: boolean; filesRemoved: number }> {
      return db.transaction().execute(async (trx) => {
        await lockFiles(trx, hash);
        const gone = await trx
          .deleteFrom('media.uploads')
          .where('id', '=', id)
          .where('attachedAt', 'is', null)
          .where('createdAt', '<', cutoff)
          .returning(['contentHash', 'variants'])
          .executeTakeFirst();
        if (!gone) return { deleted: false, filesRemoved: 0 };
        const shared = await trx
          .selectFrom('media.uploads')
          .select('id')
          .where('contentHash', '=', gone.contentHash)
          .limit(1)
          .executeTakeFirst();
        return { deleted: true, filesRemoved: shared ? 0 : await removeFiles(gone.contentHash, gone.variants) };
      });
    },

    /** Attempts that no longer count towards any limit. */
    async pruneAttempts(before: Date): Promise<number> {
      const result = await db.deleteFrom('media.upload_attempts').where('attemptedAt', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
