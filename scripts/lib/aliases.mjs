// The import aliases of the source (tsconfig.json `paths`), for Vite, Vitest and Vite's module
// runner: a module names another feature or the platform by alias, never by `../../../`.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Vite's `resolve.alias`: `@platform/…`, `@features/…`, `@client/…`, `@tests/…`, `@build/…`. */
export const aliases = [
  { find: /^@platform\//, replacement: `${root}src/platform/` },
  { find: /^@features\//, replacement: `${root}src/features/` },
  { find: /^@client\//, replacement: `${root}client/` },
  { find: /^@tests\//, replacement: `${root}tests/` },
  // The client's build, whose manifests the worker reads: npm start points it at a folder of its own (scripts/start.mjs).
  { find: /^@build\//, replacement: `${root}static/build/` },
];
