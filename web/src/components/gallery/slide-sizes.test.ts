import { describe, expect, it } from 'vitest';
import { slideSizes } from './slide-sizes.ts';

describe('slideSizes', () => {
  it('reads every stored size of a srcset, with the height from the proportions', () => {
    expect(slideSizes({ srcset: '/media/a-320.webp 320w, /media/a-800.webp 800w,/media/a-1600.webp 1600w', width: 1600, height: 1200 })).toEqual([
      { src: '/media/a-320.webp', width: 320, height: 240 },
      { src: '/media/a-800.webp', width: 800, height: 600 },
      { src: '/media/a-1600.webp', width: 1600, height: 1200 },
    ]);
  });

  it('gives none without a srcset or a size, and skips entries that are not widths', () => {
    expect(slideSizes({})).toEqual([]);
    expect(slideSizes({ srcset: '/media/a-320.webp 320w' })).toEqual([]);
    expect(slideSizes({ srcset: '/a.webp 2x, /b.webp 640w', width: 640, height: 480 })).toEqual([{ src: '/b.webp', width: 640, height: 480 }]);
  });
});
