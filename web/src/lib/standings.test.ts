import { describe, expect, it } from 'vitest';
import { makeLocation } from '../testing/location-fixture.ts';
import { inStandingsOrder } from './standings.ts';

const places = [
  makeLocation({ id: 1, name: 'Zoo', nameVi: 'Vườn thú', rank: null }),
  makeLocation({ id: 2, name: 'Bridge', nameVi: 'Cầu', rank: 2 }),
  makeLocation({ id: 3, name: 'Dam', nameVi: 'Đập', rank: null }),
  makeLocation({ id: 4, name: 'Abbey', nameVi: 'Tu viện', rank: 1 }),
  makeLocation({ id: 5, name: 'Cave', nameVi: 'Hang', rank: null }),
];

describe('standings order', () => {
  it('lists ranked places by rank, then unranked ones by name in the active language', () => {
    expect(inStandingsOrder(places, 'en').map((p) => p.name)).toEqual(['Abbey', 'Bridge', 'Cave', 'Dam', 'Zoo']);
    // Vietnamese names and collation: Đ sorts after D and before H.
    expect(inStandingsOrder(places, 'vi').map((p) => p.nameVi)).toEqual(['Tu viện', 'Cầu', 'Đập', 'Hang', 'Vườn thú']);
  });

  it('does not sort in place', () => {
    inStandingsOrder(places, 'en');
    expect(places.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
