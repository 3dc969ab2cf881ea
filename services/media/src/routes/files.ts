import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '@tn/kit/errors';
import type { Service } from '@tn/kit/server';
import { isFile, parseFileName, type MediaStore } from '../uploads/media-store.ts';

/**
 * The headers of an image whose address never names other bytes (a stored file's name is the hash
 * of its content; a Commons copy's is its file's and width): kept a year, never sniffed.
 */
export const immutableImage = (reply: FastifyReply) =>
  reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');

/** Stored images, by name only: the strict name pattern is the whole path check. */
export function fileRoutesPlugin(store: MediaStore) {
  return async function routes(app: Service) {
    app.get('/media/:name', async (request, reply) => {
      const { name } = request.params as { name: string };
      const parsed = parseFileName(name);
      if (!parsed) throw notFound(`No image named ${JSON.stringify(name.slice(0, 100))}`);
      const relative = store.relativePath(parsed.hash, parsed.width);
      if (!(await isFile(join(store.dir, relative)))) throw notFound(`No image named ${name}`);
      return immutableImage(reply).sendFile(relative);
    });
  };
}
