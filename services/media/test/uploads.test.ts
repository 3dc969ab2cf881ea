import { request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser, type EmulatorUser } from '@tn/kit/testing-auth';
import { bearer, buildTestApp, type TestMedia } from './helper.ts';
import { GPS_DATUM, fileForm, jpegWithGps, multipart, pixelBombPng, png, rotatedJpeg, webp, webpChunks } from './images.ts';

let sut: TestMedia;
let user: EmulatorUser;
beforeAll(async () => {
  sut = await buildTestApp();
  user = await createEmulatorUser();
});
afterAll(() => sut.close());

const upload = (form: ReturnType<typeof multipart>, as: EmulatorUser | null = user, app = sut.app) =>
  app.inject({
    method: 'POST',
    url: '/api/media',
    payload: form.payload,
    headers: { ...form.headers, ...(as ? bearer(as.idToken) : {}) },
  });

const URL_PATTERN = /^\/media\/[0-9a-f]{64}-\d+\.webp$/;

describe('POST /api/media', () => {
  it('re-encodes a camera JPEG to WebP at 320, 800 and 1600 px with no EXIF, GPS or other metadata left', async () => {
    const jpeg = await jpegWithGps(2000, 1500);
    // The input really carries what must go: the camera, the owner and the GPS position.
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes(GPS_DATUM)).toBe(true);
    expect(input.exif?.includes('owner-secret')).toBe(true);

    const res = await upload(fileForm(jpeg, 'IMG_0042.JPG'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(/-800\.webp$/),
      variants: { '320': expect.stringMatching(URL_PATTERN), '800': body.url, '1600': expect.stringMatching(URL_PATTERN) },
      width: 2000,
      height: 1500,
    });

    for (const [width, url] of Object.entries<string>(body.variants)) {
      const file = await sut.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      const data = file.rawPayload;
      const meta = await sharp(data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Number(width), height: Math.round((Number(width) * 3) / 4) });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // Not even an empty container for them: only image data chunks.
      for (const chunk of webpChunks(data)) expect(['VP8 ', 'VP8L', 'VP8X', 'ALPH']).toContain(chunk);
      expect(data.includes(GPS_DATUM)).toBe(false);
      expect(data.includes('TnTestCam')).toBe(false);
    }

    const row = await sut.db.selectFrom('media.uploads').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ownerUid: user.uid,
      originalMime: 'image/jpeg',
      width: 2000,
      height: 1500,
      bytes: jpeg.length,
      variants: [320, 800, 1600],
      attachedAt: null,
      keeper: null,
    });
    // Content-addressed: the name is the row's hash, the files live under the media folder.
    expect(body.url).toBe(`/media/${row.contentHash}-800.webp`);
    expect(existsSync(join(sut.mediaDir, row.contentHash.slice(0, 2), `${row.contentHash}-1600.webp`))).toBe(true);
  });

  it('takes a PNG and never upscales: a 500 px image is stored at 320 and 500', async () => {
    const res = await upload(fileForm(await png(500, 400), 'map.png', 'image/png'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body.variants)).toEqual(['320', '500']);
    expect(body.url).toBe(body.variants['500']);
    expect(body).toMatchObject({ width: 500, height: 400 });
    const row = await sut.db.selectFrom('media.uploads').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.originalMime).toBe('image/png');
  });

  it('takes a WebP', async () => {
    const res = await upload(fileForm(await webp(1000, 700), 'x.webp', 'image/webp'));
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json().variants)).toEqual(['320', '800', '1000']);
  });

  it('applies the EXIF orientation before stripping it', async () => {
    const res = await upload(fileForm(await rotatedJpeg()));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 900, height: 1200 });
    const file = await sut.app.inject({ method: 'GET', url: res.json().url });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 800, height: 1067 });
  });

  it('judges the type by the content, not by the name or the declared type', async () => {
    // A PNG sent as photo.jpg with image/jpeg is still a PNG, and stored as one.
    const res = await upload(fileForm(await png(400, 300), 'photo.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(201);
    const row = await sut.db.selectFrom('media.uploads').select('originalMime').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.originalMime).toBe('image/png');
  });

  it('stores one set of files for the same photo uploaded twice', async () => {
    const jpeg = await jpegWithGps(900, 600);
    const first = (await upload(fileForm(jpeg))).json();
    const second = (await upload(fileForm(jpeg))).json();
    expect(second.id).not.toBe(first.id);
    expect(second.variants).toEqual(first.variants);
  });

  it.each([
    ['a text file named .jpg', fileForm('just some words, not a photo at all', 'holiday.jpg', 'image/jpeg')],
    ['a GIF', fileForm(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), 'a.gif', 'image/gif')],
    ['an SVG', fileForm('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'a.svg', 'image/svg+xml')],
  ])('answers 415 for %s', async (_label, form) => {
    const res = await upload(form);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'file must be a JPEG, PNG or WebP image' });
  });

  it('answers 415 for a JPEG cut off half way', async () => {
    const jpeg = await jpegWithGps(800, 600);
    const res = await upload(fileForm(jpeg.subarray(0, Math.floor(jpeg.length / 2))));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('file is not a readable JPEG, PNG or WebP image');
  });

  it('answers 400 at once for a pixel bomb (a tiny PNG declaring 50000 × 50000), and keeps working', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const res = await upload(fileForm(bomb, 'bomb.png', 'image/png'));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('file is too large in pixels: at most 40 megapixels, this one is 50000 × 50000');
    expect((await upload(fileForm(await png(100, 100), 'ok.png', 'image/png'))).statusCode).toBe(201);
  });

  it('answers 400 naming the field when there is no file field', async () => {
    const noFile = await upload(multipart([{ name: 'photo', filename: 'a.png', contentType: 'image/png', data: await png(50, 50) }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/^file is required/);
    const json = await sut.app.inject({ method: 'POST', url: '/api/media', payload: { file: 'x' }, headers: bearer(user.idToken) });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/^file is required/);
    const empty = await upload(fileForm(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('file is empty');
  });

  it('answers 400 for a body that is not well-formed multipart: no boundary, or cut off inside the file', async () => {
    const noBoundary = await sut.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', ...bearer(user.idToken) },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toMatch(/^file is required: .* \(this body is not well-formed multipart: /);
    const form = fileForm(await png(50, 50), 'a.png', 'image/png');
    const whole = form.payload;
    const cut = await sut.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: whole.subarray(0, whole.length - 60),
      headers: { ...form.headers, 'content-length': String(whole.length - 60), ...bearer(user.idToken) },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toMatch(/not well-formed multipart/);
  });

  it('answers 401 without a sign-in token, or with a bad one', async () => {
    const form = fileForm(await png(50, 50), 'a.png', 'image/png');
    const res = await upload(form, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign-in required' });
    const forged = await sut.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: form.payload,
      headers: { ...form.headers, authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 413 for a file over 10 MB, from the declared length', async () => {
    const big = Buffer.concat([await jpegWithGps(100, 100), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(fileForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'file is larger than 10 MB' });
  });

  it('answers 413 at the limit when the length is not declared up front (the file is cut off there)', async () => {
    const small = await sut.appWith({ limits: { maxBytes: 64 * 1024 } });
    const jpeg = await jpegWithGps(100, 100);
    // Just over the limit: within the multipart framing allowance, so only the stream sees it.
    const over = Buffer.concat([jpeg, Buffer.alloc(64 * 1024 + 1 - jpeg.length)]);
    const res = await upload(fileForm(over), user, small);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('file is larger than 64 KB');
    const exact = Buffer.concat([jpeg, Buffer.alloc(64 * 1024 - jpeg.length)]);
    expect((await upload(fileForm(exact), user, small)).statusCode).toBe(201);
  });

  it('refuses a declared 11 MB body over HTTP before it has been sent', async () => {
    const app = await sut.appWith();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const form = fileForm(Buffer.alloc(0));
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/media',
        headers: { ...form.headers, ...bearer(user.idToken), 'content-length': String(11 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      // Only the start of the body is ever sent: the answer must not wait for the rest.
      req.write(form.payload.subarray(0, 100));
    });
    expect(status).toBe(413);
  });

  it('keeps a kept-alive connection usable after refusing a body mid-way (no stalled parser)', async () => {
    const app = await sut.appWith({ limits: { maxBytes: 64 * 1024 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const someone = await createEmulatorUser();
    const jpeg = await jpegWithGps(120, 90);
    const post = (form: ReturnType<typeof multipart>, chunked = false) =>
      fetch(`http://127.0.0.1:${port}/api/media`, {
        method: 'POST',
        headers: { ...form.headers, ...bearer(someone.idToken) },
        // A stream is sent without a Content-Length: only the parser's limit can catch it.
        body: chunked ? (Readable.toWeb(Readable.from([form.payload.subarray(0, 1024), form.payload.subarray(1024)])) as ReadableStream) : form.payload,
        duplex: 'half',
      } as RequestInit);

    const over = await post(fileForm(Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024)])), true);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toBe('file is larger than 64 KB');
    const declared = await post(fileForm(Buffer.alloc(1024 * 1024)));
    expect(declared.status).toBe(413);
    await declared.body?.cancel();
    const wrongField = await post(multipart([{ name: 'photo', filename: 'a.jpg', data: Buffer.alloc(200 * 1024) }]), true);
    expect(wrongField.status).toBe(400);
    await wrongField.body?.cancel();
    const ok = await post(fileForm(jpeg), true);
    expect(ok.status).toBe(201);
    await ok.body?.cancel();
  });

  it('answers 429 with a clear message after the hourly limit, counted per user', async () => {
    // Two users of their own: attempts from the other tests (at the real time) would count.
    let now = new Date('2026-11-23T08:00:00Z');
    const limited = await sut.appWith({ limits: { perHour: 3 }, clock: () => now });
    const [someone, other] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const image = await png(60, 40);
    const send = (as: EmulatorUser) => upload(fileForm(image, 'a.png', 'image/png'), as, limited);

    expect((await send(someone)).statusCode).toBe(201);
    now = new Date('2026-11-23T08:10:00Z');
    expect((await send(someone)).statusCode).toBe(201);
    // A refused file counts too: decoding it cost as much.
    now = new Date('2026-11-23T08:15:00Z');
    expect((await upload(fileForm('not an image'), someone, limited)).statusCode).toBe(415);
    now = new Date('2026-11-23T08:20:00Z');
    const refused = await send(someone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'You can upload at most 3 photos an hour. Try again in 40 minutes.',
    });
    expect(refused.headers['retry-after']).toBe(String(40 * 60));

    // Someone else is not affected; an hour after the first attempt, one more is allowed.
    expect((await send(other)).statusCode).toBe(201);
    now = new Date('2026-11-23T09:00:01Z');
    expect((await send(someone)).statusCode).toBe(201);
    const again = await send(someone);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('You can upload at most 3 photos an hour. Try again in 10 minutes.');
  });

  it('counts concurrent uploads exactly', async () => {
    const limited = await sut.appWith({ limits: { perHour: 2 } });
    const someone = await createEmulatorUser();
    const image = await png(40, 40);
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(fileForm(image, 'a.png', 'image/png'), someone, limited)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
  });
});

describe('GET /media/<hash>-<width>.webp', () => {
  let url: string;
  beforeAll(async () => {
    // A user of its own: the uploads above used up most of the first user's hour.
    const uploader = await createEmulatorUser();
    url = (await upload(fileForm(await webp(900, 600), 'a.webp', 'image/webp'), uploader)).json().url;
  });

  it('serves a stored image for a year, immutable, as image/webp', async () => {
    const res = await sut.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    // Anyone may fetch it: pages show review photos to visitors who are not signed in.
    const head = await sut.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for a name it does not hold', async () => {
    const hash = url.slice('/media/'.length, '/media/'.length + 64);
    for (const missing of [`/media/${'0'.repeat(64)}-800.webp`, `/media/${hash}-801.webp`]) {
      const res = await sut.app.inject({ method: 'GET', url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('serves nothing but well-formed names: no traversal, no other file of the folder', async () => {
    const hash = url.slice('/media/'.length, '/media/'.length + 64);
    await writeFile(join(sut.mediaDir, 'secret.txt'), 'not for the public');
    await writeFile(join(sut.mediaDir, hash.slice(0, 2), `${hash}-800.webp.tmp`), 'partial');
    const attempts = [
      '/media/secret.txt',
      '/media/..%2Fsecret.txt',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/../package.json',
      `/media/${hash.slice(0, 2)}%2F${hash}-800.webp`,
      `/media/${hash.toUpperCase()}-800.webp`,
      `/media/${hash}-0800.webp`,
      `/media/${hash}-800.webp.tmp`,
      `/media/${hash}-800.png`,
      '/media/',
      '/media',
    ];
    for (const attempt of attempts) {
      const res = await sut.app.inject({ method: 'GET', url: attempt });
      expect(res.statusCode, attempt).toBe(404);
      expect(res.body, attempt).not.toContain('not for the public');
    }
    expect(await readFile(join(sut.mediaDir, 'secret.txt'), 'utf8')).toBe('not for the public');
  });
});

describe('health', () => {
  it('is ready when postgres answers', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'media', checks: { postgres: 'up' } });
  });
});
