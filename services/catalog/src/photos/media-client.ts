import { MEDIA_KEEPERS, type KeeperBody } from '@tn/contracts/media';

/**
 * The media service, over HTTP (no service imports another), with the caller's own
 * Authorization header and catalog named as keeper: `POST {MEDIA_URL}/api/media/{id}/attach`
 * keeps one of their uploads (200 with its sizes; 404 when it is not theirs; 409 when another
 * service keeps it, a review's photo say) and `…/detach` lets it go again (204; 409 when another
 * service keeps it, which then changes nothing).
 */
export interface AttachedUpload {
  id: string;
  /** The display size. */
  url: string;
  /** Every stored size, by pixel width. */
  variants: Record<string, string>;
  width: number;
  height: number;
}

/** Why media did not do it: not the caller's upload, another service keeps it, or no usable answer. */
export type MediaRefusal = 'not-yours' | 'kept-elsewhere' | 'unavailable';
export type MediaOutcome<T> = { ok: true; value: T } | { ok: false; reason: MediaRefusal };

export interface MediaClient {
  attach(uploadId: string, authorization: string): Promise<MediaOutcome<AttachedUpload>>;
  detach(uploadId: string, authorization: string): Promise<MediaOutcome<null>>;
}

/** Answers that say "no such upload of yours", as opposed to "media cannot answer now". */
const REFUSED = new Set([400, 403, 404, 410]);
/** The upload is the caller's, but another service keeps it. */
const KEPT_ELSEWHERE = 409;
const KEEPER: KeeperBody = { keeper: MEDIA_KEEPERS.placePhotos };

const refusal = (status: number): MediaRefusal =>
  status === KEPT_ELSEWHERE ? 'kept-elsewhere' : REFUSED.has(status) ? 'not-yours' : 'unavailable';

/** Only paths of our own media service are kept: never a URL of the answer's choosing. */
const MEDIA_PATH = /^\/media\/[0-9a-f]{64}-[1-9][0-9]*\.webp$/;

export function createMediaClient(baseUrl: string, options: { timeoutMs?: number } = {}): MediaClient {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3_000;

  const call = async (uploadId: string, action: 'attach' | 'detach', authorization: string) => {
    try {
      return await fetch(`${base}/api/media/${encodeURIComponent(uploadId)}/${action}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(KEEPER),
        // Every wait is bounded: a media service that hangs is as good as one that is down.
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return undefined;
    }
  };

  return {
    async attach(uploadId, authorization) {
      const res = await call(uploadId, 'attach', authorization);
      if (!res) return { ok: false, reason: 'unavailable' };
      if (res.status !== 200) {
        await res.body?.cancel();
        return { ok: false, reason: refusal(res.status) };
      }
      const upload = parseUpload(await res.json().catch(() => null), uploadId);
      return upload ? { ok: true, value: upload } : { ok: false, reason: 'unavailable' };
    },

    async detach(uploadId, authorization) {
      const res = await call(uploadId, 'detach', authorization);
      if (!res) return { ok: false, reason: 'unavailable' };
      await res.body?.cancel();
      if (res.status === 204) return { ok: true, value: null };
      return { ok: false, reason: refusal(res.status) };
    },
  };
}

/** The answer about this upload with usable sizes, or undefined (ids are UUIDs, compared in any case). */
function parseUpload(body: unknown, uploadId: string): AttachedUpload | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, url, variants, width, height } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id.toLowerCase() !== uploadId.toLowerCase()) return undefined;
  if (typeof url !== 'string' || !MEDIA_PATH.test(url)) return undefined;
  if (!Number.isInteger(width) || !Number.isInteger(height) || (width as number) < 1 || (height as number) < 1) return undefined;
  if (typeof variants !== 'object' || variants === null) return undefined;
  const sizes = Object.entries(variants as Record<string, unknown>);
  if (sizes.length === 0 || !sizes.every(([w, path]) => /^[1-9][0-9]*$/.test(w) && typeof path === 'string' && MEDIA_PATH.test(path))) {
    return undefined;
  }
  return { id, url, variants: Object.fromEntries(sizes) as Record<string, string>, width: width as number, height: height as number };
}

/** "url 320w, url 800w, …", narrowest first, for <img srcset>. */
export function srcsetOf(variants: Record<string, string>): string {
  return Object.entries(variants)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([w, path]) => `${path} ${w}w`)
    .join(', ');
}

/** The largest stored size. */
export function largestOf(variants: Record<string, string>): string {
  const [, path] = Object.entries(variants).sort(([a], [b]) => Number(b) - Number(a))[0]!;
  return path;
}
