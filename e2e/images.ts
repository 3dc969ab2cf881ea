import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

/** Images the browser tests upload or are shown, made here rather than stored as files. */

/**
 * A real PNG, a tea-green square of `size` pixels (8 by default), made here: the media service
 * decodes and re-encodes it.
 */
export function tinyPng(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [52, 120, 60]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Commons photos (from Commons, and Commons' copies the site serves itself under
 * /media/commons/) and OpenStreetMap tiles, answered in `context` after `delayMs` (as a network
 * would; longer for a weak connection): this machine has no way out, and a page whose photos
 * never arrive is not the page visitors see.
 */
export async function servePictures(context: BrowserContext, { delayMs = 300 }: { delayMs?: number } = {}): Promise<void> {
  const png = tinyPng(64);
  const answer = async (route: { fulfill: (r: { status: number; contentType: string; body: Buffer }) => Promise<void> }) => {
    await new Promise((done) => setTimeout(done, delayMs));
    await route.fulfill({ status: 200, contentType: 'image/png', body: png });
  };
  await context.route(/^https:\/\/upload\.wikimedia\.org\//, answer);
  await context.route(/^https?:\/\/[^/]+\/media\/commons\//, answer);
  await context.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, answer);
}
