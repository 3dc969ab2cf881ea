import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow (at most 5 page buttons)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows pages 1-5 while the current page is 3 or lower', () => {
    for (const current of [1, 2, 3]) expect(pageWindow(current, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the last 5 within the last 2 pages', () => {
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(6, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(5, 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('centres the current page otherwise', () => {
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(8, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(4, 7)).toEqual([2, 3, 4, 5, 6]);
  });

  it('has no page buttons without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
