import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

const place = {
  name: 'Nui Coc Lake',
  nameVi: 'Hồ Núi Cốc' as string | null,
  address: 'Dai Tu District',
  addressVi: null as string | null,
  tips: null as string | null,
  tipsVi: 'Mang áo mưa' as string | null,
};

describe('localized()', () => {
  it('uses the Vietnamese field in vi when present', () => {
    expect(localized(place, 'name', 'vi')).toBe('Hồ Núi Cốc');
  });

  it('falls back to the English field when the Vietnamese one is null or blank', () => {
    expect(localized(place, 'address', 'vi')).toBe('Dai Tu District');
    expect(localized({ ...place, nameVi: '   ' }, 'name', 'vi')).toBe('Nui Coc Lake');
  });

  it('uses the English field in en, even when a Vietnamese one exists', () => {
    expect(localized(place, 'name', 'en')).toBe('Nui Coc Lake');
    expect(localized(place, 'tips', 'en')).toBeNull();
  });
});
