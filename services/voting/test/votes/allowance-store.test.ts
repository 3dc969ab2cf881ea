import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createRedis } from '@tn/kit/redis';
import { startThrowawayRedis, testRedisUrl, uniqueRedisPrefix } from '@tn/kit/testing';
import { allowanceKey, createAllowanceStore, takenByKeyKey } from '../../src/votes/allowance-store.ts';
import { ready } from '../helper.ts';

let redis: Redis;
const prefix = `${uniqueRedisPrefix('voting-allowance')}:`;
const week = { weekStart: '2026-11-23', resetsAt: new Date(Date.now() + 3 * 86_400_000) };
let n = 0;
const newUser = () => `user-${++n}`;
/** One request with this Idempotency-Key (each attempt has an id of its own). */
const attempt = (idempotencyKey: string) => ({ idempotencyKey, attemptId: `attempt-${++n}` });

beforeAll(async () => {
  redis = createRedis(testRedisUrl());
  await ready(redis);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const store = () => createAllowanceStore(redis, { limit: 3, keyPrefix: prefix });

describe('allowance store', () => {
  it('reports an unknown counter instead of creating one', async () => {
    const uid = newUser();
    expect(await store().take(uid, week)).toEqual({ status: 'unknown' });
    expect(await redis.exists(allowanceKey(uid, week.weekStart, prefix))).toBe(0);
  });

  it('takes up to the limit, then reports it used up, with the key expiring when the week ends', async () => {
    const uid = newUser();
    const s = store();
    expect(await s.rebuild(uid, week, 0)).toBe(true);
    expect(await s.take(uid, week)).toEqual({ status: 'taken', used: 1 });
    expect(await s.take(uid, week)).toEqual({ status: 'taken', used: 2 });
    expect(await s.take(uid, week)).toEqual({ status: 'taken', used: 3 });
    expect(await s.take(uid, week)).toEqual({ status: 'exhausted' });
    expect(await s.used(uid, week)).toBe(3);
    const expireAt = await redis.expiretime(allowanceKey(uid, week.weekStart, prefix));
    expect(expireAt).toBe(Math.ceil(week.resetsAt.getTime() / 1000));
  });

  it('with an Idempotency-Key: takes and marks the key until the week ends; the same key again takes nothing ("retry"), a new one is stopped when used up', async () => {
    const uid = newUser();
    const s = store();
    expect(await s.rebuild(uid, week, 2)).toBe(true);
    expect(await s.take(uid, week, attempt('click-1'))).toEqual({ status: 'taken', used: 3 });
    expect(await s.take(uid, week, attempt('click-1'))).toEqual({ status: 'retry' });
    expect(await s.take(uid, week, attempt('click-2'))).toEqual({ status: 'exhausted' });
    expect(await s.used(uid, week)).toBe(3);
    const marker = takenByKeyKey(uid, week.weekStart, 'click-1', prefix);
    expect(await redis.expiretime(marker)).toBe(Math.ceil(week.resetsAt.getTime() / 1000));
    // A refused key is not marked: its retry is refused in Redis too.
    expect(await redis.exists(takenByKeyKey(uid, week.weekStart, 'click-2', prefix))).toBe(0);
  });

  it('giving back a keyed vote clears the key\'s mark with it: the next request with the key takes one like a new one', async () => {
    const uid = newUser();
    const s = store();
    await s.rebuild(uid, week, 1);
    const first = attempt('click-1');
    expect(await s.take(uid, week, first)).toEqual({ status: 'taken', used: 2 });
    await s.giveBack(uid, week, 1, first);
    expect(await s.used(uid, week)).toBe(1);
    expect(await redis.exists(takenByKeyKey(uid, week.weekStart, 'click-1', prefix))).toBe(0);
    expect(await s.take(uid, week, attempt('click-1'))).toEqual({ status: 'taken', used: 2 });
  });

  it('a keyed vote given back is stopped at the gate next time when the week is used up meanwhile', async () => {
    const uid = newUser();
    const s = store();
    await s.rebuild(uid, week, 2);
    const first = attempt('click-1');
    expect(await s.take(uid, week, first)).toEqual({ status: 'taken', used: 3 });
    await s.giveBack(uid, week, 2, first);
    expect(await s.take(uid, week)).toEqual({ status: 'taken', used: 3 });
    expect(await s.take(uid, week, attempt('click-1'))).toEqual({ status: 'exhausted' });
  });

  it('a retry takes over the vote its key holds: only the latest attempt gives it back, once', async () => {
    const uid = newUser();
    const s = store();
    await s.rebuild(uid, week, 0);
    const [first, retry] = [attempt('slow-click'), attempt('slow-click')];
    expect(await s.take(uid, week, first)).toEqual({ status: 'taken', used: 1 });
    expect(await s.take(uid, week, retry)).toEqual({ status: 'retry' });
    // The first attempt fails while its retry is still on its way to record the vote: nothing goes back.
    await s.giveBack(uid, week, 0, first);
    expect(await s.used(uid, week)).toBe(1);
    expect(await redis.get(takenByKeyKey(uid, week.weekStart, 'slow-click', prefix))).toBe(retry.attemptId);
    // The retry fails too: now the vote goes back, once.
    await s.giveBack(uid, week, 0, retry);
    await s.giveBack(uid, week, 0, retry);
    expect(await s.used(uid, week)).toBe(0);
    expect(await redis.exists(takenByKeyKey(uid, week.weekStart, 'slow-click', prefix))).toBe(0);
  });

  it('lets only the first rebuild win', async () => {
    const uid = newUser();
    const s = store();
    expect(await s.rebuild(uid, week, 1)).toBe(true);
    expect(await s.rebuild(uid, week, 0)).toBe(false);
    expect(await s.used(uid, week)).toBe(1);
  });

  it('gives back never below the floor, and never onto a missing counter', async () => {
    const uid = newUser();
    const s = store();
    await s.giveBack(uid, week, 0);
    expect(await s.used(uid, week)).toBeUndefined();

    await s.rebuild(uid, week, 2);
    await s.giveBack(uid, week, 2);
    expect(await s.used(uid, week)).toBe(2);
    await s.giveBack(uid, week, 1);
    expect(await s.used(uid, week)).toBe(1);
    await s.giveBack(uid, week, 0);
    await s.giveBack(uid, week, 0);
    expect(await s.used(uid, week)).toBe(0);
  });

  it('raises a counter to the limit, never lowers one', async () => {
    const uid = newUser();
    const s = store();
    await s.raiseTo(uid, week, 3);
    expect(await s.used(uid, week)).toBe(3);
    await s.raiseTo(uid, week, 1);
    expect(await s.used(uid, week)).toBe(3);
  });

  it('loads its scripts again after the server forgot them (SCRIPT FLUSH, restart)', async () => {
    // A throwaway server: flushing the shared one's scripts would disturb everyone else.
    const { client: own, stop } = await startThrowawayRedis();
    try {
      const s = createAllowanceStore(own, { limit: 3 });
      await s.rebuild('u', week, 1);
      expect(await s.take('u', week)).toEqual({ status: 'taken', used: 2 });
      await own.script('FLUSH');
      expect(await s.take('u', week)).toEqual({ status: 'taken', used: 3 });
      expect(await s.take('u', week)).toEqual({ status: 'exhausted' });
      // Redis lost everything: the counter is unknown again, never a fresh 0.
      await own.flushall();
      expect(await s.take('u', week)).toEqual({ status: 'unknown' });
    } finally {
      await stop();
    }
  });
});

