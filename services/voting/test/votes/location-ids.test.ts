import { describe, expect, it } from 'vitest';
import { createLocationIdCache } from '../../src/votes/location-ids.ts';

function setup(initial: number[]) {
  let now = 0;
  let current = initial;
  let loads = 0;
  const cache = createLocationIdCache(
    async () => {
      loads++;
      return current;
    },
    { ttlMs: 60_000, minReloadMs: 1_000, now: () => now },
  );
  return {
    cache,
    loads: () => loads,
    advance: (ms: number) => (now += ms),
    replace: (ids: number[]) => (current = ids),
  };
}

describe('location id cache', () => {
  it('loads once and answers known ids from memory', async () => {
    const t = setup([1, 2, 3]);
    t.advance(5_000);
    expect(await t.cache.missing([1, 2])).toEqual([]);
    expect(await t.cache.missing([3, 1])).toEqual([]);
    expect(t.loads()).toBe(1);
  });

  it('reloads on a miss, so a location added a moment ago is found', async () => {
    const t = setup([1, 2]);
    t.advance(5_000);
    await t.cache.missing([1]);
    t.replace([1, 2, 3]);
    t.advance(2_000);
    expect(await t.cache.missing([3])).toEqual([]);
    expect(t.loads()).toBe(2);
  });

  it('does not reload more than once a second for unknown ids', async () => {
    const t = setup([1, 2]);
    t.advance(5_000);
    await t.cache.missing([1]);
    t.advance(2_000);
    expect(await t.cache.missing([99])).toEqual([99]);
    expect(await t.cache.missing([98, 1])).toEqual([98]);
    expect(t.loads()).toBe(2);
    t.advance(1_000);
    expect(await t.cache.missing([97])).toEqual([97]);
    expect(t.loads()).toBe(3);
  });

  it('reloads after the time to live, so a removed location is forgotten', async () => {
    const t = setup([1, 2]);
    t.advance(5_000);
    await t.cache.missing([2]);
    t.replace([1]);
    t.advance(61_000);
    expect(await t.cache.missing([2])).toEqual([2]);
  });

  it('shares one load between concurrent callers', async () => {
    const t = setup([1, 2]);
    await Promise.all(Array.from({ length: 20 }, () => t.cache.missing([1])));
    expect(t.loads()).toBe(1);
  });
});
