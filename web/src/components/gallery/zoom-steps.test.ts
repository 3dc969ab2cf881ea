import { describe, expect, it } from 'vitest';
import { canZoom, clampZoom, nextZoomStep } from './zoom-steps.ts';

describe('lightbox zoom steps (0.5 to 3, step 0.5)', () => {
  it('walks the stops up and down from 1', () => {
    const up: number[] = [];
    for (let z = 1; z < 3; z = nextZoomStep(z, 'in')) up.push(nextZoomStep(z, 'in'));
    expect(up).toEqual([1.5, 2, 2.5, 3]);
    expect(nextZoomStep(1, 'out')).toBe(0.5);
  });

  it('stops at the ends', () => {
    expect(nextZoomStep(3, 'in')).toBe(3);
    expect(nextZoomStep(0.5, 'out')).toBe(0.5);
    expect(canZoom(3, 'in')).toBe(false);
    expect(canZoom(0.5, 'out')).toBe(false);
    expect(canZoom(1, 'in')).toBe(true);
    expect(canZoom(1, 'out')).toBe(true);
  });

  it('snaps an in-between zoom (after a pinch) to the grid', () => {
    expect(nextZoomStep(1.3, 'in')).toBe(1.5);
    expect(nextZoomStep(1.3, 'out')).toBe(1);
    expect(nextZoomStep(2.0000001, 'in')).toBe(2.5);
  });

  it('never passes what the image allows', () => {
    expect(nextZoomStep(1.5, 'in', 1.8)).toBe(1.8);
    expect(canZoom(1.8, 'in', 1.8)).toBe(false);
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(0.1)).toBe(0.5);
  });
});
