import { MEDIA_KEEPERS, type KeeperBody } from '@tn/contracts/media';

/**
 * The media service, over HTTP (no service imports another): attaching one of the caller's
 * uploads to a review. `POST {MEDIA_URL}/api/media/{imageId}/attach` {keeper: "culinary"}, with
 * the caller's own Authorization header, answers 200 {id, url} when the upload is theirs (again:
 * the same), 404 when it is not, and 409 when another service keeps it (a place photo, say).
 */
export interface AttachedImage {
  id: string;
  url: string;
}

export type AttachOutcome = { ok: true; image: AttachedImage } | { ok: false; reason: 'not-yours' | 'kept-elsewhere' | 'unavailable' };

export interface MediaClient {
  attach(imageId: string, authorization: string): Promise<AttachOutcome>;
}

/** Answers that say "no such upload of yours", as opposed to "media cannot answer now". */
const REFUSED = new Set([400, 403, 404, 410]);
/** The upload is the caller's, but another service keeps it. */
const KEPT_ELSEWHERE = 409;
const KEEPER: KeeperBody = { keeper: MEDIA_KEEPERS.reviewPhotos };
// A photo is shown from our own site or over HTTPS; anything else (javascript:, data:) is refused.
const SAFE_URL = /^(https?:\/\/|\/(?!\/))[^\s]*$/;

export function createMediaClient(baseUrl: string, options: { timeoutMs?: number } = {}): MediaClient {
  const base = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3_000;
  return {
    async attach(imageId, authorization) {
      let res: Response;
      try {
        res = await fetch(`${base}/api/media/${encodeURIComponent(imageId)}/attach`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify(KEEPER),
          // Every wait is bounded: a media service that hangs is as good as one that is down.
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      if (res.status === KEPT_ELSEWHERE || REFUSED.has(res.status)) {
        await res.body?.cancel();
        return { ok: false, reason: res.status === KEPT_ELSEWHERE ? 'kept-elsewhere' : 'not-yours' };
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        return { ok: false, reason: 'unavailable' };
      }
      const body = (await res.json().catch(() => null)) as { id?: unknown; url?: unknown } | null;
      // An answer about another upload, or without a usable address, is not an attachment. Ids
      // are UUIDs, which media may answer in another case than the one asked.
      const id = typeof body?.id === 'string' ? body.id : '';
      if (!body || id.toLowerCase() !== imageId.toLowerCase() || typeof body.url !== 'string' || !SAFE_URL.test(body.url)) {
        return { ok: false, reason: 'unavailable' };
      }
      return { ok: true, image: { id, url: body.url } };
    },
  };
}
