import { describe, expect, it } from 'vitest';
import { appIsReading, takeRouteRead } from './route-reads.ts';

describe('reads started before the app', () => {
  it("once the app has asked for a read, the route preload script (loaded async) knows not to start its own", () => {
    expect(appIsReading()).toBe(false);
    expect(takeRouteRead('/api/locations')).toBeUndefined();
    expect(appIsReading()).toBe(true);
  });
});
