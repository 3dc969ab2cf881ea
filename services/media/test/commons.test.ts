import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { COMMONS_FETCHES_AT_ONCE } from '../src/commons/commons-mirror.ts';
import { buildTestApp } from './helper.ts';
import { jpegWithGps, png } from './images.ts';

/**
 * Commons' scaled copies of the seeded photos, served from the site's own origin: fetched once
 * from a stand-in for upload.wikimedia.org (a local HTTP server that counts what it is asked),
 * kept under the media folder (the copies kept longest go first when it is full), served with a
 * year's caching; anything but a Commons file's thumbnail path, written as Commons writes it, at
 * a width offered is refused before Commons is asked; when Commons cannot be reached the
 * visitor is sent there. The 720 and 1080 px widths, which Commons has no standard step for, are
 * scaled down here from the next wider standard copy.
 */

// Written as the seed writes a Commons address: NFC, spaces as underscores, encodeURIComponent.
const NAME = 'Tr%C3%A0_xanh_Th%C3%A1i_Nguy%C3%AAn_(3).jpg';
/** Commons' hash folders of a name: the first one and two hex digits of the MD5 of the name. */
const foldersOf = (name: string) => {
  const md5 = createHash('md5').update(decodeURIComponent(name)).digest('hex');
  return `${md5[0]}/${md5.slice(0, 2)}`;
};
const thumbPath = (width: number, name = NAME, folders = foldersOf(name)) => `/media/commons/${folders}/${name}/${width}px-${name}`;
const keptCopies = async () => (await readdir(join(harness.mediaDir, 'commons'))).length;

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let upstream: Server;
let upstreamOrigin: string;
/** Paths the stand-in was asked for, as they arrived. */
let asked: string[] = [];
/** How the stand-in answers: a status, and for 200 the photo (`body`, else `photo`). */
let answer: { status: number; delayMs?: number; type?: string; body?: Buffer } = { status: 200 };
let photo: Buffer;

