import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { aliases } from './scripts/lib/aliases.mjs';
import { messagesPlugin } from './scripts/messages.mjs';
import { LOCALES, oneLanguage } from './scripts/one-language.mjs';

/** Every island of every feature (src/features/…/<name>.island.tsx), each built as the entry `island-<name>`. */
const islands = Object.fromEntries(
  readdirSync('src/features', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.island.tsx'))
    .sort()
    .map((f) => [`island-${f.slice(f.lastIndexOf('/') + 1).replace(/\.island\.tsx$/, '')}`, `src/features/${f}`]),
);

/**
 * Writes every size's PDF print template into the build (static/build/templates/), where the
 * worker reads it: made with pdf-lib here, at build time, so pdf-lib never enters the worker.
 */
function printTemplates(): Plugin {
  return {
    name: 'print-templates',
    async generateBundle() {
      if (this.environment.name !== 'client') return; // once, with the English build
      // Imported through Vite's module runner, as the worker's own TypeScript is, not bundled into this config.
      const { module } = await runnerImport<typeof import('./src/features/print-templates/templates')>('./src/features/print-templates/templates.ts', {
        configFile: false,
        logLevel: 'warn',
        resolve: { alias: aliases },
      });
      const profile = new Uint8Array(await readFile(module.PROFILE_PATH));
      for (const { fileName, bytes } of await module.pdfTemplates(profile)) this.emitFile({ type: 'asset', fileName, source: bytes });
    },
  };
}

/**
 * The client is built once per language (decision 058), each build's words in its language only
 * (scripts/one-language.mjs): English into static/build with .vite/manifest.json (first, emptying
 * the folder), then Hindi and Tamil beside it with .vite/manifest.hi.json and .vite/manifest.ta.json.
 * Files are named by their content's hash, so what no language changes (React, the stylesheet) is
 * one file that every language shares.
 */
const environments = Object.fromEntries(
  LOCALES.map((locale) => [
    locale === 'en' ? 'client' : `client_${locale}`,
    {
      consumer: 'client' as const,
      define: { __CLIENT_LOCALE__: JSON.stringify(locale) },
      build: { emptyOutDir: locale === 'en', manifest: locale === 'en' ? true : `.vite/manifest.${locale}.json` },
    },
  ]),
);

/**
 * Builds what the browser receives: the small entry, one lazily imported chunk per island
 * (src/features/…/*.island.tsx), one shared React runtime chunk
 * (react, react-dom/client, the scheduler and the JSX runtime) and the one stylesheet. Output
 * lands in static/build (git-ignored) with hashed names and a manifest the worker reads, beside the
 * PDF print templates.
 */
export default defineConfig({
  base: '/build/',
  resolve: { alias: aliases },
  publicDir: false,
  plugins: [messagesPlugin(), oneLanguage(), printTemplates()],
  environments,
  builder: {
    async buildApp(builder) {
      for (const name of Object.keys(environments)) await builder.build(builder.environments[name]);
    },
  },
  // Production JSX whatever NODE_ENV says (test runners set it to 'test', and the React chunk has no jsxDEV).
  oxc: { jsx: { runtime: 'automatic', development: false } },
  // __WORKER_BUNDLE__: false here, true in the worker's bundle (wrangler.toml), see src/platform/bundle.d.ts.
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __WORKER_BUNDLE__: 'false' },
  build: {
    outDir: 'static/build',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: {
        entry: 'client/entry.ts',
        hydrate: 'client/hydrate.ts',
        reveal: 'client/reveal.ts',
        later: 'client/later.ts',
        site: 'client/styles/site.css',
        ...islands,
        // The heavy tools, loaded from the address the server names (src/platform/render/assets.ts, src/features/mockup/tools.ts).
        'mockup-pdf': 'src/features/mockup/pdf-page.ts',
        'mockup-proof': 'src/features/mockup/proof.ts',
        'template-pdf': 'src/features/print-templates/template-pdf.ts',
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|rolldown[\\/]runtime|client[\\/]hydrate\.ts$|src[\\/]platform[\\/](islands[\\/](define-island|slot)|ui[\\/]island-icon|i18n[\\/]locale)\.tsx?$|src[\\/]platform[\\/]i18n[\\/](locales\.ts|paraglide[\\/](runtime|registry)\.js)$/,
            },
            // Shared by the proof and the PDF print template, which load it only when one is asked for. Fontkit
            // (the proof's embedded fonts) stays out: the print template writes in the standard fonts only.
            { name: 'pdf-lib', test: /node_modules[\\/](pdf-lib|@pdf-lib[\\/](standard-fonts|upng)|pako|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
});
