import { COMMONS_THUMB_PREFIX } from '@tn/contracts/constants';
import { notFound } from '@tn/kit/errors';
import type { Service } from '@tn/kit/server';
import { parseThumbPath, type CommonsMirror } from '../commons/commons-mirror.ts';
import { immutableImage } from './files.ts';

/** Commons' scaled copies of photos, from the site's own origin (../commons/commons-mirror.ts). */
export function commonsRoutesPlugin(mirror: CommonsMirror) {
  return async function routes(app: Service) {
    // Commons' thumbnail path: the hash folders, the file, its copy (`<width>px-<file>`).
    app.get(`${COMMONS_THUMB_PREFIX}/:a/:ab/:file/:copy`, async (request, reply) => {
      // The raw path, as Commons writes it (percent-encoded), not the router's decoded parts.
      const path = request.url.slice(COMMONS_THUMB_PREFIX.length + 1).split('?')[0]!;
      const thumb = parseThumbPath(path);
      if (!thumb) throw notFound(`No Commons thumbnail at ${JSON.stringify(path.slice(0, 300))}: /<a>/<ab>/<name>/<width>px-<name> with a standard width`);
      const copy = await mirror.get(thumb);
      switch (copy.kind) {
        case 'file':
          return immutableImage(reply).type(copy.type).sendFile(copy.relative);
        case 'bytes':
          return immutableImage(reply).type(copy.type).send(copy.body);
        case 'missing':
          throw notFound(`Commons has no thumbnail at ${path}`);
        case 'unreachable':
          // The picture from Commons itself rather than none (not cached: the next request may
          // find Commons back).
          request.log.warn({ path, reason: copy.reason }, 'Commons not reached: visitor sent there');
          reply.header('cache-control', 'no-store');
          return reply.redirect(mirror.publicUrl(thumb), 302);
      }
    });
  };
}
