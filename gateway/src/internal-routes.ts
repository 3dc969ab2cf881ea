import type { FastifyInstance } from 'fastify';
import { notFound } from '@tn/kit/errors';

/**
 * Routes services call on each other at their own addresses (MEDIA_URL…), never through the
 * gateway: attaching or detaching an upload names the service that keeps it, which a visitor
 * must not be able to claim. Matched on the decoded path, so no spelling slips through.
 */
const INTERNAL_ROUTES: readonly RegExp[] = [/^\/api\/media\/[^/]+\/+(attach|detach)\/*$/i];

function decodedPath(url: string): string {
  const path = url.split('?')[0]!;
  try {
    return decodeURIComponent(path).replace(/\/{2,}/g, '/');
  } catch {
    return path;
  }
}

/** Answers 404 for an internal route, as if it did not exist, before any limit or proxy. */
export function registerInternalRouteGuard(api: FastifyInstance): void {
  api.addHook('onRequest', async (request) => {
    const path = decodedPath(request.url);
    if (INTERNAL_ROUTES.some((route) => route.test(path))) throw notFound(`Route ${request.method} ${path} not found`);
  });
}
