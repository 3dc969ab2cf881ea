import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@tn/kit/db';
import { EDITOR_CLAIM, firebaseUserAdmin } from '@tn/kit/auth';
import { createTestDatabase, type TestDatabase } from '@tn/kit/testing';
import { createEmulatorUser, refreshIdToken, testAuthConfig, type EmulatorUser } from '@tn/kit/testing-auth';
import { freePort, spawnManaged, waitUntilReady, type ManagedProcess } from '../stack/processes.ts';

/**
 * The whole life of a visitor's photo of a place across the two real services: a camera JPEG
 * (with the camera's and owner's EXIF and a GPS position) uploaded to media, sent to the
 * catalog as a photo of a place, pending, approved by an editor, shown with its credit and
 * srcset, its file served without the metadata; a rejected one never public; a withdrawn one
 * gone, its upload released in media. Both services run as their own processes, as deployed.
 */

// 480×360, EXIF Make "TnTestCam", Artist "owner-secret", GPS near Thái Nguyên (made with sharp).
const CAMERA_JPEG = Buffer.from(
  '/9j/4QFeRXhpZgAASUkqAAgAAAAJAA8BAgAKAAAAmAAAABIBAwABAAAAAQAAABoBBQABAAAAegAAABsBBQABAAAAggAAACgBAwABAAAAAgAAAD' +
  'sBAgANAAAAigAAABMCAwABAAAAAQAAAGmHBAABAAAAogAAACWIBAABAAAA8AAAAAAAAAA4YwAA6AMAADhjAADoAwAAb3duZXItc2VjcmV0AABU' +
  'blRlc3RDYW0ABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAOABAAADoAQAAQAAAGgBAA' +
  'AAAAAABAABAAIAAgAAAE4AAAACAAUAAwAAAD4BAAADAAIAAgAAAEUAAAAEAAUAAwAAACYBAAAAAAAAaQAAAAEAAAAyAAAAAQAAALAEAABkAAAA' +
  'FQAAAAEAAAAjAAAAAQAAABAOAABkAAAA/9sAQwAbEhQXFBEbFxYXHhwbIChCKyglJShROj0wQmBVZWRfVV1baniZgWpxkHNbXYW1hpCeo6utq2' +
  'eAvMm6pseZqKuk/9sAQwEcHh4oIyhOKytOpG5dbqSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSkpKSk/8AA' +
  'EQgBaAHgAwEiAAIRAQMRAf/EABcAAQEBAQAAAAAAAAAAAAAAAAABBQb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAGQEBAQEBAQEAAAAAAAAAAA' +
  'AAAQACBAYF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8A54UfSYBQFFFRQUDQKIgoiiigoKIgoGgURRRUUUAQUTQKAooqKKKi' +
  'goCCiaRRQUUVFBQEFEUUVNIooKCiIKAooqaRRUUFAQURZQo63mwUBRRUUFAQURBRNIooKCiIKAgomkUVFFAEFEQUBRRU0igCCiIKIoooKKKmkF' +
  'AQURRRUUUUNIKIgoCiioooqKCgaBRFlCjreaBQFFFTSCgIKIgoCiippBREFAQURRRQUFE0CiIKAooqKCgIKJoFEUUUFBREFA0CiKKKigoCCiIK' +
  'BpFFRQUBBREFEWUKOp5sFEUUVFBQNAoiCgKKKigoiCgaBRFFFBQURBREFA0iiooKAgoiCgaRRUUFEQUBBRFFFDSCiIKIgoCiiooKBoFEQURZQo' +
  '6nmwURRRUUFAQURBQNIoqKCgIKIgoiiihpBREFAQURRRU0goCCiIKAooqKCiaBQEFEUUUFBREFE0CgKKKigoCCiaBQFlCjreaRRUUUUNIKIgoi' +
  'iigooqKCgaBRFFFRRRQUFE0CgIKIooqKCgIKJoFAUUVFBREFAQUTSKKCgoiCgIKJpFFRQUBBREFAWUKOt5tFFRRRQUFEQUTSKKCiiooKAgomkU' +
  'VFFFBQURBQFFFTSKKCgoiCiICgooqaQUBBREBUUUUNIKIgoCAqKKKigoGgURBQFlCjreaRRU0iigoKIgoiiihpFFRQUBBRFFFBRRU0goiCgKKK' +
  'iiigoKJoFEUUUFFFRQUDQKIooqKKKCgoiCgaAVFFFRQUBBREFA0yhR1vNIoqKCgaBREFAUUVFFFRQUDQKIoooKKKigoiCgaRRUUUUFBREFE0ii' +
  'gooqKCgIKIoooaRRUUFEQUBRRUUUUNIKIgoiiigsoUdbzaKKigoCCiIKBpFFRQURBQEFEUUUNIKIgoiCgKKKmkUAQURBQFFFRRRU0goCCiKKKC' +
  'iiooKJoFAUUVFFFBQUTQKIoooLKFHW80iippBQEFEQUBRRUUFA0CiIKIoooKCiaBQEFEUUVFBQEFE0CgKKKiigiCgIKJpFFBRQRBREFA0iiooo' +
  'oKCiIKAooqaZQo63mkUUFBREFE0CgKKKigoCCiIKJpFFBQURBQEFE0iiooKAgoiCgKKKmkFAQURBRFFFDSCiIKAgoiiiooKBoFEQUBRRUWUKOt' +
  '5tFFBQURBREFA0iiooKAgoiCgKKKmkFEQUBBRFFFBQUTQKIgoCiiooKBoFEQURRRQUFEQUDQKIooqKCgIKIgoGkUVFlArreaRRQ0goiCgIKIoo' +
  'qKCgaBREFAUUVFBREFA0CiKKKCgoiCiaBQFFFRQUBBREFE0iigoKIgoCCiKKKGkFEQURBQFFFTTJUV1vNIooKCiIKBpFFRRRUUFAQURAUNIoqK' +
  'CiIKAoqiaRRQUFEQURBQFFFTSCgIKIgoCiippBREFAQURRRQUFE0CiIKAooqLJUV1vNoooKCiIKAooqKKKmkFAQURRRQUUVNIKAgoiiiooooKC' +
  'iaBQEBUUUVFBQEFE0AoKKKigoiCgaAVFFFBQURBREFA0iioslRXW80iigoKJoFAUUVFFFBQUTQKIoooKKKigoCCiaRRUUUUFBREFAUUVNIoqKC' +
  'gIKIoooaRRUUFAQURRRUUUUNIKIgoCAqKKKiyVFdTzaCiIKIgoGkUVFFFBQURBRFFFDSKKigoCCiKKKiiihpBREFAUUVFFFDSCiIKIoooKKKig' +
  'oGgURRRUUUUFBREFA0iioooqLJUV1PNoKIgoiCgKKKigoGgURBQFFFRRQRBQNAoiiigoKIgomgUBRRUUUAQURBRNIooKKKigoCCiKKKmkUUFBR' +
  'EFAUUVNIooLJUV1vNIKIgoGgURRRUUFAQURBQNIoqKCiIKAgomkUUFBREFEQUBRRU0igCCiIKAooqKKCaBQEFEUUUFFFTSCiIKAooqKKKCyVFd' +
  'bzaCiIKAgoiiippBQEFEQUBRRU0goiCgIKIoooKCiaBQEFEUUVFBQEFE0CgKKKigoiCgaBRFFFBQURBREFA0iiooKAspRXW80gomgUBBRFFFBQ' +
  'UTQKIgoCiiooKAgomgURRRQUFEQUBBRNIoqKCgIKIgoGkUVFBREFAQURRRQ0goiCgIKIooqKCgaZSg63mgBNKACoCIoIgAKgJpQARQRAEVADSg' +
  'IigCAIqACoCaFBEABUBFQARQTQAioAKgIigCAJpQEVABFBEADT/9k=' +
  '',
  'base64',
);

