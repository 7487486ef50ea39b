import { defineConfig } from 'vitest/config';

// A file run alone, after the rest: it slows the browser's CPU on purpose (layout shift on a slow
// phone), and no other file's pages may share the machine with it.
const alone = ['tests/browser/layout-shift.test.ts'];

/**
 * Whole pages in Debian's Chromium against the site served by wrangler dev: one site and one
 * browser for the whole run (tests/support/browser-setup.ts), two test files at a time, each in
 * its own browser contexts (pages of the one browser).
 */
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/support/browser-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A page on a busy machine takes its time to answer; a poll gives up after 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      { extends: true, test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], exclude: alone, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'browser-alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
