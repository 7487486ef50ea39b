import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { aliases } from './scripts/lib/aliases.mjs';

// A file that slows its pages' CPU on purpose (layout shift on a slow phone): it spends most of
// its time waiting and takes little of the machine. Run by this config, it runs after the other
// files; `npm test` runs it as a second vitest beside them, with a site and a browser of its own.
const slowed = ['tests/browser/layout-shift.test.ts'];

// The longest files, longest first. Vitest starts the files that took longest last time first;
// with no timings (a fresh clone: CI) it starts the largest first, and the sitemap walk, a short
// file and the longest run by far, came last, the other core idle until it ended.
const longest = ['sitemap-walk', 'artwork', 'line-designs', 'search', 'content', 'shell-phone'];
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const i = longest.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
      return i < 0 ? longest.length : i;
    };
    // Array sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Whole pages in Debian's Chromium against the production build served in workerd: one site and
 * one browser for the run (tests/support/browser-setup.ts), two test files at a time, each in
 * its own browser contexts (pages of the one browser). The files share their worker processes
 * (no isolation): each file connects to the browser and opens contexts of its own, and the
 * modules they share keep no state, so a process and its imports (playwright-core, the support
 * code) start once per worker, not once per file.
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    environment: 'node',
    globalSetup: ['tests/support/browser-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A page on a busy machine takes its time to answer; a poll gives up after 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
    isolate: false,
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], exclude: slowed, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'browser-slowed', include: slowed, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
