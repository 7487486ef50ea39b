import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { randomSecret } from './scripts/lib/local-secret.mjs';
import { aliases } from './scripts/lib/aliases.mjs';
import { messagesPlugin } from './scripts/messages.mjs';

/**
 * The files that send no enquiry or upload, run no cron, and read no table, bucket or cache
 * directly: pages, answers and headers only. A file added here must keep to that.
 */
const pagesOnly = [
  'src/features/catalogue/catalogue-i18n.worker.test.ts',
  'src/features/catalogue/catalogue.worker.test.ts',
  'src/features/catalogue/custom-size-i18n.worker.test.ts',
  'src/features/catalogue/custom-size.worker.test.ts',
  'src/features/catalogue/stock-sizes.worker.test.ts',
  'src/features/mockup/mockup.worker.test.ts',
  'src/features/pages/content-i18n.worker.test.ts',
  'src/features/pages/content.worker.test.ts',
  'src/features/pages/minimum-order.worker.test.ts',
  'src/features/quote-and-wishlist/i18n-quote.worker.test.tsx',
  'src/features/search/search-i18n.worker.test.ts',
  'src/features/search/search.worker.test.ts',
  'src/features/shell/shell.worker.test.ts',
  'src/features/size-finder/size-finder-i18n.worker.test.ts',
  'src/features/size-finder/size-finder.worker.test.ts',
  'src/features/size-finder/size-names.worker.test.ts',
  'src/platform/render/render.worker.test.tsx',
  'tests/worker/i18n.test.ts',
  'tests/worker/landmarks.test.ts',
];

/**
 * Files that send enquiries and uploads. They share a runtime too, one file after another: each
 * reads back only its own rows and objects (by their reference, their file's id, their own
 * addresses), or starts each test from empty tables (`emptyTables`) and an empty bucket
 * (`clearArtworkAndEnquiries`) before it counts a whole table or runs the sweep. The edge cache's
 * test alone keeps a runtime of its own: the pages another file renders fill the same cache.
 */
const enquiryFiles = [
  'src/features/catalogue/custom-price.worker.test.ts',
  'src/features/enquiry/delivery-pin.worker.test.ts',
  'src/features/enquiry/delivery/forward.worker.test.ts',
  'src/features/enquiry/delivery/inbox.worker.test.ts',
  'src/features/enquiry/delivery/staff-copy.worker.test.ts',
  'src/features/enquiry/enquiry-api.worker.test.ts',
  'src/features/enquiry/enquiry-page.worker.test.ts',
  'src/features/enquiry/files/archive.worker.test.ts',
  'src/features/enquiry/files/artwork-lines.worker.test.ts',
  'src/features/enquiry/files/artwork-post.worker.test.ts',
  'src/features/enquiry/files/artwork.worker.test.ts',
  'src/features/enquiry/files/i18n-artwork.worker.test.ts',
  'src/features/enquiry/files/pdf-active.worker.test.ts',
  'src/features/enquiry/files/svg.worker.test.ts',
  'src/features/enquiry/files/upload-budget.worker.test.ts',
  'src/features/enquiry/i18n-enquiry.worker.test.ts',
  'src/features/enquiry/intake/cross-site.worker.test.ts',
  'src/features/print-templates/dieline.worker.test.ts',
  'src/features/quote-and-wishlist/quote.worker.test.ts',
  'src/platform/signing.worker.test.ts',
  'tests/worker/cut-off.test.ts',
  'tests/worker/edges.test.ts',
];

/** Routes and bindings inside workerd, with a real local D1 (SQLite) migrated from migrations/. */
export default defineConfig(async () => {
  // Until the first migration exists there is no schema to apply.
  const migrations = existsSync('migrations') ? await readD1Migrations('migrations') : [];
  return {
    oxc: { jsx: { runtime: 'automatic' } },
    resolve: { alias: aliases },
    plugins: [
      messagesPlugin(),
      cloudflareTest({
        main: './src/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        // SIGNING_SECRET: a random one per run, as a deployment's is its own (src/platform/signing.ts).
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, SIGNING_SECRET: randomSecret() } },
      }),
    ],
    test: {
      // A file of many requests (every template, every page) takes its time on a busy machine.
      testTimeout: 20_000,
      // Four files at a time on two cores, of both projects: a runtime spends much of its start waiting.
      maxWorkers: 4,
      setupFiles: ['tests/worker/apply-migrations.ts'],
      // The mail-script stand-in runs in Node, on loopback, where the worker's fetch reaches it.
      globalSetup: ['tests/support/mail-stand-in-setup.ts'],
      projects: [
        {
          extends: true,
          // Files that only read pages and answers: they keep no rows, objects or cache entries
          // of their own, so they run one after another in a runtime they share (vitest's
          // isolate off). A runtime's start (workerd, then the worker's modules fetched through
          // vite) took 15–25 s a file on a busy machine, longer than most of these files' tests.
          test: { name: 'worker-shared', include: pagesOnly, isolate: false },
        },
        // A runtime's start costs more than most of these files' tests: sharing one took the stage
        // from 300 to 137 s of CPU, 182 to 84 s on a quiet 2-core machine (passing in four shuffled
        // orders of the files, `--sequence.shuffle.files`).
        { extends: true, test: { name: 'worker-enquiries', include: enquiryFiles, isolate: false } },
        {
          extends: true,
          test: {
            name: 'worker',
            // Beside the code they prove (src/**/*.worker.test.ts); those across features in tests/worker.
            include: ['src/**/*.worker.test.{ts,tsx}', 'tests/worker/**/*.test.{ts,tsx}'],
            exclude: [...pagesOnly, ...enquiryFiles],
            // Each of these files keeps its own runtime and D1 (vitest's isolate, the default): the
            // edge cache's test, whose entries another file's pages would have made, and any new
            // file until it is listed above.
          },
        },
      ],
    },
  };
});
