import type { FastifyInstance } from 'fastify';
import { stat } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from '@tn/kit/errors';

// Vite names everything under assets/ by content hash: a changed file gets a new name.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html and unhashed public files must be revalidated so a new build is seen at once.
const REVALIDATE = 'no-cache';

// A source map, or a compressed copy of one.
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

export const WEB_NOT_BUILT = 'The web app has not been built yet: run `pnpm build`, then reload this page.';

export interface WebAppOptions {
  /**
   * Serve the build's source maps. They carry the whole source, local-build branches included,
   * so by default they answer 404 (the bundles still name them: a browser's devtools simply find none).
   */
  publicSourceMaps?: boolean;
}

/**
 * Serves the built web app: files from the dist folder, and index.html for every other GET
 * outside /api so that the browser router can handle deep links (/location/ho-nui-coc).
 * The folder is looked at per request, so a build made while the gateway runs is picked up.
 * Files the build compressed ahead (name.br, name.gz) are sent instead when the browser accepts
 * them; others are compressed on the way like any answer.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, options: WebAppOptions = {}): Promise<void> {
  const root = resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    suppressWarning: true,
    // The build writes a .br and a .gz beside each text file: sent as they are when accepted.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', relative(root, path).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.get('/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (path === 'api' || path.startsWith('api/')) return reply.callNotFound();

    const file = await fileInside(root, path);
    // Checked on the resolved name too: `x.js.map/` resolves to the map itself.
    if (!options.publicSourceMaps && SOURCE_MAP.test(file ?? path)) return reply.callNotFound();
    if (file) return reply.sendFile(file);
    // A missing hashed asset is a stale or broken link: answering HTML would only produce a
    // confusing MIME-type error in the browser.
    if (path.startsWith('assets/')) return reply.callNotFound();

    if (!(await fileInside(root, 'index.html'))) {
      return reply.status(503).send(errorBody(503, WEB_NOT_BUILT));
    }
    return reply.sendFile('index.html');
  });
}

/** The path relative to root when it names a regular file inside root, else undefined. */
async function fileInside(root: string, path: string): Promise<string | undefined> {
  if (!path) return undefined;
  const absolute = resolve(root, path);
  if (!absolute.startsWith(root + sep)) return undefined;
  try {
    return (await stat(absolute)).isFile() ? relative(root, absolute) : undefined;
  } catch {
    return undefined;
  }
}

/** For a start-up warning: does the folder hold a build at all? */
export async function webAppBuilt(webDist: string): Promise<boolean> {
  return (await fileInside(resolve(webDist), 'index.html')) !== undefined;
}
