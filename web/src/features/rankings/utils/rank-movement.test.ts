import { describe, expect, it } from 'vitest';
import { rankMovement } from './rank-movement.ts';

describe('rankMovement', () => {
  it('compares the rank with last month’s: a smaller number is a better place', () => {
    expect(rankMovement(2, 5)).toEqual({ kind: 'up', places: 3 });
    expect(rankMovement(4, 3)).toEqual({ kind: 'down', places: 1 });
    expect(rankMovement(1, 1)).toEqual({ kind: 'same' });
  });

  it('is new for a place unranked last month, and nothing for one unranked now', () => {
    expect(rankMovement(7, null)).toEqual({ kind: 'new' });
    expect(rankMovement(null, 3)).toBeNull();
    expect(rankMovement(null, null)).toBeNull();
    expect(rankMovement(3, undefined)).toBeNull();
  });
});
