import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlib } from 'node:zlib';

// The gateway (http://localhost:8080) serves dist/ with an SPA fallback and owns /api, so
// the dev server only forwards /api there and the browser always talks to one origin.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli at its best level and gzip, made once at build time: the gateway sends these files
    // as they are (smaller than compressing on each request, and no CPU per request).
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
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
        // React and the router change rarely: their own chunks stay cached across app deploys.
        // Everything else is left to Rollup, so heavy libraries used by one lazy screen (the
        // map, Firebase) stay out of the first load.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/[\\/]node_modules[\\/]react-router[\\/]/.test(id)) return 'router';
          return undefined;
        },
      },
    },
  },
});
