import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser, type EmulatorUser } from '@tn/kit/testing-auth';
import { scheduleSweeps, type Sweeper } from '../src/uploads/sweeper.ts';
import { bearer, buildTestApp, type TestMedia } from './helper.ts';
import { fileForm, jpegWithGps, png } from './images.ts';

let sut: TestMedia;
let alice: EmulatorUser;
let binh: EmulatorUser;
beforeAll(async () => {
  sut = await buildTestApp();
  [alice, binh] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
});
afterAll(() => sut.close());

const HOUR = 3_600_000;

async function upload(user: EmulatorUser, image: Buffer) {
  const form = fileForm(image);
  const res = await sut.app.inject({ method: 'POST', url: '/api/media', payload: form.payload, headers: { ...form.headers, ...bearer(user.idToken) } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; url: string; variants: Record<string, string> }>();
}

const fileOf = (url: string) => {
  const name = url.slice('/media/'.length);
  return join(sut.mediaDir, name.slice(0, 2), name);
};
const rowExists = async (id: string) =>
  (await sut.db.selectFrom('media.uploads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('sweeping unattached uploads', () => {
  it('deletes uploads not attached within 24 hours, and their files unless another upload shares them', async () => {
    const shared = await jpegWithGps(700, 500);
    const lonely = await upload(alice, await png(900, 600)); // 320, 800 and 900 px
    const aliceCopy = await upload(alice, shared);
    const binhCopy = await upload(binh, shared); // the same photo: the same files
    const kept = await upload(binh, await png(310, 200));
    expect(aliceCopy.url).toBe(binhCopy.url);
    for (const id of [binhCopy.id, kept.id]) {
      expect((await sut.app.inject({ method: 'POST', url: `/api/media/${id}/attach`, headers: bearer(binh.idToken), payload: { keeper: 'culinary' } })).statusCode).toBe(200);
    }

    // Within the 24 hours nothing goes.
    expect(await sut.sweeper.sweep(new Date(Date.now() + 23 * HOUR))).toMatchObject({ uploadsDeleted: 0, filesRemoved: 0 });
    for (const u of [lonely, aliceCopy, binhCopy, kept]) expect(await rowExists(u.id)).toBe(true);

    const result = await sut.sweeper.sweep(new Date(Date.now() + 25 * HOUR));
    expect(result).toMatchObject({ uploadsDeleted: 2, filesRemoved: 3 });
    expect(await rowExists(lonely.id)).toBe(false);
    expect(await rowExists(aliceCopy.id)).toBe(false);
    expect(await rowExists(binhCopy.id)).toBe(true);
    expect(await rowExists(kept.id)).toBe(true);

    // The lonely upload's files are gone and no longer served; the shared ones stay.
    for (const url of Object.values(lonely.variants)) {
      expect(existsSync(fileOf(url))).toBe(false);
      expect((await sut.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    for (const url of Object.values(binhCopy.variants)) {
      expect(existsSync(fileOf(url))).toBe(true);
      expect((await sut.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    // A deleted upload cannot be attached any more.
    const late = await sut.app.inject({ method: 'POST', url: `/api/media/${lonely.id}/attach`, headers: bearer(alice.idToken), payload: { keeper: 'culinary' } });
    expect(late.statusCode).toBe(404);

    // A second sweep finds nothing left to do.
    expect(await sut.sweeper.sweep(new Date(Date.now() + 25 * HOUR))).toMatchObject({ uploadsDeleted: 0, filesRemoved: 0 });
  });

  it('removes shared files once the last upload using them goes', async () => {
    const image = await png(333, 222);
    const first = await upload(alice, image);
    const second = await upload(binh, image);
    expect(Object.keys(first.variants)).toEqual(['320', '333']);
    const result = await sut.sweeper.sweep(new Date(Date.now() + 25 * HOUR));
    expect(result).toMatchObject({ uploadsDeleted: 2, filesRemoved: 2 });
    expect(await rowExists(first.id)).toBe(false);
    expect(await rowExists(second.id)).toBe(false);
    for (const url of Object.values(first.variants)) expect(existsSync(fileOf(url))).toBe(false);
  });

  it('forgets upload attempts older than the hourly window', async () => {
    const count = async () =>
      (await sut.db.selectFrom('media.upload_attempts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    await upload(alice, await png(50, 50));
    expect(await count()).toBeGreaterThan(0);
    await sut.sweeper.sweep(new Date(Date.now() + 30 * 60_000));
    expect(await count()).toBeGreaterThan(0);
    const result = await sut.sweeper.sweep(new Date(Date.now() + 2 * HOUR));
    expect(result.attemptsPruned).toBeGreaterThan(0);
    expect(await count()).toBe(0);
  });
});

describe('scheduleSweeps', () => {
  it('sweeps at once and then every interval, never two at a time, and stop waits for the running one', async () => {
    const started: Date[] = [];
    let finish: () => void = () => {};
    const slow: Sweeper = {
      sweep: (now) => {
        started.push(now);
        return new Promise((resolve) => {
          finish = () => resolve({ uploadsDeleted: 0, filesRemoved: 0, attemptsPruned: 0 });
        });
      },
    };
    const logged: unknown[] = [];
    const log = { info: () => {}, error: (...args: unknown[]) => logged.push(args) } as never;
    const stop = scheduleSweeps(slow, { everyMs: 20, log });
    expect(started).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 80));
    // Still the first one: it has not finished, so no tick started another.
    expect(started).toHaveLength(1);
    finish();
    await new Promise((r) => setTimeout(r, 60));
    expect(started.length).toBeGreaterThanOrEqual(2);
    const stopped = stop();
    finish();
    await stopped;
    const count = started.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(started).toHaveLength(count);
    expect(logged).toEqual([]);
  });
});
