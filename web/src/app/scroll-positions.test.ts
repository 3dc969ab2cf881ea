import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPositionOfFreshLoad, SCROLL_POSITIONS_KEY, scrollKey } from './scroll-positions.ts';

const stored = () => JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY)!) as Record<string, number>;
const rankings = { pathname: '/rankings', search: '' };

describe('scrollKey', () => {
  it("keys the entry a document was loaded into by its address too, any other entry by React Router's key", () => {
    expect(scrollKey({ key: 'default', pathname: '/', search: '' })).toBe('default:/');
    expect(scrollKey({ key: 'default', ...rankings })).toBe('default:/rankings');
    expect(scrollKey({ key: 'default', pathname: '/culinary', search: '?sort=newest' })).toBe('default:/culinary?sort=newest');
    expect(scrollKey({ key: 'abc123', ...rankings })).toBe('abc123');
  });
});

describe('forgetPositionOfFreshLoad', () => {
  beforeEach(() => sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ 'default:/': 2500, 'default:/rankings': 300, abc123: 640 })));

  it("forgets the loaded address's position when the page was loaded afresh, and only that one", () => {
    forgetPositionOfFreshLoad(sessionStorage, 'navigate', rankings);
    expect(stored()).toEqual({ 'default:/': 2500, abc123: 640 });
  });

  it.each(['reload', 'back_forward'])('keeps every position on a %s', (type) => {
    forgetPositionOfFreshLoad(sessionStorage, type, rankings);
    expect(stored()).toEqual({ 'default:/': 2500, 'default:/rankings': 300, abc123: 640 });
  });

  it('leaves storage alone when nothing, or something unreadable, is stored', () => {
    sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
    forgetPositionOfFreshLoad(sessionStorage, 'navigate', rankings);
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    expect(() => forgetPositionOfFreshLoad(sessionStorage, 'navigate', rankings)).not.toThrow();
  });
});
