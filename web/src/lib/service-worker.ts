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

import { OFFLINE_API_READS } from '../config/offline-reads.ts';

const WORKER_URL = '/sw.js';
/** Marks the reads handed to the worker (handReadsToWorker), so that they are not counted as the app's own. */
const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
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
    if (!navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener('controllerchange', () => void handReadsToWorker(), { once: true });
    }
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

/**
 * The first worker takes control of the page it was installed from (clientsClaim), but the
 * reads of that first visit went to the network before it was there, so the page a visitor had
 * actually read did not open offline. Once the worker controls the page, those reads are asked
 * for again through it, and it keeps the public ones (OFFLINE_API_READS); the browser's cache
 * answers them. Only reads the worker keeps are asked for: never a matchup (a
 * new one each time) or the caller's own data. Uploaded photos shown so far are kept too; the
 * Commons copies (/media/commons/) are redirects to Commons and are kept when shown again.
 */
async function handReadsToWorker(): Promise<void> {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin) continue;
    const read = entry.initiatorType === 'fetch' && OFFLINE_API_READS.test(entry.name);
    const photo = entry.initiatorType === 'img' && url.pathname.startsWith('/media/') && !url.pathname.startsWith('/media/commons/');
    if (read || photo) urls.add(entry.name);
  }
  // One at a time: this is background work, and the screen may be asking for more meanwhile.
  // From the browser's own cache ('force-cache': the copy just read, stale or not), so the server
  // is not asked again; the header tells the copies apart from the app's own reads.
  for (const url of urls) await fetch(url, { cache: 'force-cache', headers: { [OFFLINE_COPY_HEADER]: '1' } }).catch(() => {});
}
