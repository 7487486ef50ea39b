import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from 'terser';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { aliases } from './scripts/lib/aliases.mjs';
import { leanFontkitPlugin } from './scripts/lib/lean-fontkit.mjs';
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
 * Making them takes seconds: a watching build (npm start) makes them again only when a file they
 * are made from changes, not on every rebuild of the client.
 */
function printTemplates(): Plugin {
  let made: Promise<{ fileName: string; bytes: Uint8Array }[]> | undefined;
  let sources = new Set<string>();
  return {
    name: 'print-templates',
    watchChange(id) {
      if (sources.has(id)) made = undefined;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return; // once, with the English build
      made ??= (async () => {
        // Imported through Vite's module runner, as the worker's own TypeScript is, not bundled into this config.
        const entry = './src/features/print-templates/templates.ts';
        const { module, dependencies } = await runnerImport<typeof import('./src/features/print-templates/templates')>(entry, {
          configFile: false,
          logLevel: 'warn',
          resolve: { alias: aliases },
        });
        const profile = module.PROFILE_PATH;
        sources = new Set([resolve(entry), ...(profile ? [resolve(profile)] : []), ...dependencies]);
        return module.pdfTemplates(profile ? new Uint8Array(await readFile(profile)) : null);
      })();
      const templates = await made.catch((error) => {
        made = undefined; // tried again on the next rebuild
        throw error;
      });
      for (const file of sources) this.addWatchFile(file);
      for (const { fileName, bytes } of templates) this.emitFile({ type: 'asset', fileName, source: bytes });
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
 * A watching build (`npm start`, scripts/start.mjs) rebuilds each language on its own after an
 * edit: none empties its folder then, as English would delete the files of a language rebuilding
 * beside it. What older builds leave there goes with the next build that does not watch.
 */
function keepOutputWhenWatching(): Plugin {
  return {
    name: 'keep-output-when-watching',
    config: (config) =>
      config.build?.watch
        ? { environments: Object.fromEntries(Object.keys(environments).map((name) => [name, { build: { emptyOutDir: false } }])) }
        : undefined,
  };
}

/**
 * Vite wraps every dynamic import in a helper that preloads the imported chunk's dependencies and
 * stylesheets (1.9 KB, 0.8 KB gzip, on every page that can import a module later). This site preloads
 * nothing that way (`modulePreload: false`) and its one stylesheet is linked by the page, so the helper
 * only ever called the import: here it is just that. A chunk that imports a stylesheet would need the
 * real helper, so the build refuses one.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'plain-dynamic-imports',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? helper : undefined),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : undefined),
    generateBundle(_, bundle) {
      // The stylesheet's own entry (client/styles/site.css) is the one chunk that may name it.
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && !chunk.facadeModuleId?.endsWith('.css') && chunk.viteMetadata?.importedCss.size)
          this.error(`${chunk.fileName} imports a stylesheet, which a plain dynamic import would not load (vite.config.ts)`);
    },
  };
}

/**
 * An island whose module sits in a chunk it shares (the header's and footer's six in the shell, the
 * size finder's in the chunk /size-finder's island shares) is built with a facade: a file of one
 * line that re-exports it from that chunk (66 bytes gzip each, six on every page), fetched for that
 * line alone. This writes each one down in `.vite/facades.json` (`.vite/facades.hi.json`,
 * `.vite/facades.ta.json`): the island's manifest key, the chunk that holds it and the name it is
 * exported by there. The server names that chunk and that name (src/platform/render/assets.ts), so no
 * page fetches a facade (decision 083).
 */
function islandFacades(): Plugin {
  return {
    name: 'island-facades',
    generateBundle(_, bundle) {
      const locale = this.environment.config.define?.__CLIENT_LOCALE__;
      if (!locale) return;
      const root = this.environment.config.root;
      const facades: Record<string, { file: string; export: string }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId?.endsWith('.island.tsx')) continue;
        // The whole file one re-export from one chunk: `export{r as default,n as offersIn}from"./size-finder.island-….js";`
        const line = /^export\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)";?\s*$/.exec(chunk.code);
        const named = line?.[1]?.split(',').map((s) => s.trim().split(/\s+as\s+/));
        const island = named?.find(([, as]) => as === 'default')?.[0];
        if (line && island) facades[relative(root, chunk.facadeModuleId).replaceAll('\\', '/')] = { file: `assets/${line[2]}`, export: island };
      }
      const name = JSON.parse(locale) === 'en' ? '.vite/facades.json' : `.vite/facades.${JSON.parse(locale)}.json`;
      this.emitFile({ type: 'asset', fileName: name, source: `${JSON.stringify(facades, null, 2)}\n` });
    },
  };
}

