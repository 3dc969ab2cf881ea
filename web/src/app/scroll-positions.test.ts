import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPositionOfFreshLoad, SCROLL_POSITIONS_KEY } from './scroll-positions.ts';

const stored = () => JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY)!) as Record<string, number>;

describe('forgetPositionOfFreshLoad', () => {
  beforeEach(() => sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ default: 3000, abc123: 640 })));

  it("forgets the first entry's position when the page was loaded afresh, and only that one", () => {
    forgetPositionOfFreshLoad(sessionStorage, 'navigate');
    expect(stored()).toEqual({ abc123: 640 });
  });

  it.each(['reload', 'back_forward'])('keeps every position on a %s', (type) => {
    forgetPositionOfFreshLoad(sessionStorage, type);
    expect(stored()).toEqual({ default: 3000, abc123: 640 });
  });

  it('leaves storage alone when nothing, or something unreadable, is stored', () => {
    sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
    forgetPositionOfFreshLoad(sessionStorage, 'navigate');
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    expect(() => forgetPositionOfFreshLoad(sessionStorage, 'navigate')).not.toThrow();
  });
});
