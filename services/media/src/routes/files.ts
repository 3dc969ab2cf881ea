import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { notFound } from '@tn/kit/errors';
import type { Service } from '@tn/kit/server';
import { parseFileName, type MediaStore } from '../uploads/media-store.ts';

// A file's name is the hash of its content: a changed image always gets a new name.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Stored images, by name only: the strict name pattern is the whole path check. */
export function fileRoutesPlugin(store: MediaStore) {
  return async function routes(app: Service) {
    app.get('/media/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const parsed = parseFileName(name);
      if (!parsed) throw notFound(`No image named ${JSON.stringify(name.slice(0, 100))}`);
      const relative = store.relativePath(parsed.hash, parsed.width);
      const found = await stat(join(store.dir, relative)).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!found) throw notFound(`No image named ${name}`);
      reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
      return reply.sendFile(relative);
    });
  };
}
