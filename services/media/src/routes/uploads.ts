import type { MultipartFile } from '@fastify/multipart';
import { mediaRoutes, type MediaUpload } from '@tn/contracts/media';
import { signedInUser } from '@tn/kit/auth';
import { HttpError, badRequest, conflict, notFound } from '@tn/kit/errors';
import type { Service } from '@tn/kit/server';
import { displayWidth, processImage } from '../uploads/image-processing.ts';
import { mediaUrl, type MediaStore } from '../uploads/media-store.ts';
import type { UploadRepository, UploadRow } from '../uploads/upload-repository.ts';

export interface UploadLimits {
  /** Uploads per user in any 60 minutes. */
  perHour: number;
  /** Largest file, in bytes. */
  maxBytes: number;
  /** Largest image, width × height. */
  maxPixels: number;
}

export interface UploadRouteDeps {
  uploads: UploadRepository;
  store: MediaStore;
  limits: UploadLimits;
  clock: () => Date;
  /** Bounds how many images decode at once (see createLimiter). */
  decode: <T>(task: () => Promise<T>) => Promise<T>;
}

const FILE_REQUIRED = 'file is required: send multipart/form-data with the image in a field named "file"';
// Room for the multipart framing (boundaries, part headers, a few small fields) around the file.
const MULTIPART_SLACK_BYTES = 16 * 1024;

export function toMediaUpload(row: UploadRow): MediaUpload {
  return {
    id: row.id,
    url: mediaUrl(row.contentHash, displayWidth(row.variants)),
    variants: Object.fromEntries(row.variants.map((w) => [String(w), mediaUrl(row.contentHash, w)])),
    width: row.width,
    height: row.height,
  };
}

export function uploadRoutesPlugin(deps: UploadRouteDeps) {
  const { uploads, store, limits, clock } = deps;
  const tooLarge = () => new HttpError(413, `file is larger than ${formatBytes(limits.maxBytes)}`);

  return async function routes(app: Service) {
    app.post('/api/media', { onRequest: app.requireUser, schema: mediaRoutes.upload }, async (request, reply) => {
      const user = signedInUser(request);
      // Refusals before the body is parsed leave it unread: Node discards it once the answer is
      // sent, and the connection stays usable (a proxy in front still gets the answer). The
      // connection is never closed early: the gateway, still sending, would report a 503.
      const declared = Number(request.headers['content-length']);
      if (declared > limits.maxBytes + MULTIPART_SLACK_BYTES) throw tooLarge();
      if (!request.isMultipart()) throw badRequest(FILE_REQUIRED);

      const attempt = await uploads.takeAttempt(user.uid, clock(), limits.perHour);
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw new HttpError(
          429,
          `You can upload at most ${limits.perHour} photos an hour. Try again in ${formatWait(attempt.retryAfterSeconds)}.`,
        );
      }

      const data = await malformedAsBadRequest(async () => {
        const part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });
        if (!part) throw badRequest(FILE_REQUIRED);
        if (part.fieldname !== 'file') {
          await discard(part);
          throw badRequest(FILE_REQUIRED);
        }
        return readFile(part);
      });
      if (!data) throw tooLarge();
      if (data.length === 0) throw badRequest('file is empty');

      const image = await deps.decode(() => processImage(data, { maxPixels: limits.maxPixels }));
      const row = await uploads.insert(
        {
          ownerUid: user.uid,
          contentHash: image.hash,
          originalMime: image.mime,
          width: image.width,
          height: image.height,
          bytes: data.length,
          variants: image.variants.map((v) => v.width),
          createdAt: clock(),
        },
        () => store.write(image.hash, image.variants),
      );
      return reply.status(201).send(toMediaUpload(row));
    });

    // The service that keeps the photo (culinary for a review's, catalog for a place's) calls this
    // with the user's own token and its own name as keeper; an unattached upload is swept after
    // 24 hours. One upload has one keeper: another service's attach is refused (409).
    app.post('/api/media/:id/attach', { onRequest: app.requireUser, schema: mediaRoutes.attach }, async (request) => {
      const id = request.params.id.toLowerCase();
      const outcome = await uploads.attach(id, signedInUser(request).uid, request.body.keeper, clock());
      // Someone else's upload is as unknown as a missing one: ids are not confirmed to strangers.
      if (outcome === 'not-found') throw notFound(`No upload ${request.params.id} of yours`);
      if (outcome === 'kept-elsewhere') throw conflict(`Upload ${request.params.id} is already kept by another service`);
      return toMediaUpload(outcome);
    });

    // The keeper lets go (a visitor withdrew their place photo): the upload is unattached again
    // and the sweeper removes it once it is older than the unattached limit. Only its keeper may:
    // another service letting go would leave the keeper's photo to be swept.
    app.post('/api/media/:id/detach', { onRequest: app.requireUser, schema: mediaRoutes.detach }, async (request, reply) => {
      const outcome = await uploads.detach(request.params.id.toLowerCase(), signedInUser(request).uid, request.body.keeper);
      if (outcome === 'not-found') throw notFound(`No upload ${request.params.id} of yours`);
      if (outcome === 'kept-elsewhere') throw conflict(`Upload ${request.params.id} is kept by another service: nothing changed`);
      return reply.status(204).send(null);
    });
  };
}

/**
 * The file's bytes, or undefined when it is over the limit. Busboy stops handing over data at
 * the limit and skips the rest of the part; the stream is still read to its end (nothing more is
 * kept), because a part abandoned half way stalls the parser and with it the connection. Only a
 * body sent without a Content-Length gets this far when too large, and the kit's request
 * timeout bounds how long it may take.
 */
async function readFile(part: MultipartFile): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    if (!part.file.truncated) chunks.push(chunk as Buffer);
  }
  return part.file.truncated ? undefined : Buffer.concat(chunks);
}

/**
 * The multipart parser throws plain errors for a body that is not multipart at all ("Boundary
 * not found") or ends in the middle of a part: the client's fault, a 400. Its own errors with a
 * status (too many parts: 413) keep it.
 */
async function malformedAsBadRequest<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw badRequest(`${FILE_REQUIRED} (this body is not well-formed multipart: ${(err as Error).message})`);
  }
}

/** Reads a part to its end and keeps nothing (see readFile). */
async function discard(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file);
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function formatWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? '1 minute' : `${minutes} minutes`;
}
