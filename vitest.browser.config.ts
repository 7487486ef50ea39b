import { defineConfig } from 'vitest/config';

/** Whole pages in Debian's Chromium against the site served by wrangler dev. */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/browser-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
