/**
 * Registers the service worker (built by vite-plugin-pwa into production builds) once the first
 * screen has settled rather than at the window's load event.
 *
 * Why: on its first install the worker precaches the whole app (~500 KB compressed). In this app
 * the load event comes as soon as the first scripts are in, while the screen's read, its later
 * chunks and its photos are still on their way, so on a weak connection the precache took a share
 * of the bandwidth the screen's largest photo needed.
 *
 * Settled: the load event has passed, no picture on the screen is still loading, and nothing (a
 * read, a chunk, a picture) has finished loading for a second. After 15 s it registers anyway.
 */

const WORKER_URL = '/sw.js';
const QUIET_MS = 1_000;
const CHECK_EVERY_MS = 250;
const LONGEST_WAIT_MS = 15_000;

export function registerServiceWorkerWhenSettled(): void {
  if (!('serviceWorker' in navigator)) return;
  let lastLoaded = performance.now();
  const loads = new PerformanceObserver(() => {
    lastLoaded = performance.now();
  });
  loads.observe({ type: 'resource' });
  const register = () => {
    loads.disconnect();
    // A browser that refuses (storage blocked, a private mode) still runs the app online.
    navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch(() => {});
  };
  const settle = () => {
    const loadedAt = performance.now();
    const check = () => {
      const now = performance.now();
      const settled = now - lastLoaded >= QUIET_MS && !pictureOnScreenLoading();
      if (settled || now - loadedAt >= LONGEST_WAIT_MS) register();
      else setTimeout(check, CHECK_EVERY_MS);
    };
    check();
  };
  if (document.readyState === 'complete') settle();
  else addEventListener('load', settle, { once: true });
}

function pictureOnScreenLoading(): boolean {
  return Array.from(document.images).some((img) => {
    if (img.complete) return false;
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  });
}
