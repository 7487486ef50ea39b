import { defineConfig } from 'vitest/config';

/** Pure functions and content: fast, in Node. */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: { include: ['tests/unit/**/*.test.{ts,tsx,mjs}'], environment: 'node' },
});