/**
 * Terser after Vite's own minifier, on every chunk but React's: a second pass finds what the first
 * left (inlined constants, merged declarations, shorter conditionals), 0.1-0.3 KB gzip on each island
 * and the shell; React's chunk, minified with its own build's care, only grows under it. It runs
 * once the files are named: its output is a deterministic function of the chunk the name hashes.
 * A watching build (npm start) skips it, seconds sooner after each edit: it writes into a folder of
 * its own (scripts/start.mjs), never into the production build's.
 */
function secondMinifier(): Plugin {
  return {
    name: 'second-minifier',
    apply: 'build',
    async generateBundle(_, bundle) {
      if (!this.environment.config.define?.__CLIENT_LOCALE__ || this.environment.config.build.watch) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name === 'react') continue;
        const out = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } });
        if (out.code !== undefined && gzipSync(out.code).length < gzipSync(chunk.code).length) chunk.code = out.code; // kept only where it wins
      }
    },
  };
}

/**
 * React's production build, named directly: each package's index only chooses between its
 * production and development files and asks React's developer tools to check the bundle's
 * minification, and bundled, each index is one more module wrapper in React's chunk. The client
 * always runs production React (`process.env.NODE_ENV` is defined as 'production' below).
 */
const reactProduction = Object.entries({
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
}).map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: resolve('node_modules', file) }));

/**
 * Builds what the browser receives: the small entry, one lazily imported chunk per island
 * (src/features/…/*.island.tsx), one shared React runtime chunk
 * (react, react-dom/client, the scheduler and the JSX runtime) and the one stylesheet. Output
 * lands in static/build (git-ignored) with hashed names and a manifest the worker reads, beside the
 * PDF print templates. fontkit, which only the proof imports, is cut to what the proof uses
 * (scripts/lib/lean-fontkit.mjs, decision 082).
 */
export default defineConfig({
  base: '/build/',
  resolve: { alias: [...aliases, ...reactProduction] },
  publicDir: false,
  plugins: [
    plainDynamicImports(),
    leanFontkitPlugin(),
    islandFacades(),
    secondMinifier(),
    messagesPlugin(),
    oneLanguage(),
    printTemplates(),
    keepOutputWhenWatching(),
  ],
  environments,
  builder: {
    async buildApp(builder) {
      for (const name of Object.keys(environments)) {
        const built = await builder.build(builder.environments[name]);
        // A watching build returns at once: the next language waits for this one's first build, as without watching.
        if ('on' in built)
          await new Promise<void>((done, failed) =>
            built.on('event', (event) => (event.code === 'END' ? done() : event.code === 'ERROR' ? failed(event.error) : undefined)),
          );
      }
    },
  },
  // Production JSX whatever NODE_ENV says (test runners set it to 'test', and the React chunk has no jsxDEV).
  oxc: { jsx: { runtime: 'automatic', development: false } },
  // __WORKER_BUNDLE__: false here, true in the worker's bundle (wrangler.toml); see src/platform/bundle.d.ts.
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
            // Icons' outlines and the scroll behaviour, which the policy pages' section menu (started once the
            // page is idle, so within its JS at load) shares with the header: a chunk of their own, not the header's.
            { name: 'ui', test: /src[\\/]platform[\\/]ui[\\/]paths\.ts$|client[\\/]lib[\\/]scroll\.ts$/, priority: 1 },
            // What every page can load beside React: the header's and footer's islands (menus, back to top, the
            // quote's and wishlist's badges), the stored lists they read and the helpers they and most other
            // islands share (numbers, rich words, a Latin name's language, a typed quantity). Every page starts them
            // once it is idle, so one file in place of fifteen costs a page nothing it would not fetch, and saves
            // each file's own compression and the import glue between them (decision 078). Not the search
            // boxes: they start on use, their module a file of its own (decision 099).
            {
              name: 'shell',
              test: /src[\\/]features[\\/](shell[\\/](site-nav|to-top)\.island\.tsx|quote-and-wishlist[\\/]((quote|wish)-badge\.island\.tsx|(list|quote|wishlist)-store\.ts))$|client[\\/]lib[\\/](close-on-leave|focus-trap)\.ts$|src[\\/]platform[\\/]i18n[\\/](format|rich|latin-lang)\.tsx?$|src[\\/]features[\\/]catalogue[\\/]quantity\.ts$/,
            },
            // How a pouch is priced: the price tables' bands and a custom size's indicative price, which the pages
            // that price (a size page, the quote, the contact form, the size finder's made size) fetch as one file,
            // not as the two or three their modules would otherwise be cut into between them.
            { name: 'pricing', test: /src[\\/]features[\\/]catalogue[\\/](indicative-prices?|price)\.ts$/ },
            // Shared by the proof and the PDF print template, which load it only when one is asked for. Fontkit
            // (the proof's embedded fonts) stays out: the print template writes in the standard fonts only.
            { name: 'pdf-lib', test: /node_modules[\\/](pdf-lib|@pdf-lib[\\/](standard-fonts|upng)|pako|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
});
