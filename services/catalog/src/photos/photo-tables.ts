import type { ColumnType, Generated } from 'kysely';
import type { Photo } from '@tn/contracts/common';
import type { ModerationAction, ModerationStatus, ModerationSubject } from '@tn/contracts/moderation';
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
  /** A photo decided, or a place whose photo order was set. */
  subject: Extract<ModerationSubject, 'photo' | 'place'>;
  subjectId: number;
  decision: ModerationAction;
  reason: string | null;
  /** For a reorder only: the approved photos in their new order, the cover first. */
  photoIds: number[] | null;
  /** The place's name when decided (a photo's place, or the reordered place); null: not known. */
  subjectName: string | null;
  subjectNameVi: string | null;
}

/** catalog.photo_orders: places whose photo order an editor set (their visitors' photos lead). */
export interface PhotoOrdersTable {
  locationId: number;
  setAt: ColumnType<Date, never, Date>;
  setBy: string;
}

/** catalog.location_galleries (a view): a place's whole gallery, the cover first. */
export interface LocationGalleriesView {
  locationId: number;
  /** Whether the visitors' photos lead (so the editors' cover is the place's cover). */
  visitorsFirst: boolean;
  photos: Photo[];
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
  'catalog.photo_orders': PhotoOrdersTable;
  'catalog.location_galleries': LocationGalleriesView;
}
