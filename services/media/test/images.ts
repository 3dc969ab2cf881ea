import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real images made by the tests themselves. A gradient rather than a flat colour, so that
 * re-encoded variants differ by size and nothing is trivially compressible.
 */
function gradient(width: number, height: number): sharp.Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 97) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const GPS_DATUM = 'WGS-84-tn-test';

/** A camera-like JPEG: EXIF with the camera, the owner and GPS coordinates near Thái Nguyên. */
export const jpegWithGps = (width = 2000, height = 1500) =>
  gradient(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TnTestCam', Model: 'Model 7', Artist: 'Nguyễn Văn A', Copyright: 'owner-secret' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '21/1 35/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '105/1 50/1 1200/100',
        GPSMapDatum: GPS_DATUM,
      },
    })
    .toBuffer();

export const png = (width = 500, height = 400) => gradient(width, height).png().toBuffer();
export const webp = (width = 1000, height = 700) => gradient(width, height).webp({ quality: 85 }).toBuffer();

/** A portrait photo stored landscape with EXIF orientation 6 (rotate 90° to view). */
export const rotatedJpeg = () => gradient(1200, 900).jpeg().withMetadata({ orientation: 6 }).toBuffer();

/**
 * A decompression bomb: a valid 74-byte PNG whose header declares 50000 × 50000 pixels
 * (2.5 gigapixels, 7.5 GB decoded), which is what a decoder would try to allocate.
 */
export function pixelBombPng(width = 50_000, height = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The four-character chunk types of a WebP file (VP8, VP8L, VP8X, ALPH, EXIF, XMP , ICCP…). */
export function webpChunks(data: Buffer): string[] {
  if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= data.length; ) {
    const size = data.readUInt32LE(at + 4);
    chunks.push(data.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tn-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The one-file form an upload sends. */
export const fileForm = (data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  multipart([{ name: 'file', filename, contentType, data }]);
