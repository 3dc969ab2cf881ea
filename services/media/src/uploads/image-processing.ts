import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_DISPLAY_WIDTH, MEDIA_VARIANT_WIDTHS, type MediaAcceptedType } from '@tn/contracts/media';
import { HttpError, badRequest } from '@tn/kit/errors';

// Every upload is a new image: libvips' operation cache would only hold on to memory.
sharp.cache(false);

export const NOT_AN_IMAGE = 'file must be a JPEG, PNG or WebP image';

export const unsupportedMediaType = (message = NOT_AN_IMAGE) => new HttpError(415, message);

export interface Variant {
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** What the upload really was, by its content (never by its name or declared type). */
  mime: MediaAcceptedType;
  /** After EXIF orientation. */
  width: number;
  height: number;
  /** Ascending widths, none wider than the image. */
  variants: Variant[];
  /** SHA-256 of every variant: equal photos get equal names and share their files. */
  hash: string;
}

/**
 * The type an image file declares in its first bytes. The name and the multipart Content-Type
 * are the client's say-so; a text file named photo.jpg is caught here before any decoder runs.
 */
export function sniffImageType(data: Buffer): MediaAcceptedType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SHARP_FORMAT: Record<MediaAcceptedType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** The variant widths for an image this wide: the standard ones, capped at its own width. */
export function variantWidths(width: number): number[] {
  return [...new Set(MEDIA_VARIANT_WIDTHS.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
}

/** The variant a page shows: the display width, or the widest below it for a narrow image. */
export function displayWidth(widths: readonly number[]): number {
  const fitting = widths.filter((w) => w <= MEDIA_DISPLAY_WIDTH);
  return fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths);
}

export interface ProcessOptions {
  /** Largest width × height decoded; a larger image is refused from its header alone. */
  maxPixels: number;
}

/**
 * Checks that `data` is a JPEG, PNG or WebP image within the pixel limit and re-encodes it to
 * WebP at the variant widths, oriented upright and with every piece of metadata (EXIF with GPS,
 * XMP, IPTC, ICC) left behind: sharp writes none unless asked to.
 */
export async function processImage(data: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  const mime = sniffImageType(data);
  if (!mime) throw unsupportedMediaType();
  // limitInputPixels makes libvips refuse an image whose header declares too many pixels before
  // it allocates anything for them (a decompression bomb answers at once, and nothing crashes).
  // failOn 'error' refuses truncated or corrupt data but tolerates the harmless warnings that
  // many cameras' JPEGs raise.
  const input = () => sharp(data, { limitInputPixels: options.maxPixels, failOn: 'error', autoOrient: true });

  let meta: sharp.Metadata;
  try {
    // metadata() reads the header only, so it may look at any size; the check below can then
    // say how large the image claims to be.
    meta = await sharp(data, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch (err) {
    throw decodeFailure(err, options.maxPixels);
  }
  if (meta.format !== SHARP_FORMAT[mime]) throw unsupportedMediaType();
  if (meta.width * meta.height > options.maxPixels) throw tooManyPixels(options.maxPixels, meta.width, meta.height);
  const { width, height } = meta.autoOrient;

  let variants: Variant[];
  try {
    variants = await Promise.all(
      variantWidths(width).map(async (w) => ({
        width: w,
        data: await input().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).toBuffer(),
      })),
    );
  } catch (err) {
    throw decodeFailure(err, options.maxPixels);
  }

  const hash = createHash('sha256');
  for (const v of variants) hash.update(`${v.width}:${v.data.length}\n`).update(v.data);
  return { mime, width, height, variants, hash: hash.digest('hex') };
}

function tooManyPixels(maxPixels: number, width?: number, height?: number): HttpError {
  const limit = `at most ${formatMegapixels(maxPixels)} megapixels`;
  return badRequest(`file is too large in pixels: ${limit}${width && height ? `, this one is ${width} × ${height}` : ''}`);
}

const formatMegapixels = (pixels: number) => String(Math.round((pixels / 1_000_000) * 10) / 10);

function decodeFailure(err: unknown, maxPixels: number): HttpError {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return tooManyPixels(maxPixels);
  return unsupportedMediaType('file is not a readable JPEG, PNG or WebP image');
}

/**
 * At most `size` images decode at once: each may hold tens of megabytes of pixels, and the
 * per-user hourly limit alone does not bound many users uploading together.
 */
export function createLimiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its slot straight to the next in line, so none can slip in between.
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
