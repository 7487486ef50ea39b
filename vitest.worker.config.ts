import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { randomSecret } from './scripts/lib/local-secret.mjs';
import { aliases } from './scripts/lib/aliases.mjs';
import { messagesPlugin } from './scripts/messages.mjs';

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
      // Beside the code they prove (src/**/*.worker.test.ts); those across features in tests/worker.
      include: ['src/**/*.worker.test.{ts,tsx}', 'tests/worker/**/*.test.{ts,tsx}'],
      // Each file keeps its own runtime and D1 (vitest's isolate, the default): the cron sweep and
      // some checks read every row, so files sharing a database would see each other's enquiries.
      // A file of many requests (every template, every page) takes its time on a busy machine.
      testTimeout: 20_000,
      // Four files at a time on two cores: a file's runtime spends much of its start waiting, so
      // with two at a time half the machine sat idle (64 s for the stage); with four, 35 s.
      maxWorkers: 4,
      setupFiles: ['tests/worker/apply-migrations.ts'],
      // The mail-script stand-in runs in Node, on loopback, where the worker's fetch reaches it.
      globalSetup: ['tests/support/mail-stand-in-setup.ts'],
    },
  };
});
