import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { constants as zlib } from 'node:zlib';
import { routePreload } from './build/route-preload.ts';
import { screenTexts } from './build/screen-texts.ts';
import { OFFLINE_API_READS } from './src/config/offline-reads.ts';

/**
 * Installable, and what a visitor has seen opens offline. The service worker precaches the app
 * shell (index.html and the hashed assets) and keeps, at run time, the public reads and images
 * the visitor has looked at. Only production builds get it: the dev server and the tests
 * (vitest builds without this config) never register one.
 */
const pwa: Partial<VitePWAOptions> = {
  // The app registers the worker itself, once the first screen has settled
  // (src/lib/service-worker.ts): nothing of Workbox is in the first load.
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Du lịch Thái Nguyên',
    short_name: 'Thái Nguyên',
    description: 'Đất chè, núi rừng và di sản',
    lang: 'vi',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f5f3f',
    // The page background (stone-50), so the splash screen matches the first paint.
    background_color: '#fafaf9',
    // Made from favicon.svg with sharp; the maskable one is full-bleed with the art in the safe zone.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // Precached with the shell, beside the manifest and its icons (which the plugin adds itself).
  includeAssets: ['favicon.svg'],
  workbox: {
    // The shell: every built script, style and page. Source maps and the .br/.gz copies the
    // compression plugin writes beside them are for the gateway, not for the precache.
    globPatterns: ['**/*.{js,css,html}'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    // The first worker controls the page it was installed from, so the visit already counts
    // as seen. A newer build's worker waits until no tab runs the old one (its next visit), so an
    // open page never loses the lazy chunks of its own build from the precache.
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    // Deep links (/location/ho-nui-coc) open offline from the precached index.html; the API,
    // media files and the gateway's health checks are never answered with the page.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/media(\/|$)/, /^\/(healthz|readyz)$/],
    // Routes match GET only: writes always go to the network and are never stored.
    runtimeCaching: [
      {
        urlPattern: OFFLINE_API_READS,
        // The network while it answers within 3 s (fresh ranks and votes); on a weak or no
        // connection, the copy from the last visit.
        handler: 'NetworkFirst',
        options: {
          cacheName: 'api-reads',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
        },
      },
      {
        // Uploaded photos are stored under a new name when they change, and Commons' copies
        // (/media/commons/) never change under theirs: the cached copy is good.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'media-images',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
        },
      },
      {
        // Photos from Commons itself (an original, shown when a copy fails) load without CORS
        // (opaque answers, status 0), which browsers count as several MB each against the
        // quota: fewer of them are kept. (A copy the site sends to Commons for is fetched by the
        // /media/ rule above, answers opaque and is not kept.)
        urlPattern: ({ url, request }) => url.origin === 'https://upload.wikimedia.org' && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'wikimedia-images',
          cacheableResponse: { statuses: [0, 200] },
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
        },
      },
    ],
  },
};

// The gateway (http://localhost:8080) serves dist/ with an SPA fallback and owns /api, so
// the dev server only forwards /api there and the browser always talks to one origin.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    screenTexts(),
    // Brotli at its best level and gzip, made once at build time: the gateway sends these files
    // as they are (smaller than compressing on each request, and no CPU per request).
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
    VitePWA(pwa),
    routePreload(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
      '/media': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Screens share many tiny modules (each icon, each small component): left alone, Rollup
        // makes each a chunk of its own, and a phone opening a screen asks for twenty-odd files
        // of 200-2000 bytes, a round trip each over HTTP/1.1's six connections. Merged into
        // chunks of 20 kB or so where that loads nothing a screen would not have run anyway.
        experimentalMinChunkSize: 20_000,
        // React and the router change rarely: their own chunks stay cached across app deploys.
        // Everything else is left to Rollup, so heavy libraries used by one lazy screen (the
        // map, Firebase) stay out of the first load.
        manualChunks(id) {
          // Each part of the texts a file of its own (build/screen-texts.ts), fetched with its
          // screen: merged with others by size, a screen would fetch other screens' texts too.
          const texts = /[\\/]locales[\\/](vi|en)\.json\?(\w+)&texts$/.exec(id);
          if (texts) return texts[1] === 'vi' && texts[2] === 'shell' ? undefined : `texts-${texts[1]}-${texts[2]}`;
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/[\\/]node_modules[\\/]react-router[\\/]/.test(id)) return 'router';
          return undefined;
        },
      },
    },
  },
});
