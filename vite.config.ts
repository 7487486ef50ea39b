import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';

const islands = Object.fromEntries(
  readdirSync('client/islands')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [`island-${f.replace(/\.ts$/, '')}`, `client/islands/${f}`]),
);

/**
 * Builds what the browser receives: the small entry, one module per island (each its own
 * entry, so the server can name it and the entry imports it by URL without a loader runtime),
 * and the one stylesheet. Output lands in
 * static/build (git-ignored) with hashed names and a manifest the worker reads.
 */
export default defineConfig({
  base: '/build/',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'static/build',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: { entry: 'client/entry.ts', site: 'client/styles/site.css', ...islands },
      preserveEntrySignatures: 'exports-only',
    },
  },
});
