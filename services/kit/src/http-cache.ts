import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every visitor (no user, no secret): browsers revalidate it by
     * its ETag, and a shared cache in front (the gateway's edge cache) may keep it briefly.
     */
    publicRead?: boolean;
  }
}

/**
 * How long a shared cache may keep a public read, in seconds. The gateway caps it further
 * (EDGE_CACHE_MS), so a projected vote shows in the standings within a second.
 */
export const PUBLIC_READ_SHARED_MAX_AGE_S = 1;

/** Browsers always ask again (cheaply: If-None-Match → 304); shared caches keep it briefly. */
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=0, must-revalidate, s-maxage=${PUBLIC_READ_SHARED_MAX_AGE_S}`;

/** Route options for a public read: `app.get(path, { ...publicRead, schema }, handler)`. */
export const publicRead = { config: { publicRead: true } } as const;

/** A public read asked for with a token may say who asked (a review list marks the reader's own). */
export const SIGNED_IN_READ_CACHE_CONTROL = 'private, no-cache';

/**
 * Every answer gets a weak ETag (weak: the gateway may compress it), and a request whose
 * If-None-Match names it gets 304 with no body. A public read asked for without a token gets
 * PUBLIC_READ_CACHE_CONTROL; with one, SIGNED_IN_READ_CACHE_CONTROL, so no shared cache keeps it.
 */
export function installHttpCaching(app: FastifyInstance): void {
  app.register(etag, { weak: true });
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config?.publicRead || reply.statusCode !== 200) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    reply.header('cache-control', request.headers.authorization ? SIGNED_IN_READ_CACHE_CONTROL : PUBLIC_READ_CACHE_CONTROL);
  });
}
