import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** What the cache reads of a request (any Fastify request, HTTP/1 or HTTP/2, has it). */
interface CachedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A small shared cache in front of the services, for public reads only: a GET without an
 * Authorization header whose answer is a 200 marked `public` with an `s-maxage` (the services
 * mark them; everything else passes through untouched). It keeps an answer for the shorter of
 * its s-maxage and `ttlMs`, so a change (a projected vote) shows within ttlMs. While one request
 * refreshes an expired answer, others get the expired copy (for at most `staleMs` more) instead
 * of all going to the service at once. It answers If-None-Match with 304 from its own ETag, and
 * keeps a compressed copy per encoding, so a hit costs neither the service nor a compression. Its
 * lookup is an /api hook, so it runs before the rate limit's per-route hook: a hit costs no
 * Redis call and counts against no budget (a miss is limited like any request).
 */
export interface EdgeCacheOptions {
  /** Upper bound on how long an answer is served as fresh; 0 turns the cache off. */
  ttlMs: number;
  /** How long past expiry a copy may still be served while one request refreshes it. */
  staleMs: number;
  /**
   * Bytes kept at most, bodies and their compressed copies together; the oldest entries go first.
   * Query strings make distinct entries, so this (not a count) is what bounds the memory.
   */
  maxBytes: number;
  /** Answers larger than this are not kept. */
  maxBodyBytes: number;
}

export const DEFAULT_EDGE_CACHE: EdgeCacheOptions = { ttlMs: 500, staleMs: 2_000, maxBytes: 64 * 1024 * 1024, maxBodyBytes: 1_000_000 };

/** The headers of a kept answer that go out with every copy. */
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'last-modified'] as const;

interface Entry {
  body: Buffer;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  storedAt: number;
  freshUntil: number;
  /** A request is on its way to the service for a newer copy. */
  refreshing: boolean;
  /** Compressed copies, made on the first hit that accepts each encoding. */
  encoded: Map<'br' | 'gzip', Buffer>;
  /** The body and its compressed copies. */
  bytes: number;
}

type Lookup =
  /** Answered from the cache: the caller must stop (the reply is sent). */
  | { kind: 'hit' }
  /** Not answerable from the cache; `key` set: this request should fill it (see `store`). */
  | { kind: 'miss'; key?: string };

const SHARED_MAX_AGE = /(?:^|,)\s*s-maxage=(\d+)/i;

export function createEdgeCache(options: EdgeCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const account = (entry: Entry, added: number) => {
    entry.bytes += added;
    bytes += added;
    // Oldest first (a Map keeps insertion order); the entry just served stays.
    for (const key of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      if (entries.get(key) !== entry) remove(key);
    }
  };

  const keyOf = (request: CachedRequest): string | undefined =>
    options.ttlMs > 0 && request.method === 'GET' && !request.headers.authorization ? request.url : undefined;

  function serve(entry: Entry, request: CachedRequest, reply: FastifyReply, state: 'HIT' | 'STALE'): void {
    for (const name of KEPT_HEADERS) {
      const value = entry.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    reply.header('age', Math.floor((Date.now() - entry.storedAt) / 1000)).header('x-cache', state).header('vary', 'accept-encoding');
    if (entry.headers.etag !== undefined && matches(request.headers['if-none-match'], entry.headers.etag)) {
      reply.removeHeader('content-length');
      reply.code(304).send();
      return;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      reply.code(200).send(entry.body);
      return;
    }
    let body = entry.encoded.get(encoding);
    if (!body) {
      body = compress(entry.body, encoding);
      entry.encoded.set(encoding, body);
      account(entry, body.length);
    }
    // Already encoded: the compression plugin leaves an answer with a Content-Encoding alone.
    reply.code(200).header('content-encoding', encoding).header('content-length', body.length).send(body);
  }

  return {
    /** Answers from the cache when it can; otherwise says whether this request should fill it. */
    lookup(request: CachedRequest, reply: FastifyReply): Lookup {
      const key = keyOf(request);
      if (key === undefined) return { kind: 'miss' };
      const entry = entries.get(key);
      const now = Date.now();
      if (entry && now < entry.freshUntil) {
        serve(entry, request, reply, 'HIT');
        return { kind: 'hit' };
      }
      if (entry && entry.refreshing && now < entry.freshUntil + options.staleMs) {
        serve(entry, request, reply, 'STALE');
        return { kind: 'hit' };
      }
      if (entry) entry.refreshing = true;
      return { kind: 'miss', key };
    },

    /**
     * Keeps the service's answer to a filling request when it may be shared, and answers the
     * request from it; otherwise the answer goes out as it came. Always ends the refresh.
     */
    store(key: string, statusCode: number, headers: Record<string, string | string[] | undefined>, body: Buffer, request: CachedRequest, reply: FastifyReply): void {
      const cacheControl = String(headers['cache-control'] ?? '');
      const sharedMaxAge = SHARED_MAX_AGE.exec(cacheControl);
      const keep =
        statusCode === 200 && sharedMaxAge && /(?:^|,)\s*public\b/i.test(cacheControl) && !/private|no-store/i.test(cacheControl) && body.length <= options.maxBodyBytes;
      if (!keep) {
        const entry = entries.get(key);
        if (entry) entry.refreshing = false;
        reply.send(body);
        return;
      }
      const now = Date.now();
      const entry: Entry = {
        body,
        headers: Object.fromEntries(KEPT_HEADERS.flatMap((name) => (typeof headers[name] === 'string' ? [[name, headers[name]]] : []))),
        storedAt: now,
        freshUntil: now + Math.min(Number(sharedMaxAge[1]) * 1000, options.ttlMs),
        refreshing: false,
        encoded: new Map(),
        bytes: 0,
      };
      remove(key);
      entries.set(key, entry);
      account(entry, body.length);
      reply.removeHeader('transfer-encoding');
      serve(entry, request, reply, 'HIT');
      // The first answer of a fill says MISS, so a test or an operator can tell them apart.
      reply.header('x-cache', 'MISS');
    },

    /**
     * Whether an answer may be read whole to be kept: its length is announced and within
     * maxBodyBytes (a larger or unannounced one streams through untouched).
     */
    mayKeep(headers: Record<string, string | string[] | undefined>): boolean {
      const length = Number(headers['content-length']);
      return Number.isFinite(length) && length <= options.maxBodyBytes;
    },

    /** The fill failed (service unreachable, timeout): the next request tries again. */
    abandon(key: string): void {
      const entry = entries.get(key);
      if (entry) entry.refreshing = false;
    },

    get size() {
      return entries.size;
    },

    /** Bytes held now (bodies and compressed copies). */
    get bytes() {
      return bytes;
    },
  };
}

export type EdgeCache = ReturnType<typeof createEdgeCache>;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body);
}
