import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { COMMONS_COPY_WIDTHS, COMMONS_FILE_NAME, COMMONS_THUMBNAIL_WIDTHS } from '@tn/contracts/constants';
import { COMMONS_ORIGIN } from '../config.ts';
import { isFile } from '../uploads/media-store.ts';

/**
 * Wikimedia Commons' scaled copies of the seeded photos, kept on disk and served from the site's
 * own origin. Why: a phone on a slow connection that opens a place's page would otherwise open a
 * second connection, to upload.wikimedia.org (name lookup, TCP and TLS: several round trips), for
 * the page's largest picture; from our origin it comes over the connection the page already has.
 * Visitors' addresses are not handed to a third party either.
 *
 * Each copy is fetched from Commons once (concurrent requests for it share the fetch), written
 * under `<media dir>/commons/` and served from there. A width Commons has no standard step for
 * (COMMONS_SCALED_WIDTHS) is scaled down here from the next wider copy, kept the same way. When
 * the folder holds its limit, the copies kept longest go first. When Commons cannot be reached
 * the route sends the visitor to Commons itself, so a picture never breaks because of the
 * mirror, and for a while after a failure it sends visitors there at once (none waits for a
 * Commons that is down).
 */

/**
 * Commons' thumbnail path, as the site asks for it: `<a>/<ab>/<name>/<width>px-<name>`, the
 * hash folders in lower-case hex (the second starting with the first), the name as an encoded
 * URI component (what encodeURIComponent leaves, and %XX), a photo format, a width offered
 * (COMMONS_COPY_WIDTHS).
 */
const THUMB_PATH = new RegExp(`^([0-9a-f])/(\\1[0-9a-f])/(${COMMONS_FILE_NAME})/([1-9][0-9]{2,3})px-\\3$`);

/** Characters no Commons file name holds (MediaWiki's title rules). */
const NOT_IN_TITLES = /[/\\#<>[\]|{}]/;

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
  /** For a width Commons has no standard step for: the standard copy it is scaled down from. */
  scaledFrom?: CommonsThumb;
}

/**
 * The thumbnail a path names, or undefined for anything else: another width or format, or a
 * name that is not a Commons file's address as Commons (and the seed) writes it. The hash
 * folders must be those of the name (the MD5 of the name, spaces as underscores), and the name
 * written one way only (NFC, then encodeURIComponent), so each file has one address and one copy.
 */
export function parseThumbPath(path: string): CommonsThumb | undefined {
  const match = THUMB_PATH.exec(path);
  if (!match) return undefined;
  const [, a, folder, name] = match as unknown as [string, string, string, string, string];
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return undefined;
  }
  if (NOT_IN_TITLES.test(decoded) || encodeURIComponent(decoded.normalize('NFC').replaceAll(' ', '_')) !== name) return undefined;
  if (!createHash('md5').update(decoded).digest('hex').startsWith(folder)) return undefined;
  const width = Number(match[4]);
  if (!COMMONS_COPY_WIDTHS.includes(width)) return undefined;
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const type = TYPES[extension]!;
  if ((COMMONS_THUMBNAIL_WIDTHS as readonly number[]).includes(width)) return { path, width, type };
  const standard = COMMONS_THUMBNAIL_WIDTHS.find((w) => w > width)!;
  return { path, width, type, scaledFrom: { path: `${a}/${folder}/${name}/${standard}px-${name}`, width: standard, type } };
}

