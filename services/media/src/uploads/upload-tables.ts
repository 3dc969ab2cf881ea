import type { ColumnType, Generated } from 'kysely';
import type { MediaAcceptedType } from '@tn/contracts/media';

/** media.uploads, owned by this service. */
export interface UploadsTable {
  id: Generated<string>;
  ownerUid: string;
  contentHash: string;
  originalMime: MediaAcceptedType;
  width: number;
  height: number;
  bytes: number;
  variants: number[];
  createdAt: ColumnType<Date, Date | undefined, never>;
  attachedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The service that keeps the upload, as it named itself; null exactly when unattached. */
  keeper: ColumnType<string | null, string | null | undefined, string | null>;
}

/** media.upload_attempts: one row per upload attempt, for the hourly per-user limit. */
export interface UploadAttemptsTable {
  id: ColumnType<number, never, never>;
  ownerUid: string;
  attemptedAt: ColumnType<Date, Date | undefined, never>;
}

export interface MediaDatabase {
  'media.uploads': UploadsTable;
  'media.upload_attempts': UploadAttemptsTable;
}
