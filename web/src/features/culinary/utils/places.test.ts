import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { formatDistance } from './places.ts';
import { formatRating } from './rating.ts';

describe('distances and ratings in the reader’s notation', () => {
  it('writes a distance as Intl writes kilometres with one decimal', () => {
    for (const language of ['vi', 'en'] as const) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[language], { style: 'unit', unit: 'kilometer', minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const km of [0, 0.05, 0.1, 1.2, 1.25, 9.95, 12, 1234.5]) expect(formatDistance(km, language)).toBe(intl.format(km));
    }
    expect(formatDistance(1.2, 'vi')).toBe('1,2 km');
  });

  it('writes an average rating with one decimal', () => {
    expect(formatRating(4.25, 'vi')).toBe('4,3');
    expect(formatRating(5, 'en')).toBe('5.0');
  });
});
