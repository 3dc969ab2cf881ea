import { describe, expect, it } from 'vitest';
import { allAreas, areasNamedIn } from './areas.ts';

describe('the region filter’s areas', () => {
  it('are listed in each language’s alphabetical order, so the screen never sorts them', () => {
    for (const language of ['vi', 'en'] as const) {
      const areas = allAreas(language);
      expect(areas).toEqual([...areas].sort(new Intl.Collator(language).compare));
    }
  });

  it('offers an area once, whichever regions name it, in that order', () => {
    expect(areasNamedIn(['Võ Nhai', 'Khang Ninh, Ba Bể', 'xã La Hiên, huyện Võ Nhai', null], 'vi')).toEqual(['Ba Bể', 'Võ Nhai']);
  });
});
