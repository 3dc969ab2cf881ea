import { Type, type Static } from 'typebox';
import { AnonymizeAnswer, ErrorBody, Nullable, Timestamp } from './common.ts';
import { MediaId } from './media.ts';
import { DecisionBody, ModerationLog, ModerationQuery, ModerationStatusSchema } from './moderation.ts';

/**
 * Visitors' photos of a place (catalog keeps them, the files go through the media service like a
 * review's photo). A photo is pending until an editor approves it; then it is in Location.photos
 * with its credit, in the editors' order (their cover first): after the place's sourced photos
 * until editors set the place's order, ahead of them from then on (the editors' cover is then the
 * place's cover on its page, hero and cards). Pending and rejected photos are seen only by their
 * author and editors.
 */

/** The licences a visitor may give their own photo (SPDX ids), and how a credit names them. */
export const PHOTO_LICENCES = ['CC-BY-4.0', 'CC0-1.0'] as const;
export type PhotoLicence = (typeof PHOTO_LICENCES)[number];
export const PHOTO_LICENCE_NAMES: Record<PhotoLicence, string> = { 'CC-BY-4.0': 'CC BY 4.0', 'CC0-1.0': 'CC0' };

export const PHOTO_CAPTION_MAX_LENGTH = 200;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** /api/locations/{id}/photos/{photoId} */
export const PlacePhotoParams = Type.Object({ id: Id, photoId: Id });
export type PlacePhotoParams = Static<typeof PlacePhotoParams>;
/** /api/locations/moderation/photos/{photoId}/… */
export const PhotoIdParams = Type.Object({ photoId: Id });
export type PhotoIdParams = Static<typeof PhotoIdParams>;
/** /api/locations/moderation/places/{locationId}/… */
export const ModeratedPlaceParams = Type.Object({ locationId: Id });
export type ModeratedPlaceParams = Static<typeof ModeratedPlaceParams>;

// POST /api/locations/{id}/photos → 201 CommunityPhoto (pending)
export const AddPlacePhotoBody = Type.Object({
  /** One of the caller's uploads (POST /api/media answers its id). */
  uploadId: MediaId,
  licence: Type.Enum(PHOTO_LICENCES),
  /** The visitor confirms they took the photo themselves; anything but true is a 400. */
  ownWork: Type.Literal(true),
  caption: Type.Optional(Type.String({ maxLength: PHOTO_CAPTION_MAX_LENGTH + 100, description: `at most ${PHOTO_CAPTION_MAX_LENGTH} characters after trimming` })),
});
export type AddPlacePhotoBody = Static<typeof AddPlacePhotoBody>;

export const CommunityPhoto = Type.Object(
  {
    id: Type.Integer(),
    locationId: Type.Integer(),
    /** The media service's display size, a path on the site's own origin. */
    url: Type.String(),
    srcset: Type.String({ description: '"url 320w, url 800w, …" of every stored size' }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    author: Type.String({ description: "the uploader's display name when they sent it, else PHOTO_AUTHOR_FALLBACK" }),
    licence: Type.Enum(PHOTO_LICENCES),
    caption: Nullable(Type.String()),
    status: ModerationStatusSchema,
    /** The editor's reason for the last decision (always there for a rejection). */
    reason: Nullable(Type.String()),
    createdAt: Timestamp,
    /** Place among the place's approved photos, 1 = the editors' cover; null unless approved. */
    position: Nullable(Type.Integer({ minimum: 1 })),
    isCover: Type.Boolean({
      description: "the place's cover: position 1, and the place has no sourced photo or editors set its photo order",
    }),
  },
  { $id: 'CommunityPhoto' },
);
export type CommunityPhoto = Static<typeof CommunityPhoto>;
export const CommunityPhotoList = Type.Array(CommunityPhoto);
export type CommunityPhotoList = Static<typeof CommunityPhotoList>;

/** A photo in the editors' queue, with the place it is of. */
export const ModerationPhoto = Type.Object({
  ...CommunityPhoto.properties,
  location: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), nameVi: Nullable(Type.String()) }),
});
export type ModerationPhoto = Static<typeof ModerationPhoto>;
export const ModerationPhotoList = Type.Array(ModerationPhoto, { description: 'oldest first' });
export type ModerationPhotoList = Static<typeof ModerationPhotoList>;

// PUT /api/locations/moderation/places/{locationId}/photo-order: every approved photo of the
// place, once each, the cover first (else 400 naming photoIds). From then on the visitors' photos
// lead the place's gallery, ahead of its sourced ones; recorded in the audit log ('reorder').
export const PhotoOrderBody = Type.Object({
  photoIds: Type.Array(Id, { minItems: 1, maxItems: 500 }),
});
export type PhotoOrderBody = Static<typeof PhotoOrderBody>;

const editorErrors = { 401: ErrorBody, 403: ErrorBody };

export const placePhotoRoutes = {
  // POST /api/locations/{id}/photos (signed in) → 201; 400 naming the field (an upload that is not
  // the caller's: 'uploadId: not one of your uploads'); 404 unknown or retired place; 409 the
  // upload already is a photo, or another service keeps it (a review's photo); 503 media service
  // unreachable (nothing written)
  add: {
    body: AddPlacePhotoBody,
    response: { 201: CommunityPhoto, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody },
  },
  // GET /api/locations/{id}/photos/mine (signed in): the caller's photos of the place, any status, newest first
  mine: { response: { 200: CommunityPhotoList, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
  // GET /api/locations/photos/mine (signed in): the caller's photos of every place, any status,
  // newest first (what profile's export of a user's data gathers from catalog)
  allMine: { response: { 200: CommunityPhotoList, 401: ErrorBody } },
  // POST /api/locations/photos/mine/anonymize (no body): the caller's photos are credited to
  // PHOTO_AUTHOR_FALLBACK from now on (they stay, and stay theirs to withdraw); idempotent. Called
  // by profile when a user deletes their data.
  anonymizeMine: { response: { 200: AnonymizeAnswer, 401: ErrorBody } },
  // DELETE /api/locations/{id}/photos/{photoId} (the author) → 204, whatever its status; 403 not
  // theirs; 503 when media cannot release the file (nothing changed)
  withdraw: { response: { 204: Type.Null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 503: ErrorBody } },
  // GET /api/locations/moderation/photos[?status=pending] (editors)
  queue: { querystring: ModerationQuery, response: { 200: ModerationPhotoList, 400: ErrorBody, ...editorErrors } },
  // POST /api/locations/moderation/photos/{photoId}/decision (editors); 409 when no longer pending
  decide: { body: DecisionBody, response: { 200: CommunityPhoto, 400: ErrorBody, ...editorErrors, 404: ErrorBody, 409: ErrorBody } },
  // PUT /api/locations/moderation/places/{locationId}/photo-order (editors) → the approved photos in their new order
  order: { body: PhotoOrderBody, response: { 200: CommunityPhotoList, 400: ErrorBody, ...editorErrors, 404: ErrorBody } },
  // GET /api/locations/moderation/log (editors): catalog's decisions, newest first
  log: { response: { 200: ModerationLog, ...editorErrors } },
};
