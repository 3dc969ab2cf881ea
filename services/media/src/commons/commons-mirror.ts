import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMMONS_FILE_NAME, COMMONS_THUMBNAIL_WIDTHS } from '@tn/contracts/constants';

/**
 * Wikimedia Commons' scaled copies of the seeded photos, kept on disk and served from the site's
 * own origin. Why: a phone on a slow connection that opens a place's page would otherwise open a
 * second connection, to upload.wikimedia.org (name lookup, TCP and TLS: several round trips), for
 * the page's largest picture; from our origin it comes over the connection the page already has.
 * Visitors' addresses are not handed to a third party either.
 *
 * Each copy is fetched from Commons once (concurrent requests for it share the fetch), written
 * under `<media dir>/commons/` and served from there. When Commons cannot be reached the route
 * sends the visitor to Commons itself, so a picture never breaks because of the mirror.
 */

/**
 * Commons' thumbnail path, as the site asks for it: `<a>/<ab>/<name>/<width>px-<name>`, the
 * hash folders in lower-case hex (the second starting with the first), the name as an encoded
 * URI component (what encodeURIComponent leaves, and %XX), a photo format, a standard width.
 */
const THUMB_PATH = new RegExp(`^([0-9a-f])/(\\1[0-9a-f])/(${COMMONS_FILE_NAME})/([1-9][0-9]{2,3})px-\\3$`);

const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A scaled copy bigger than this is not a photo Commons would send for these widths. */
const MAX_COPY_BYTES = 20 * 1024 * 1024;

/**
 * Copies fetched from Commons at once, per process: each is held in memory until written, so a
 * burst of requests for many different files sends the rest to Commons itself instead.
 */
export const COMMONS_FETCHES_AT_ONCE = 8;

/** Commons asks every client to name itself (its User-Agent policy). */
const USER_AGENT = 'tn-media/1.0 (Thai Nguyen tourism web app; mirrors the Commons photos it shows)';

export interface CommonsThumb {
  /** The path after the prefix, as Commons writes it. */
  path: string;
  width: number;
  type: string;
}

/** The thumbnail a path names, or undefined for anything else (another width, name or format). */
export function parseThumbPath(path: string): CommonsThumb | undefined {
  const match = THUMB_PATH.exec(path);
  // A file name on Commons holds no slash, encoded or not, and no "..".
  if (!match || /%2f|%5c|\.\./i.test(match[3]!)) return undefined;
  const width = Number(match[4]);
  if (!(COMMONS_THUMBNAIL_WIDTHS as readonly number[]).includes(width)) return undefined;
  const extension = match[3]!.slice(match[3]!.lastIndexOf('.') + 1).toLowerCase();
  return { path, width, type: TYPES[extension]! };
}

export type MirrorResult =
  /** On disk: `relative` to the media folder. */
  | { kind: 'file'; relative: string; type: string }
  /** Fetched but not kept (the cache is full): the bytes themselves. */
  | { kind: 'bytes'; body: Buffer; type: string }
  /** Commons has no such file. */
  | { kind: 'missing' }
  /** Commons did not answer as expected (down, unreachable, too slow): send the visitor there. */
  | { kind: 'unreachable'; reason: string };

export interface CommonsMirrorOptions {
  /** Commons' upload host, e.g. https://upload.wikimedia.org. */
  origin: string;
  /** The media folder; copies go to its `commons` subfolder. */
  mediaDir: string;
  /** Bytes kept at most; once reached, copies are still served but no longer kept. */
  maxBytes: number;
  timeoutMs: number;
}

export function createCommonsMirror(options: CommonsMirrorOptions) {
  const folder = join(options.mediaDir, 'commons');
  mkdirSync(folder, { recursive: true });
  let keptBytes = readdirSync(folder).reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
  const inFlight = new Map<string, Promise<MirrorResult>>();

  /** Commons' own address of a thumbnail. */
  const upstreamUrl = (thumb: CommonsThumb) => `${options.origin}/wikipedia/commons/thumb/${thumb.path}`;

  async function fetchAndKeep(thumb: CommonsThumb, relative: string): Promise<MirrorResult> {
    let res: Response;
    try {
      res = await fetch(upstreamUrl(thumb), { headers: { 'user-agent': USER_AGENT }, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      return { kind: 'unreachable', reason: (err as Error).message };
    }
    if (res.status === 404 || res.status === 410) {
      await res.body?.cancel();
      return { kind: 'missing' };
    }
    const type = res.headers.get('content-type')?.split(';')[0]?.trim();
    const length = Number(res.headers.get('content-length') ?? 0);
    if (res.status !== 200 || type !== thumb.type || length > MAX_COPY_BYTES) {
      await res.body?.cancel();
      return { kind: 'unreachable', reason: `answered ${res.status} ${type ?? '(no type)'}, ${length} bytes` };
    }
    let body: Buffer;
    try {
      body = Buffer.from(await res.arrayBuffer());
    } catch (err) {
      return { kind: 'unreachable', reason: (err as Error).message };
    }
    if (body.length === 0 || body.length > MAX_COPY_BYTES) return { kind: 'unreachable', reason: `${body.length} bytes` };
    if (keptBytes + body.length > options.maxBytes) return { kind: 'bytes', body, type: thumb.type };
    // Written under a temporary name, then renamed: a reader never sees half a file.
    const target = join(options.mediaDir, relative);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, target);
      keptBytes += body.length;
    } catch {
      await rm(temporary, { force: true });
      return { kind: 'bytes', body, type: thumb.type };
    }
    return { kind: 'file', relative, type: thumb.type };
  }

  return {
    upstreamUrl,

    /** The copy of `thumb`: from disk, else fetched from Commons (once for concurrent callers). */
    async get(thumb: CommonsThumb): Promise<MirrorResult> {
      const extension = thumb.path.slice(thumb.path.lastIndexOf('.') + 1).toLowerCase();
      const relative = join('commons', `${createHash('sha256').update(thumb.path).digest('hex')}.${extension}`);
      const kept = await stat(join(options.mediaDir, relative)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (kept) return { kind: 'file', relative, type: thumb.type };
      let pending = inFlight.get(relative);
      if (!pending && inFlight.size >= COMMONS_FETCHES_AT_ONCE) return { kind: 'unreachable', reason: `${inFlight.size} copies already being fetched` };
      if (!pending) {
        pending = fetchAndKeep(thumb, relative).finally(() => inFlight.delete(relative));
        inFlight.set(relative, pending);
      }
      return pending;
    },
  };
}

export type CommonsMirror = ReturnType<typeof createCommonsMirror>;
