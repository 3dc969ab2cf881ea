import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, type Language } from './i18n.ts';
import { formatNumber, formatPercent } from './number-format.ts';

const LANGUAGES: Language[] = ['vi', 'en'];

/** Every value's form beside Intl's, so a difference names its value. */
function expectSameAsIntl(values: number[], ours: (value: number, language: Language) => string, options: Intl.NumberFormatOptions, scale = 1) {
  for (const language of LANGUAGES) {
    const intl = new Intl.NumberFormat(INTL_LOCALE[language], options);
    expect(values.map((value) => [value, ours(value, language)])).toEqual(values.map((value) => [value, intl.format(value / scale)]));
  }
}

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('formatNumber', () => {
  it('writes whole numbers as Intl does: scores, counts, ranks, negatives, millions', () => {
    const values = [...range(-1100, 2100), 9_999, 10_000, 12_345, 99_999, 100_000, 123_456, 1_000_000, 1_234_567, 2_147_483_647, -1_234_567];
    expectSameAsIntl(values, (v, l) => formatNumber(v, l), {});
    expect(formatNumber(1532, 'vi')).toBe('1.532');
    expect(formatNumber(1532, 'en')).toBe('1,532');
  });

  it('writes an average rating with one decimal as Intl does, ties rounded away from zero', () => {
    // Every average of up to 60 ratings of 1-5 stars.
    const averages = range(1, 60).flatMap((count) => range(count, 5 * count).map((sum) => sum / count));
    expectSameAsIntl(averages, (v, l) => formatNumber(v, l, { min: 1, max: 1 }), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(formatNumber(4.25, 'vi', { min: 1, max: 1 })).toBe('4,3');
    expect(formatNumber(4.35, 'en', { min: 1, max: 1 })).toBe('4.4');
    expect(formatNumber(1.005, 'en', { max: 2 })).toBe('1.01');
    expect(formatNumber(5, 'vi', { min: 1, max: 1 })).toBe('5,0');
  });

  it('drops trailing zeros beyond the minimum, as Intl does (coordinates with up to six decimals)', () => {
    const coordinates = [21.5928, 105.8442, 21.7, 105, -0.5, 21.123456789, 105.0000004, 0.0000001, 22.0000015];
    expectSameAsIntl(coordinates, (v, l) => formatNumber(v, l, { max: 6 }), { maximumFractionDigits: 6 });
  });
});

describe('formatPercent', () => {
  it('writes a win rate as the API rounds it (percent, one decimal) as Intl writes the fraction', () => {
    // wins / matches for every record of up to 200 matches, rounded as the catalog rounds it.
    const rates = range(1, 200).flatMap((matches) => range(0, matches).map((wins) => Math.round((wins / matches) * 1000) / 10));
    expectSameAsIntl([0, ...rates], (v, l) => formatPercent(v, l), { style: 'percent', maximumFractionDigits: 1 }, 100);
    expect(formatPercent(45.5, 'vi')).toBe('45,5%');
    expect(formatPercent(45.5, 'en')).toBe('45.5%');
  });

  it('writes whole percentages when asked for no decimal', () => {
    expectSameAsIntl(range(0, 100, 0.5), (v, l) => formatPercent(v, l, { max: 0 }), { style: 'percent', maximumFractionDigits: 0 }, 100);
  });
});