const root = fileURLToPath(new URL('../../', import.meta.url));
let database: TestDatabase;
let mediaDir: string;
const procs: ManagedProcess[] = [];
let mediaUrl = '';
let catalogUrl = '';

async function start(name: 'media' | 'catalog', env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const { projectId, emulatorHost } = testAuthConfig();
  const proc = spawnManaged({
    name,
    command: process.execPath,
    args: [`services/${name}/src/server.ts`],
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.urlAs(name),
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      ...env,
    },
    sink: () => {},
  });
  procs.push(proc);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, proc);
  return url;
}

let visitor: EmulatorUser;
let editor: EmulatorUser;
beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(join(tmpdir(), 'tn-photos-'));
  mediaUrl = await start('media', { MEDIA_DIR: mediaDir });
  catalogUrl = await start('catalog', { MEDIA_URL: mediaUrl });
  visitor = await createEmulatorUser({ displayName: 'Nguyễn Thu Trang' });
  const made = await createEmulatorUser({ displayName: 'Biên Tập Viên' });
  const admin = firebaseUserAdmin(testAuthConfig());
  try {
    await admin.auth.setCustomUserClaims(made.uid, { [EDITOR_CLAIM]: true });
  } finally {
    await admin.close();
  }
  editor = { ...made, idToken: await refreshIdToken(made) };
}, 120_000);

