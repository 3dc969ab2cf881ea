import { describe, expect, it } from 'vitest';
import { allAreas, areaNamed, areasNamedIn } from './areas.ts';

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

  it('reads a region from the address as an area of the screen’s language, or none when it names no area', () => {
    expect(areaNamed('Định Hóa', 'vi')).toBe('Định Hóa');
    expect(areaNamed(' ba bể ', 'en')).toBe('Ba Bể');
    // Shared from the other language: the same area.
    expect(areaNamed('Thái Nguyên city', 'vi')).toBe('TP Thái Nguyên');
    expect(areaNamed('TP Thái Nguyên', 'en')).toBe('Thái Nguyên city');
    // Unknown, or a region as written rather than an area: no filter.
    expect(areaNamed('Nowhere', 'vi')).toBe('');
    expect(areaNamed('Khang Ninh, Ba Bể', 'vi')).toBe('');
    expect(areaNamed('', 'en')).toBe('');
  });
});
