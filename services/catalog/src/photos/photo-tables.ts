import type { ColumnType, Generated } from 'kysely';
import type { Photo } from '@tn/contracts/common';
import type { ModerationDecision, ModerationStatus, ModerationSubject } from '@tn/contracts/moderation';
import type { PhotoLicence } from '@tn/contracts/place-photos';

/** catalog.community_photos: visitors' photos of places, pending until an editor decides. */
export interface CommunityPhotosTable {
  id: Generated<number>;
  locationId: number;
  authorUid: string;
  authorName: string;
  /** The upload in the media service (its id there, not a foreign key). */
  uploadId: string;
  url: string;
  fullUrl: string;
  srcset: string;
  width: number;
  height: number;
  licence: PhotoLicence;
  caption: string | null;
  status: Generated<ModerationStatus>;
  reason: string | null;
  /** 1 = the cover, dense among the place's approved photos; null unless approved. */
  position: number | null;
  createdAt: ColumnType<Date, never, never>;
  decidedAt: Date | null;
  decidedBy: string | null;
}

/** catalog.moderation_log: every editor's decision on catalog content. */
export interface ModerationLogTable {
  id: Generated<number>;
  at: ColumnType<Date, never, never>;
  editorUid: string;
  editorName: string | null;
  subject: Extract<ModerationSubject, 'photo'>;
  subjectId: number;
  decision: ModerationDecision;
  reason: string | null;
}

/** catalog.approved_photos (a view): approved visitors' photos as Photo objects. */
export interface ApprovedPhotosView {
  locationId: number;
  position: number;
  photo: Photo;
}

export interface PhotoDatabase {
  'catalog.community_photos': CommunityPhotosTable;
  'catalog.moderation_log': ModerationLogTable;
  'catalog.approved_photos': ApprovedPhotosView;
}
