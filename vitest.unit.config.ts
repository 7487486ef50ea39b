import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/lib/aliases.mjs';
import { messagesPlugin } from './scripts/messages.mjs';

/**
 * Pure functions and content: fast, in Node. The property tests (fast-check) take 1–3 s each on a
 * quiet 2-core machine and twice that with the type check beside them and another job on a core:
 * the timeout is there to end a hang, not to time them.
 */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [messagesPlugin()],
  resolve: { alias: aliases },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Beside the code they prove (src/**), but for the worker's own (*.worker.test.ts, in workerd); the scripts' in tests/unit.
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx,mjs}'],
          exclude: ['src/**/*.worker.test.{ts,tsx}', '**/node_modules/**', 'src/platform/content/checked.test.ts'],
        },
      },
      {
        extends: true,
        // The content check imports every content module afresh: in the shared workers it found no suite.
        test: { name: 'content', include: ['src/platform/content/checked.test.ts'], isolate: true },
      },
    ],
    // The files share their worker processes and the modules they import (vitest's isolate off):
    // importing took longer than the tests themselves (80 s of 190 s on a busy machine), each file
    // loading the catalogue, the words of three languages and React afresh. No test mocks or stubs
    // a module or a global, and the modules keep no state a test changes, so a file sees the same
    // modules whichever ran before it.
    isolate: false,
    // Two files at a time, not vitest's one on two cores (its default, cores − 1): the files that
    // start a server (npm start, npm run preview) wait on it, and the type check beside this stage
    // waits on its disk, so one core stood idle for much of the stage.
    maxWorkers: 2,
  },
});
