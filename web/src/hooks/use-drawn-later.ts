import { useDeferredValue } from 'react';

/**
 * False on a screen's first drawing, true once React has drawn the screen again in the
 * background (a deferred render, in slices that never block a tap). A screen whose first view
 * needs only part of what it shows draws that part at once and the rest with this.
 */
export function useDrawnLater(): boolean {
  return useDeferredValue(true, false);
}
