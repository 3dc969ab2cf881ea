import { defineConfig } from 'vitest/config';

// Three projects: server code against real PostgreSQL/Redis, web components in jsdom, and
// browser end-to-end tests that drive the system Chromium through the gateway.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['services/*/test/**/*.test.ts', 'gateway/test/**/*.test.ts', 'infra/test/**/*.test.ts'],
          globalSetup: ['infra/test/global-setup.ts', 'infra/test/auth-emulator-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