beforeAll(async () => {
  harness = await buildTestApp();
  photo = await png(40, 30);
  upstream = createServer((req, res) => {
    asked.push(req.url ?? '');
    setTimeout(() => {
      if (answer.status !== 200) return res.writeHead(answer.status).end();
      const body = answer.body ?? photo;
      res.writeHead(200, { 'content-type': answer.type ?? 'image/jpeg', 'content-length': body.length }).end(body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((listening) => upstream.listen(0, '127.0.0.1', listening));
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await harness?.close();
  await new Promise((closed) => upstream?.close(closed));
});

beforeEach(() => {
  asked = [];
  answer = { status: 200 };
});

/** A media app whose mirror asks the stand-in; Commons is asked again at once after a failure unless `pauseMs` says otherwise. */
const appAsking = (commons: { origin?: string; maxBytes?: number; timeoutMs?: number; pauseMs?: number } = {}) =>
  harness.appWith({ commons: { origin: upstreamOrigin, pauseMs: 0, ...commons } });

describe('GET /media/commons/…', () => {
  it("fetches Commons' copy once, keeps it, and serves it with a year's caching", async () => {
    const app = await appAsking();
    const first = await app.inject({ method: 'GET', url: thumbPath(960) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.equals(photo)).toBe(true);
    // Commons' own path, still percent-encoded as Commons writes it.
    expect(asked).toEqual([`/wikipedia/commons/thumb/${foldersOf(NAME)}/${NAME}/960px-${NAME}`]);
    expect(await keptCopies()).toBe(1);

    const again = await app.inject({ method: 'GET', url: thumbPath(960) });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(photo)).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('asks Commons once for requests that come together', async () => {
    const app = await appAsking();
    answer = { status: 200, delayMs: 100 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: thumbPath(500) })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(asked).toHaveLength(1);
  });

  it(`fetches at most ${COMMONS_FETCHES_AT_ONCE} different copies at once, and sends the rest to Commons`, async () => {
    const app = await appAsking();
    answer = { status: 200, delayMs: 200 };
    const names = Array.from({ length: COMMONS_FETCHES_AT_ONCE + 2 }, (_, i) => `Burst_${i}.jpg`);
    const answers = await Promise.all(names.map((name) => app.inject({ method: 'GET', url: thumbPath(330, name) })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(COMMONS_FETCHES_AT_ONCE);
    expect(answers.filter((a) => a.statusCode === 302)).toHaveLength(2);
    expect(asked).toHaveLength(COMMONS_FETCHES_AT_ONCE);
  });

  it.each([
    ['a width Commons does not keep', thumbPath(640)],
    ['a name that differs from the file', `/media/commons/${foldersOf(NAME)}/${NAME}/960px-Other.jpg`],
    ['hash folders that are not the name\'s', thumbPath(960, NAME, foldersOf(NAME) === 'a/ab' ? 'b/bc' : 'a/ab')],
    ['upper-case hash folders', thumbPath(960, 'First.jpg', foldersOf('First.jpg').toUpperCase())],
    ['a name written another way (lower-case %xx)', thumbPath(960, NAME.toLowerCase().replace('tr', 'Tr'))],
    ['a name written another way (a letter as %xx)', thumbPath(960, 'Te%61_hill.jpg')],
    ['a name written another way (a space, not an underscore)', thumbPath(960, 'Tea%20hill.jpg')],
    ['a climb out of the folder', thumbPath(960, '..%2F..%2Fetc%2Fpasswd.jpg')],
    ['a name with a slash', `/media/commons/a/ac/x/y.jpg/960px-x/y.jpg`],
    ['another format', thumbPath(960, 'Map.svg')],
    ['no name at all', '/media/commons/a/ac'],
  ])('answers 404 for %s, without asking Commons', async (_, url) => {
    const app = await appAsking();
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(asked).toEqual([]);
  });

  it('answers 404 when Commons has no such file, and keeps nothing', async () => {
    const app = await appAsking();
    answer = { status: 404 };
    const before = await keptCopies();
    const res = await app.inject({ method: 'GET', url: thumbPath(330, 'Gone.jpg') });
    expect(res.statusCode).toBe(404);
    expect(asked).toHaveLength(1);
    expect(await keptCopies()).toBe(before);
  });

  it('serves a file whose name is as long as Commons allows (255 bytes)', async () => {
    const app = await appAsking();
    const name = `${'Đồi_chè_'.repeat(20)}.jpg`.normalize('NFC'); // 244 bytes, 544 characters encoded
    const res = await app.inject({ method: 'GET', url: thumbPath(500, encodeURIComponent(name)) });
    expect(res.statusCode).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['Commons cannot be reached', 'Unreachable.jpg', { origin: 'http://127.0.0.1:9' }, { status: 200 }],
    ['Commons answers 503', 'Down.jpg', {}, { status: 503 }],
    ['Commons answers too slowly', 'Slow.jpg', { timeoutMs: 100 }, { status: 200, delayMs: 1_000 }],
    ['Commons answers with another type', 'Page.jpg', {}, { status: 200, type: 'text/html' }],
  ] as const satisfies ReadonlyArray<readonly [string, string, { origin?: string; timeoutMs?: number }, typeof answer]>)('sends the visitor to Commons itself when %s, and asks again next time', async (_, name, given, upstreamAnswer) => {
    const commons: { origin?: string; timeoutMs?: number } = given;
    const app = await appAsking(commons);
    answer = upstreamAnswer;
    const res = await app.inject({ method: 'GET', url: thumbPath(1280, name) });
    expect(res.statusCode).toBe(302);
    // Commons' public host, not the one the copies are fetched from (a stand-in here).
    expect(res.headers.location).toBe(`https://upload.wikimedia.org/wikipedia/commons/thumb/${foldersOf(name)}/${name}/1280px-${name}`);
    expect(res.headers['cache-control']).toBe('no-store');

    answer = { status: 200 };
    if (commons.origin) return; // nothing listens there: nothing to count
    asked = [];
    const later = await app.inject({ method: 'GET', url: thumbPath(1280, name) });
    expect(later.statusCode).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('after Commons failed to answer, sends visitors there at once for a while, without asking', async () => {
    const app = await appAsking({ pauseMs: 60_000 });
    answer = { status: 503 };
    expect((await app.inject({ method: 'GET', url: thumbPath(500, 'Down_1.jpg') })).statusCode).toBe(302);
    answer = { status: 200 };
    const meanwhile = await app.inject({ method: 'GET', url: thumbPath(500, 'Down_2.jpg') });
    expect(meanwhile.statusCode).toBe(302);
    expect(asked).toHaveLength(1);
    // A copy kept before is still served from the folder.
    expect((await app.inject({ method: 'GET', url: thumbPath(960) })).statusCode).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('makes room by deleting the copies kept longest, and fetches a deleted one again', async () => {
    const app = await appAsking({ maxBytes: 2 * photo.length });
    for (const name of ['First.jpg', 'Second.jpg', 'Third.jpg']) {
      expect((await app.inject({ method: 'GET', url: thumbPath(960, name) })).statusCode).toBe(200);
    }
    // Every earlier copy (of this file's tests) and the first went; the last two stay.
    expect(await keptCopies()).toBe(2);
    asked = [];
    expect((await app.inject({ method: 'GET', url: thumbPath(960, 'Third.jpg') })).statusCode).toBe(200);
    expect(asked).toEqual([]);
    expect((await app.inject({ method: 'GET', url: thumbPath(960, 'First.jpg') })).statusCode).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('serves a copy bigger than the whole folder may hold, without keeping it', async () => {
    const app = await appAsking({ maxBytes: 10 });
    answer = { status: 200, type: 'image/png' };
    const before = await keptCopies();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: thumbPath(1920, 'Full.png') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(photo)).toBe(true);
    }
    expect(asked).toHaveLength(2);
    expect(await keptCopies()).toBe(before);
  });

  describe('720 and 1080 px, scaled down here from the next wider standard copy', () => {
    it.each([
      { width: 720, from: 960, sourceHeight: 640, height: 480 },
      { width: 1080, from: 1280, sourceHeight: 853, height: 720 },
    ])('asks Commons for the $from px copy only, keeps both, and serves a $width px JPEG without metadata', async ({ width, from, sourceHeight, height }) => {
      const app = await appAsking();
      // A camera's JPEG (EXIF with GPS) as the wider copy, so that nothing of it may pass.
      answer = { status: 200, body: await jpegWithGps(from, sourceHeight) };
      const name = `Scaled_${width}.jpg`;
      const scaled = await app.inject({ method: 'GET', url: thumbPath(width, name) });
      expect(scaled.statusCode).toBe(200);
      expect(scaled.headers['content-type']).toBe('image/jpeg');
      expect(scaled.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(scaled.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', width, height, undefined]);
      expect(scaled.rawPayload.length).toBeLessThan(answer.body!.length);
      expect(asked).toEqual([`/wikipedia/commons/thumb/${foldersOf(name)}/${name}/${from}px-${name}`]);

      // Both kept: neither asks Commons again.
      for (const w of [width, from]) expect((await app.inject({ method: 'GET', url: thumbPath(w, name) })).statusCode).toBe(200);
      expect(asked).toHaveLength(1);
    });

    it('scales once for requests that come together, from a 960 px copy kept already', async () => {
      const app = await appAsking();
      answer = { status: 200, body: await png(960, 600), type: 'image/png' };
      const name = 'Scaled_2.png';
      expect((await app.inject({ method: 'GET', url: thumbPath(960, name) })).statusCode).toBe(200);
      const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: thumbPath(720, name) })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
      expect((await sharp(answers[0]!.rawPayload).metadata()).width).toBe(720);
      expect(answers[0]!.headers['content-type']).toBe('image/png');
      expect(asked).toHaveLength(1);
    });

    it('sends the visitor to the 960 px copy on Commons when Commons cannot be reached, or its copy is no image', async () => {
      const app = await appAsking();
      for (const [name, upstreamAnswer] of [
        ['Scaled_down.jpg', { status: 503 }],
        ['Scaled_broken.jpg', { status: 200, body: Buffer.from('not a JPEG at all') }],
      ] as const) {
        answer = upstreamAnswer;
        const res = await app.inject({ method: 'GET', url: thumbPath(720, name) });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`https://upload.wikimedia.org/wikipedia/commons/thumb/${foldersOf(name)}/${name}/960px-${name}`);
      }
    });

    it('is made from a kept 960 px copy while Commons is not asked after a failure', async () => {
      const app = await appAsking({ pauseMs: 60_000 });
      answer = { status: 200, body: await jpegWithGps(960, 640) };
      const name = 'Scaled_3.jpg';
      expect((await app.inject({ method: 'GET', url: thumbPath(960, name) })).statusCode).toBe(200);
      answer = { status: 503 };
      expect((await app.inject({ method: 'GET', url: thumbPath(500, 'Scaled_3_down.jpg') })).statusCode).toBe(302);
      expect((await app.inject({ method: 'GET', url: thumbPath(720, name) })).statusCode).toBe(200);
      expect(asked).toHaveLength(2);
    });
  });

  it('deletes half-written copies left by a process that stopped, at start', async () => {
    await writeFile(join(harness.mediaDir, 'commons', 'abc.jpg.123456.tmp'), 'half');
    await appAsking();
    expect((await readdir(join(harness.mediaDir, 'commons'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
