import { describe, expect, it } from 'vitest';
import { makeLocation } from '../../../testing/location-fixture.ts';
import { filterByCategory, toMapPoint } from './discover.ts';
import { directionsUrl } from './directions.ts';

const places = [
  makeLocation({ id: 1, name: 'A', eloScore: 1000, rank: 3, category: 'ecotourism' }),
  makeLocation({ id: 2, name: 'B', eloScore: 1032, rank: 1, category: 'spiritual' }),
  makeLocation({ id: 3, name: 'C', eloScore: 1016, rank: 2, category: 'ecotourism' }),
  makeLocation({ id: 4, name: 'D', eloScore: 1000, rank: 4, category: 'craft_village' }),
];

describe('discover helpers', () => {
  it('filters by one category, or none', () => {
    expect(filterByCategory(places, 'ecotourism').map((p) => p.id)).toEqual([1, 3]);
    expect(filterByCategory(places, null)).toHaveLength(4);
    expect(filterByCategory(places, 'none')).toEqual([]);
  });

  it('makes map points with localized titles and detail links', () => {
    const point = toMapPoint(makeLocation({ slug: 'hồ núi/cốc' }), 'vi');
    expect(point).toMatchObject({ id: 1, title: 'Hồ Núi Cốc', href: '/location/h%E1%BB%93%20n%C3%BAi%2Fc%E1%BB%91c' });
    expect(toMapPoint(makeLocation(), 'en').title).toBe('Nui Coc Lake');
  });
});

describe('directionsUrl', () => {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  it('searches for "name, address", encoded', () => {
    expect(directionsUrl('Hồ Núi Cốc', 'Đại Từ, Thái Nguyên')).toBe(
      `${base}${encodeURIComponent('Hồ Núi Cốc, Đại Từ, Thái Nguyên')}`,
    );
    expect(directionsUrl('A&B', '#1 "x"')).toBe(`${base}A%26B%2C%20%231%20%22x%22`);
  });

  it('falls back to the province name', () => {
    expect(directionsUrl('', '  ')).toBe(`${base}${encodeURIComponent('Thái Nguyên')}`);
    expect(directionsUrl(null, undefined)).toBe(`${base}Th%C3%A1i%20Nguy%C3%AAn`);
    expect(directionsUrl('Chùa Hang', null)).toBe(`${base}Ch%C3%B9a%20Hang`);
  });
});
