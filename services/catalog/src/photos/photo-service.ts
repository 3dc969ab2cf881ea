import type { Caller } from '@tn/kit/auth';
import { badRequest, conflict, forbidden, notFound, unavailable } from '@tn/kit/errors';
import { decisionReason, type DecisionBody, type ModerationStatus } from '@tn/contracts/moderation';
import { PHOTO_AUTHOR_FALLBACK } from '@tn/contracts/constants';
import { PHOTO_CAPTION_MAX_LENGTH, type AddPlacePhotoBody, type CommunityPhoto } from '@tn/contracts/place-photos';
import { textLength } from '@tn/contracts/text';
import { largestOf, srcsetOf, type MediaClient } from './media-client.ts';
import { toCommunityPhoto, type PhotoRepository } from './photo-repository.ts';

export interface PhotoServiceDeps {
  photos: PhotoRepository;
  /** Without it (no MEDIA_URL) places take no new photo. */
  media?: MediaClient;
}

/** What an editor wrote, trimmed; required to reject (else 400). */
export function reasonOf(body: DecisionBody): string | null {
  const checked = decisionReason(body);
  if ('problem' in checked) throw badRequest(checked.problem);
  return checked.reason;
}

/** Visitors' photos of places: sent by their author, decided by editors. */
export function createPhotoService({ photos, media }: PhotoServiceDeps) {
  return {
    /** A new pending photo from one of the caller's uploads; nothing is written before media attached it. */
    async add(caller: Caller, locationId: number, body: AddPlacePhotoBody): Promise<CommunityPhoto> {
      const caption = body.caption?.trim() || null;
      if (caption !== null && textLength(caption) > PHOTO_CAPTION_MAX_LENGTH) {
        throw badRequest(`caption must be at most ${PHOTO_CAPTION_MAX_LENGTH} characters`);
      }
      if (!media) throw badRequest('uploadId: photos are not available');
      if (!(await photos.isOffered(locationId))) throw notFound(`Location not found: ${locationId}`);
      const uploadId = body.uploadId.toLowerCase();
      if (await photos.uploadUsed(uploadId)) throw conflict('uploadId: this upload already is a photo');

      const attached = await media.attach(uploadId, caller.authorization);
      if (!attached.ok) {
        if (attached.reason === 'not-yours') throw badRequest('uploadId: not one of your uploads');
        // Another service keeps it (a review's photo): sharing it would let one withdrawal delete the other's image.
        if (attached.reason === 'kept-elsewhere') throw conflict('uploadId: this upload is already used elsewhere; upload the photo again');
        throw unavailable('uploadId: photos cannot be attached right now; try again shortly');
      }
      const upload = attached.value;
      const row = await photos.insert({
        locationId,
        authorUid: caller.user.uid,
        // The credit names the visitor as they call themselves, never by their email.
        authorName: caller.user.displayName?.trim() || PHOTO_AUTHOR_FALLBACK,
        uploadId,
        url: upload.url,
        fullUrl: largestOf(upload.variants),
        srcset: srcsetOf(upload.variants),
        width: upload.width,
        height: upload.height,
        licence: body.licence,
        caption,
      });
      if (!row) throw conflict('uploadId: this upload already is a photo');
      // Pending: not in the gallery, so never the cover.
      return toCommunityPhoto(row, false);
    },

    async mine(caller: Caller, locationId: number): Promise<CommunityPhoto[]> {
      if (!(await photos.exists(locationId))) throw notFound(`Location not found: ${locationId}`);
      return (await photos.mine(caller.user.uid, locationId)).map((row) => toCommunityPhoto(row, row.visitorsFirst));
    },

    /**
     * The caller deleted their data: their photos stay (a licence cannot be taken back) but no
     * longer name them, as CC BY lets a licensor ask; they may still withdraw them.
     */
    async anonymizeMine(caller: Caller): Promise<{ anonymized: number }> {
      return { anonymized: await photos.recredit(caller.user.uid, PHOTO_AUTHOR_FALLBACK) };
    },

    /** Every photo the caller sent, of any place, any status: part of what a user may export. */
    async allMine(caller: Caller): Promise<CommunityPhoto[]> {
      return (await photos.mine(caller.user.uid)).map((row) => toCommunityPhoto(row, row.visitorsFirst));
    },

    /**
     * The author takes their photo back, whatever its status. Media lets go of the file first
     * (it is then swept); when media cannot be reached nothing changes (503).
     */
    async withdraw(caller: Caller, locationId: number, photoId: number): Promise<void> {
      const photo = await photos.find(photoId);
      if (!photo || photo.locationId !== locationId) throw notFound(`Photo not found: ${photoId}`);
      if (photo.authorUid !== caller.user.uid) throw forbidden('Only its author may withdraw a photo');
      if (media) {
        const detached = await media.detach(photo.uploadId, caller.authorization);
        // 'not-yours': the upload is already gone from media; 'kept-elsewhere': another service
        // keeps it, and media changed nothing. Either way the photo goes and the file stays as it is.
        if (!detached.ok && detached.reason === 'unavailable') {
          throw unavailable('The photo cannot be withdrawn right now; try again shortly');
        }
      }
      await photos.remove(photo);
    },

    queue: (status: ModerationStatus) => photos.queue(status),

    async decide(caller: Caller, photoId: number, body: DecisionBody): Promise<CommunityPhoto> {
      const reason = reasonOf(body);
      const outcome = await photos.decide(photoId, body.decision, reason, { uid: caller.user.uid, name: caller.user.displayName });
      if (outcome === 'not-found') throw notFound(`Photo not found: ${photoId}`);
      if (outcome === 'already-decided') throw conflict('This photo was already decided');
      return toCommunityPhoto(outcome, outcome.visitorsFirst);
    },

    /** An editor's order of a place's approved photos; their cover becomes the place's cover. */
    async reorder(caller: Caller, locationId: number, photoIds: readonly number[]): Promise<CommunityPhoto[]> {
      const outcome = await photos.reorder(locationId, photoIds, { uid: caller.user.uid, name: caller.user.displayName });
      if (outcome === 'not-found') throw notFound(`Location not found: ${locationId}`);
      if (outcome === 'mismatch') throw badRequest('photoIds must list each approved photo of the place once, the cover first');
      return outcome.map((row) => toCommunityPhoto(row, row.visitorsFirst));
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
