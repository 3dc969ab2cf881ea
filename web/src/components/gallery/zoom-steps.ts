/** The lightbox zooms from 0.5 to 3 in steps of 0.5. */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
const ZOOM_STEP = 0.5;

const EPSILON = 1e-6;

/**
 * The next zoom stop in a direction, snapped to the 0.5 grid (a pinch or a wheel can leave the
 * zoom between stops), kept within [ZOOM_MIN, min(ZOOM_MAX, ceiling)]; `ceiling` is what the
 * image allows (a small picture cannot be magnified as far).
 */
export function nextZoomStep(zoom: number, direction: 'in' | 'out', ceiling = ZOOM_MAX): number {
  const max = Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, ceiling));
  const stops = zoom / ZOOM_STEP;
  const target =
    direction === 'in'
      ? (Math.floor(stops + EPSILON) + 1) * ZOOM_STEP
      : (Math.ceil(stops - EPSILON) - 1) * ZOOM_STEP;
  return Math.min(max, Math.max(ZOOM_MIN, target));
}

export function canZoom(zoom: number, direction: 'in' | 'out', ceiling = ZOOM_MAX): boolean {
  return nextZoomStep(zoom, direction, ceiling) !== clampZoom(zoom, ceiling);
}

export function clampZoom(zoom: number, ceiling = ZOOM_MAX): number {
  return Math.min(Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, ceiling)), Math.max(ZOOM_MIN, zoom));
}
