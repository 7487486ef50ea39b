import { defineConfig } from 'vitest/config';

/** Whole pages in Debian's Chromium against the site served by wrangler dev. */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/browser-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A page on a busy machine takes its time to answer; a poll gives up after 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
    fileParallelism: false,
  },
});
