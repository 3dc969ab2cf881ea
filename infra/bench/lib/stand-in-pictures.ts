import { COMMONS_THUMBNAIL_WIDTHS } from '@tn/contracts/constants';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { startLocalHttps } from './local-https.ts';

/**
 * Stand-ins for Wikimedia Commons (upload.wikimedia.org) and OpenStreetMap's tiles
 * (tile.openstreetmap.org), which this machine cannot reach, for the browser Lighthouse drives.
 *
 * Why: without them every photo and tile request fails at once, so Lighthouse measures pages
 * whose largest picture never arrives (and a failed preload that the page asks for again), not
 * what a visitor gets. With them, the browser gets what those hosts would send, over the same
 * kind of connection, so Lighthouse's simulation (which replays the requests it saw over its
 * own slow 4G) counts a photo of the real size class at the real moment:
 *
 * - the same host names, over HTTPS and HTTP/2 (Chromium maps the names to this server with
 *   --host-resolver-rules, and accepts this server's throwaway certificate by its key alone,
 *   --ignore-certificate-errors-spki-list: no other certificate error is ignored);
 * - a Commons thumbnail (…/thumb/a/ab/Name.jpg/960px-Name.jpg) is a JPEG of the width asked for,
 *   quality 80 as Commons scales them, of a detailed 3:2 "photo" (noise at every scale, like
 *   foliage): ~1.8 bits per pixel (19 KB at 330 px, 43 KB at 500, 139 KB at 960, 218 KB at
 *   1280), the size class of Commons' thumbnails of outdoor photos; an original (no /thumb/) is
 *   a 4000 px JPEG of a few MB, as a camera's is;
 * - a tile is a 256 px PNG of map-like shapes (~10-20 KB, as OSM's are);
 * - each answer waits ANSWER_DELAY_MS first: an edge cache's answer time. The network itself
 *   (latency, bandwidth, new connections) is Lighthouse's simulation's, not this server's.
 */

/** An edge cache answering a cached thumbnail or tile (the simulated network adds its own round trips). */
export const ANSWER_DELAY_MS = 100;

const PHOTO_ASPECT = 2 / 3;
const ORIGINAL_WIDTH = 4000;

export interface StandInPictures {
  /** --host-resolver-rules entries sending those hosts here. */
  hostRules: string[];
  /** The certificate's key, for --ignore-certificate-errors-spki-list. */
  spki: string;
  /**
   * The same Commons stand-in over plain HTTP, for the stack's media service (COMMONS_ORIGIN):
   * the photos the site serves from its own origin are fetched from here.
   */
  commonsOrigin: string;
  /** Requests answered so far, by path (for a harness to say what was served). */
  served: string[];
  close(): Promise<void>;
}

/**
 * A detailed 3:2 JPEG `width` pixels wide: value noise summed over octaves of equal weight, from
 * single pixels to half the picture (like foliage: detail at every scale), tinted green and brown, at Commons'
 * thumbnail quality. Made at the width asked for, so its bytes per pixel are the same at every
 * width, as a photo's thumbnails' are.
 */