afterAll(async () => {
  for (const proc of procs) await proc.stop();
  await database?.drop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const bearer = (user: EmulatorUser) => ({ authorization: `Bearer ${user.idToken}` });

async function upload(user: EmulatorUser): Promise<{ id: string; url: string; variants: Record<string, string> }> {
  const form = new FormData();
  form.append('file', new Blob([CAMERA_JPEG], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const res = await fetch(`${mediaUrl}/api/media`, { method: 'POST', body: form, headers: bearer(user) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string; variants: Record<string, string> };
}

async function catalog(method: string, path: string, user?: EmulatorUser, body?: object) {
  const res = await fetch(`${catalogUrl}${path}`, {
    method,
    headers: { ...(user ? bearer(user) : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as any };
}

const SLUG = 'ho-ba-be';
const publicPhotos = async () => (await catalog('GET', `/api/locations/slug/${SLUG}`)).body.photos as Record<string, unknown>[];
const attachedAt = async (uploadId: string) => {
  const db = createDb<any>(database.url, { max: 1 });
  try {
    return (await db.selectFrom('media.uploads').select('attached_at as at').where('id', '=', uploadId).executeTakeFirst())?.at;
  } finally {
    await db.destroy();
  }
};

describe('a place photo through media and the catalog', () => {
  it('upload → pending → approved → shown with credit and srcset; the file has no camera metadata', async () => {
    const place = (await catalog('GET', `/api/locations/slug/${SLUG}`)).body;
    // Ba Bể has no sourced photo: the page shows the placeholder until a visitor's is approved.
    expect(place.photos).toEqual([]);

    const uploaded = await upload(visitor);
    expect(Object.keys(uploaded.variants)).toEqual(['320', '480']);
    const sent = await catalog('POST', `/api/locations/${place.id}/photos`, visitor, { uploadId: uploaded.id, licence: 'CC-BY-4.0', ownWork: true });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'pending', author: 'Nguyễn Thu Trang', width: 480, height: 360, url: uploaded.url });
    expect(await attachedAt(uploaded.id)).toBeInstanceOf(Date);

    expect(await publicPhotos()).toEqual([]);
    expect((await catalog('GET', `/api/locations/${place.id}/photos/mine`, visitor)).body).toEqual([sent.body]);

    const approved = await catalog('POST', `/api/locations/moderation/photos/${sent.body.id}/decision`, editor, { decision: 'approve' });
    expect(approved.body).toMatchObject({ status: 'approved', isCover: true });
    expect(await publicPhotos()).toEqual([
      {
        url: uploaded.url,
        author: 'Nguyễn Thu Trang',
        licence: 'CC BY 4.0',
        sourceUrl: uploaded.variants['480'],
        srcset: `${uploaded.variants['320']} 320w, ${uploaded.variants['480']} 480w`,
        width: 480,
        height: 360,
      },
    ]);

    const file = await fetch(`${mediaUrl}${uploaded.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.includes('owner-secret')).toBe(false);
    expect(bytes.includes('TnTestCam')).toBe(false);
  });

  it('a rejected photo is never public', async () => {
    const place = (await catalog('GET', `/api/locations/slug/${SLUG}`)).body;
    const before = await publicPhotos();
    const uploaded = await upload(visitor);
    const sent = await catalog('POST', `/api/locations/${place.id}/photos`, visitor, { uploadId: uploaded.id, licence: 'CC0-1.0', ownWork: true });
    const rejected = await catalog('POST', `/api/locations/moderation/photos/${sent.body.id}/decision`, editor, { decision: 'reject', reason: 'Không rõ nét' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Không rõ nét' });
    expect(await publicPhotos()).toEqual(before);
    const log = (await catalog('GET', '/api/locations/moderation/log', editor)).body;
    expect(log[0]).toMatchObject({ editorUid: editor.uid, subject: 'photo', subjectId: sent.body.id, decision: 'reject', reason: 'Không rõ nét' });
  });

  it("a review's upload cannot become a place photo: 409, nothing written, and the review keeps its image", async () => {
    const place = (await catalog('GET', `/api/locations/slug/${SLUG}`)).body;
    const uploaded = await upload(visitor);
    // Culinary attaches it to a review as it does (its own keeper name, the visitor's token).
    const kept = await fetch(`${mediaUrl}/api/media/${uploaded.id}/attach`, {
      method: 'POST',
      headers: { ...bearer(visitor), 'content-type': 'application/json' },
      body: JSON.stringify({ keeper: 'culinary' }),
    });
    expect(kept.status).toBe(200);
    const keptSince = await attachedAt(uploaded.id);
    // The same camera file as the other tests shares its address: count the visitor's photos.
    const mine = async () => (await catalog('GET', `/api/locations/${place.id}/photos/mine`, visitor)).body.length as number;
    const before = await mine();

    const sent = await catalog('POST', `/api/locations/${place.id}/photos`, visitor, { uploadId: uploaded.id, licence: 'CC0-1.0', ownWork: true });
    expect(sent).toMatchObject({ status: 409, body: { message: 'uploadId: this upload is already used elsewhere; upload the photo again' } });
    expect(await mine()).toBe(before);
    // Still the review's: attached as before, so the sweeper leaves it.
    expect(await attachedAt(uploaded.id)).toEqual(keptSince);
  });

  it('withdrawn: gone from the place, and media lets go of the upload', async () => {
    const place = (await catalog('GET', `/api/locations/slug/${SLUG}`)).body;
    const uploaded = await upload(visitor);
    const sent = await catalog('POST', `/api/locations/${place.id}/photos`, visitor, { uploadId: uploaded.id, licence: 'CC0-1.0', ownWork: true });
    const before = (await publicPhotos()).length;
    await catalog('POST', `/api/locations/moderation/photos/${sent.body.id}/decision`, editor, { decision: 'approve' });
    // The same camera file as the first test: media stores it once, so the address is shared; count.
    expect(await publicPhotos()).toHaveLength(before + 1);

    expect((await catalog('DELETE', `/api/locations/${place.id}/photos/${sent.body.id}`, editor)).status).toBe(403);
    expect((await catalog('DELETE', `/api/locations/${place.id}/photos/${sent.body.id}`, visitor)).status).toBe(204);
    expect(await publicPhotos()).toHaveLength(before);
    expect((await catalog('GET', `/api/locations/${place.id}/photos/mine`, visitor)).body.map((p: { id: number }) => p.id)).not.toContain(sent.body.id);
    expect(await attachedAt(uploaded.id)).toBeNull();
  });
});
