import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { screenTexts } from './build/screen-texts.ts';

export default defineProject({
  // The texts split as the build splits them (tests load every part: testing/setup-tests.ts).
  plugins: [react(), screenTexts()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // The suite runs beside the server and browser suites on two cores: an interaction test that
    // takes 1-2 s alone has taken 5-8 s there. A hung test is still caught, later.
    testTimeout: 20_000,
  },
});
