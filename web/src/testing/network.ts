import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/** Sets navigator.onLine and fires the matching window event, as a browser does. */
function setOnline(online: boolean): void {
  if (online) delete (navigator as { onLine?: boolean }).onLine;
  else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/**
 * The connection drops (navigator.onLine false, the 'offline' event) until goOnline() or the end
 * of the test. TanStack Query is told directly on the way back: after the test its listener may
 * already be gone with the unmounted app, and the next test must start online.
 */
export function goOffline(): void {
  setOnline(false);
  onTestFinished(() => {
    if (navigator.onLine) return;
    setOnline(true);
    onlineManager.setOnline(true);
  });
}

/** The connection is back: navigator.onLine true, the 'online' event. */
export function goOnline(): void {
  setOnline(true);
}
