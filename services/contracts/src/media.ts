import { Type, type Static } from 'typebox';
import { ErrorBody } from './common.ts';

// ---- limits of the media service (services/media), the defaults of its configuration ----

// What an upload may be (its types, its largest size) is in ./constants.ts: the web checks a
// picked file against the same values before uploading it.
export { MEDIA_ACCEPTED_TYPES, MEDIA_MAX_UPLOAD_BYTES, type MediaAcceptedType } from './constants.ts';
/** Largest image accepted, in pixels (width × height); a bigger one answers 400 before decoding. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** Uploads per signed-in user in any 60 minutes; the next answers 429. */
export const MEDIA_UPLOADS_PER_HOUR = 20;
/** Widths of the stored WebP variants (an image narrower than one is stored at its own width). */
export const MEDIA_VARIANT_WIDTHS = [320, 800, 1600] as const;
/** The variant a page shows by default, the `url` of an upload. */
export const MEDIA_DISPLAY_WIDTH = 800;
/** An upload nobody attached within this time is deleted. */
export const MEDIA_UNATTACHED_TTL_HOURS = 24;

// ---- schemas ----

export const MediaId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'an upload id (UUID)',
});

/** Where a stored image is served, on the site's own origin: /media/<sha256>-<width>.webp. */
export const MediaUrl = Type.String({ pattern: '^/media/[0-9a-f]{64}-[1-9][0-9]*\\.webp$', description: 'a media path' });

export const MediaIdParams = Type.Object({ id: MediaId });
export type MediaIdParams = Static<typeof MediaIdParams>;

// POST /api/media (multipart/form-data, the image in the field `file`)
export const MediaUpload = Type.Object(
  {
    id: MediaId,
    /** The MEDIA_DISPLAY_WIDTH variant (or the widest below it, for a narrower image). */
    url: MediaUrl,
    /** Every stored variant, keyed by its pixel width. */
    variants: Type.Record(Type.String({ pattern: '^[1-9][0-9]*$' }), MediaUrl),
    /** The photo's size in pixels, after its EXIF orientation was applied. */
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
  },
  { $id: 'MediaUpload' },
);
export type MediaUpload = Static<typeof MediaUpload>;

/**
 * The service that keeps an attached upload, as it names itself: one upload has one keeper, so
 * a photo kept for one thing (a review) cannot be taken, and later let go, for another (a place).
 */
export const MediaKeeper = Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$', description: 'the keeping service, e.g. "culinary"' });
/** The keepers of today's callers. */
export const MEDIA_KEEPERS = { reviewPhotos: 'culinary', placePhotos: 'catalog' } as const;

/** The body of attach and detach: which service keeps (or lets go of) the upload. */
export const KeeperBody = Type.Object({ keeper: MediaKeeper });
export type KeeperBody = Static<typeof KeeperBody>;

// POST /api/media/{id}/attach {keeper}: called by the service that keeps the photo (a review, a
// place); the upload's full description, so the caller can build a srcset
export const AttachedMedia = Type.Object({ ...MediaUpload.properties }, { $id: 'AttachedMedia' });
export type AttachedMedia = Static<typeof AttachedMedia>;

export const mediaRoutes = {
  upload: {
    response: { 201: MediaUpload, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody },
  },
  // Again by the same keeper: the same answer; 409 when another keeper holds it (nothing changes);
  // 404 when the upload is not the caller's (missing or someone else's: one answer).
  // Attach and detach are for the services (MEDIA_URL), never the public: the gateway refuses them
  // and the public API document leaves them out (hide).
  attach: {
    hide: true,
    params: MediaIdParams,
    body: KeeperBody,
    response: { 200: AttachedMedia, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
  // POST /api/media/{id}/detach {keeper} → 204: the keeper lets go of the upload (a withdrawn
  // photo); it is then swept like any unattached upload. Idempotent; 409 when another keeper
  // holds it (nothing changes); 404 when not the caller's.
  detach: {
    hide: true,
    params: MediaIdParams,
    body: KeeperBody,
    response: { 204: Type.Null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  },
};
