import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n.ts';
import { categoryLabel, isKnownCategory } from './location-category.ts';

describe('category labels', () => {
  it('maps the three known categories to their display names in English', async () => {
    initI18n();
    const t = i18n.getFixedT('en');
    expect(categoryLabel('spiritual', t)).toBe('Spiritual Tourism');
    expect(categoryLabel('cultural_historical', t)).toBe('Cultural & Historical');
    expect(categoryLabel('ecotourism', t)).toBe('Ecotourism');
  });

  it('maps them to Vietnamese names in vi', () => {
    const t = i18n.getFixedT('vi');
    expect(categoryLabel('spiritual', t)).toBe('Du lịch tâm linh');
    expect(categoryLabel('cultural_historical', t)).toBe('Văn hóa – Lịch sử');
    expect(categoryLabel('ecotourism', t)).toBe('Du lịch sinh thái');
  });

  it('shows unknown categories raw', () => {
    const t = i18n.getFixedT('en');
    expect(isKnownCategory('craft_village')).toBe(false);
    expect(categoryLabel('craft_village', t)).toBe('craft_village');
    expect(categoryLabel('toString', t)).toBe('toString');
  });
});