const ENCODE: Record<string, (image: sharp.Sharp) => sharp.Sharp> = {
  // Commons' own thumbnails are JPEG at quality 80; mozjpeg's encoder makes the same quality smaller.
  'image/jpeg': (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/webp': (image) => image.webp({ quality: 80 }),
};

/**
 * `source` (a copy from Commons) scaled down to `width`, in its own format, upright: Commons'
 * copies are already turned as their EXIF orientation says, and sharp writes no metadata.
 */
export async function scaleDown(source: Buffer, width: number, type: string): Promise<Buffer> {
  const image = sharp(source, { failOn: 'error', autoOrient: true }).resize({ width, withoutEnlargement: true });
  return ENCODE[type]!(image).toBuffer();
}

export type MirrorResult =
  /** On disk: `relative` to the media folder. */
  | { kind: 'file'; relative: string; type: string }
  /** Fetched but not kept (bigger than the whole folder may hold): the bytes themselves. */
  | { kind: 'bytes'; body: Buffer; type: string }
  /** Commons has no such file. */
  | { kind: 'missing' }
  /** Commons did not answer as expected (down, unreachable, too slow): send the visitor there. */
  | { kind: 'unreachable'; reason: string };

export interface CommonsMirrorOptions {
  /** Where the copies are fetched from: Commons' upload host, or a stand-in for it. */
  origin: string;
  /** The media folder; copies go to its `commons` subfolder. */
  mediaDir: string;
  /** Bytes kept at most; past it the copies kept longest are deleted. */
  maxBytes: number;
  timeoutMs: number;
  /**
   * After Commons failed to answer (unreachable, too slow, 5xx or 429), how long visitors are sent
   * there at once rather than each waiting for another try.
   */
  pauseMs: number;
}

/** The body of `res`, or undefined once it passes `max` bytes (the rest is not read). */
async function readAtMost(res: Response, max: number): Promise<Buffer | undefined> {
  if (!res.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > max) {
      await res.body.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createCommonsMirror(options: CommonsMirrorOptions) {
  const folder = join(options.mediaDir, 'commons');
  mkdirSync(folder, { recursive: true });
  /** The kept copies and their sizes, oldest first (the order they go in when space is needed). */
  const kept = new Map<string, number>();
  const names = readdirSync(folder);
  // Half-written copies of a process that stopped mid-write.
  for (const name of names.filter((n) => n.endsWith('.tmp'))) rmSync(join(folder, name), { force: true });
  const found = names
    .filter((n) => !n.endsWith('.tmp'))
    .map((name) => {
      const { size, mtimeMs } = statSync(join(folder, name));
      return { name, size, mtimeMs };
    });
  for (const { name, size } of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) kept.set(name, size);
  let keptBytes = [...kept.values()].reduce((sum, size) => sum + size, 0);
  /** Copies being fetched or scaled, by file name: concurrent callers share one. */
  const inFlight = new Map<string, Promise<MirrorResult>>();
  const share = (name: string, making: Promise<MirrorResult>) => {
    const shared = making.finally(() => inFlight.delete(name));
    inFlight.set(name, shared);
    return shared;
  };
  /** Fetches from Commons under way (COMMONS_FETCHES_AT_ONCE). */
  let fetches = 0;
  /** Until when (performance.now()) Commons is not asked, after it failed to answer. */
  let pausedUntil = 0;
  const pause = () => (pausedUntil = performance.now() + options.pauseMs);

  const thumbUrl = (origin: string, thumb: CommonsThumb) => `${origin}/wikipedia/commons/thumb/${thumb.path}`;

  /** Makes room for `bytes` by deleting the copies kept longest. */
  async function makeRoom(bytes: number) {
    for (const [name, size] of kept) {
      if (keptBytes + bytes <= options.maxBytes) return;
      kept.delete(name);
      keptBytes -= size;
      await rm(join(folder, name), { force: true });
    }
  }

  async function fetchAndKeep(thumb: CommonsThumb, name: string): Promise<MirrorResult> {
    let res: Response;
    try {
      res = await fetch(thumbUrl(options.origin, thumb), { headers: { 'user-agent': USER_AGENT }, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (err) {
      pause();
      return { kind: 'unreachable', reason: (err as Error).message };
    }
    if (res.status === 404 || res.status === 410) {
      await res.body?.cancel();
      return { kind: 'missing' };
    }
    const type = res.headers.get('content-type')?.split(';')[0]?.trim();
    if (res.status !== 200 || type !== thumb.type) {
      if (res.status >= 500 || res.status === 429) pause();
      await res.body?.cancel();
      return { kind: 'unreachable', reason: `answered ${res.status} ${type ?? '(no type)'}` };
    }
    let body: Buffer | undefined;
    try {
      body = await readAtMost(res, MAX_COPY_BYTES);
    } catch (err) {
      pause();
      return { kind: 'unreachable', reason: (err as Error).message };
    }
    if (!body?.length) return { kind: 'unreachable', reason: body ? 'an empty answer' : `more than ${MAX_COPY_BYTES} bytes` };
    return keep(thumb, name, body);
  }

  /** The copy of `thumb.scaledFrom` (from disk, else from Commons), scaled down to `thumb`'s width and kept. */
  async function scaleAndKeep(thumb: CommonsThumb & { scaledFrom: CommonsThumb }, name: string): Promise<MirrorResult> {
    const source = await mirror.get(thumb.scaledFrom);
    if (source.kind === 'missing' || source.kind === 'unreachable') return source;
    let body: Buffer;
    try {
      const bytes = source.kind === 'bytes' ? source.body : await readFile(join(options.mediaDir, source.relative));
      body = await scaleDown(bytes, thumb.width, thumb.type);
    } catch (err) {
      // The source went from the folder meanwhile (made room for another), or was no image.
      return { kind: 'unreachable', reason: `${thumb.scaledFrom.path} could not be scaled down: ${(err as Error).message}` };
    }
    return keep(thumb, name, body);
  }

  async function keep(thumb: CommonsThumb, name: string, body: Buffer): Promise<MirrorResult> {
    const relative = join('commons', name);
    if (body.length > options.maxBytes) return { kind: 'bytes', body, type: thumb.type };
    // A request that missed the copy just before an earlier fetch kept it fetched it again.
    if (kept.has(name)) return { kind: 'file', relative, type: thumb.type };
    // Counted before writing, so copies written at once never pass the limit together.
    await makeRoom(body.length);
    keptBytes += body.length;
    // Written under a temporary name, then renamed: a reader never sees half a file.
    const target = join(folder, name);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, target);
    } catch {
      keptBytes -= body.length;
      await rm(temporary, { force: true });
      return { kind: 'bytes', body, type: thumb.type };
    }
    kept.set(name, body.length);
    return { kind: 'file', relative, type: thumb.type };
  }

  const mirror = {
    /**
     * Commons' own public address of a thumbnail, where a visitor is sent instead: Commons' upload
     * host whatever `origin` is (a stand-in or an operator's proxy may be one a browser cannot
     * reach, and only Commons' host is in the site's Content-Security-Policy). For a scaled width,
     * the standard copy it is made from: one Commons keeps ready.
     */
    publicUrl: (thumb: CommonsThumb) => thumbUrl(COMMONS_ORIGIN, thumb.scaledFrom ?? thumb),

    /**
     * The copy of `thumb`: from disk, else fetched from Commons or scaled down from its source
     * copy (once for concurrent callers).
     */
    async get(thumb: CommonsThumb): Promise<MirrorResult> {
      const extension = thumb.path.slice(thumb.path.lastIndexOf('.') + 1).toLowerCase();
      const name = `${createHash('sha256').update(thumb.path).digest('hex')}.${extension}`;
      const making = inFlight.get(name);
      if (making) return making;
      // Kept already (by this process, or by another replica sharing the folder).
      if (await isFile(join(folder, name))) return { kind: 'file', relative: join('commons', name), type: thumb.type };
      // It may have been started while the folder was looked at.
      const started = inFlight.get(name);
      if (started) return started;
      const { scaledFrom } = thumb;
      // Scaling asks for its source through get() too, which applies the limits below to Commons.
      if (scaledFrom) return share(name, scaleAndKeep({ ...thumb, scaledFrom }, name));
      if (performance.now() < pausedUntil) return { kind: 'unreachable', reason: 'Commons did not answer a moment ago' };
      if (fetches >= COMMONS_FETCHES_AT_ONCE) return { kind: 'unreachable', reason: `${fetches} copies already being fetched` };
      fetches++;
      return share(name, fetchAndKeep(thumb, name).finally(() => fetches--));
    },
  };
  return mirror;
}

export type CommonsMirror = ReturnType<typeof createCommonsMirror>;