async function makePhoto(width: number): Promise<Buffer> {
  const height = Math.round(width * PHOTO_ASPECT);
  const sum = new Float32Array(width * height);
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let cell = 1; cell <= width / 2; cell *= 2) {
    const w = Math.max(2, Math.round(width / cell));
    const h = Math.max(2, Math.round(height / cell));
    const grid = Buffer.alloc(w * h);
    for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(random() * 256);
    const layer = cell === 1 ? grid : await sharp(grid, { raw: { width: w, height: h, channels: 1 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
    for (let i = 0; i < sum.length; i++) sum[i]! += layer[i]! - 128;
  }
  let max = 0;
  for (const v of sum) max = Math.max(max, Math.abs(v));
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < sum.length; i++) {
    const v = sum[i]! / max; // -1..1
    const y = Math.floor(i / width) / height;
    rgb[i * 3] = clamp(90 + 70 * v + 60 * (1 - y));
    rgb[i * 3 + 1] = clamp(130 + 90 * v + 30 * (1 - y));
    rgb[i * 3 + 2] = clamp(60 + 50 * v + 120 * (1 - y) * (1 - y));
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** A map tile: a land colour, a few blocks, roads and a river, like OSM's standard style. */
function tileSvg(path: string): string {
  let seed = [...path].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7) & 0x7fffffff;
  const r = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return Math.round((seed / 0x7fffffff) * 256);
  };
  const blocks = Array.from({ length: 24 }, () => `<rect x="${r()}" y="${r()}" width="${8 + (r() % 30)}" height="${8 + (r() % 30)}" fill="#d9d0c9" stroke="#c4b6ab"/>`);
  const roads = Array.from({ length: 8 }, () => `<path d="M${r()} ${r()} Q${r()} ${r()} ${r()} ${r()}" stroke="#fff" stroke-width="${2 + (r() % 5)}" fill="none"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#f2efe9"/><path d="M0 ${r()} C${r()} ${r()} ${r()} ${r()} 256 ${r()}" stroke="#aad3df" stroke-width="9" fill="none"/>${blocks.join('')}${roads.join('')}</svg>`;
}

/** Starts the stand-in server (on a free port of 127.0.0.1) and makes the certificate it shows. */
export async function startStandInPictures(): Promise<StandInPictures> {
  const photos = new Map<number, Promise<Buffer>>();
  const photo = (width: number) => {
    let made = photos.get(width);
    if (!made) {
      made = makePhoto(width);
      photos.set(width, made);
    }
    return made;
  };
  const served: string[] = [];
  /** What a request for `url` at `host` is answered with. */
  const answer = async (host: string, url: string | undefined): Promise<{ status: number; headers?: Record<string, string | number>; body: Buffer }> => {
    const path = (url ?? '/').split('?')[0]!;
    served.push(`${host}${path}`);
    await new Promise((done) => setTimeout(done, ANSWER_DELAY_MS));
    let body: Buffer;
    let type: string;
    if (host === 'upload.wikimedia.org' && /\.(jpe?g|png|webp)$/i.test(path)) {
      const thumb = /\/(\d+)px-[^/]+$/.exec(path);
      body = await photo(thumb ? Math.min(ORIGINAL_WIDTH, Number(thumb[1])) : ORIGINAL_WIDTH);
      type = 'image/jpeg';
    } else if (host.endsWith('tile.openstreetmap.org') && /^\/\d+\/\d+\/\d+\.png$/.test(path)) {
      body = await sharp(Buffer.from(tileSvg(path))).png().toBuffer();
      type = 'image/png';
    } else {
      return { status: 404, body: Buffer.alloc(0) };
    }
    // As those hosts answer: cacheable for a long time, readable by any origin.
    return { status: 200, headers: { 'content-type': type, 'content-length': body.length, 'cache-control': 'public, max-age=31536000', 'access-control-allow-origin': '*' }, body };
  };
  const server = await startLocalHttps(['upload.wikimedia.org', 'tile.openstreetmap.org', '*.tile.openstreetmap.org'], (req, res) => {
    answer((req.headers[':authority'] ?? req.headers.host ?? '').split(':')[0]!, req.url).then(
      ({ status, headers, body }) => res.writeHead(status, headers).end(body),
      () => res.writeHead(500).end(),
    );
  });
  const commons = createHttpServer((req, res) => {
    answer('upload.wikimedia.org', req.url).then(
      ({ status, headers, body }) => res.writeHead(status, headers).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((listening) => commons.listen(0, '127.0.0.1', listening));
  // Made before any page asks (making one takes longer than an edge cache answers).
  await Promise.all(COMMONS_THUMBNAIL_WIDTHS.map(photo));
  const to = `127.0.0.1:${server.port}`;
  return {
    hostRules: [`MAP upload.wikimedia.org:443 ${to}`, `MAP tile.openstreetmap.org:443 ${to}`, `MAP *.tile.openstreetmap.org:443 ${to}`],
    spki: server.spki,
    commonsOrigin: `http://127.0.0.1:${(commons.address() as AddressInfo).port}`,
    served,
    close: async () => {
      commons.closeAllConnections();
      await new Promise((closed) => commons.close(closed));
      await server.close();
    },
  };
}
