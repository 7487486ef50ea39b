// Byte counts: HTML and client JavaScript per page, gzip as a browser would receive it.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { MANIFESTS } from './production.mjs';
import { startTags } from './html.mjs';

export const gzipBytes = (data) => gzipSync(data, { level: 9 }).length;

const fileOf = (url) => join('static', new URL(url, 'http://x').pathname);

const readManifest = (locale = 'en') => JSON.parse(readFileSync(MANIFESTS[locale], 'utf8'));

/**
 * The client build, every language's (a page names the files of its own): each chunk by its
 * public URL, with the URLs it imports (statically or not).
 */
export function readClientBuild() {
  const chunks = new Map();
  for (const locale of Object.keys(MANIFESTS)) {
    const manifest = readManifest(locale);
    const urlOf = (key) => `/build/${manifest[key].file}`;
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      chunks.set(urlOf(key), [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].map(urlOf));
    }
  }
  return chunks;
}

/** Gzip bytes of one client file. */
const sizeCache = new Map();
export function fileGzip(url) {
  if (!sizeCache.has(url)) {
    const path = fileOf(url);
    sizeCache.set(url, existsSync(path) ? gzipBytes(readFileSync(path)) : NaN);
  }
  return sizeCache.get(url);
}

/**
 * Scripts a page names: its module entry and the hydrator it imports (`data-hydrator`), module
 * preloads and every island's module (`data-src`) but those of islands that start only on use
 * (`data-load="use"`, src/platform/islands/define-island.ts), as paths; with `used`, those islands'
 * modules alone. The entry's modules are named relative to the entry's own address
 * (src/platform/render/assets.ts).
 */
export function scriptsNamed(html, { used = false } = {}) {
  const tags = startTags(html);
  const entry = tags.find(({ name, attrs }) => name === 'script' && attrs.src && 'data-hydrator' in attrs)?.attrs.src;
  const resolve = (name) => new URL(name, `http://site${entry ?? '/'}`).pathname;
  const urls = [];
  for (const { name, attrs } of tags) {
    if ((name === 'site-island' && attrs['data-load'] === 'use') !== used) continue;
    if (name === 'script' && attrs.src) urls.push(attrs.src);
    if (name === 'link' && attrs.rel === 'modulepreload' && attrs.href) urls.push(attrs.href);
    for (const key of ['data-src', 'data-hydrator']) if (attrs[key]) urls.push(resolve(attrs[key]));
  }
  return urls.filter((u) => u.startsWith('/'));
}

/**
 * The JavaScript every page shares and a visitor fetches once: the entry, the hydrator and the
 * React runtime chunk (everything the hydrator imports).
 */
export function sharedJs(build = readClientBuild(), locale = 'en') {
  const manifest = readManifest(locale);
  const roots = ['client/entry.ts', 'client/hydrate.ts'].filter((k) => manifest[k]).map((k) => `/build/${manifest[k].file}`);
  const seen = new Set();
  const visit = (url) => {
    if (!seen.has(url)) {
      seen.add(url);
      for (const dep of build.get(url) ?? []) visit(dep);
    }
  };
  roots.forEach(visit);
  return seen;
}

/** Gzip bytes of a list of client URLs (each counted once). */
export const sumGzip = (urls) => [...new Set(urls)].reduce((sum, url) => sum + fileGzip(url), 0);

/**
 * The design mock-up's modules (src/features/mockup/: its island, workbench and views): a tool that loads when a buyer
 * chooses a design, never with a page, held to its own budget (budgets.json maxMockupIslandGzip)
 * rather than to a page's. Its heavy libraries (pdf.js for a PDF design, pdf-lib for the proof)
 * load later still, only when a PDF is chosen or a proof asked for: `heavy` names their modules.
 */
const manifestKeys = (locale) => Object.entries(readManifest(locale));
const MOCKUP = /^src\/features\/mockup\//;
const MOCKUP_HEAVY = /^src\/features\/mockup\/(pdf-page|proof)\.ts$/;
export function toolRoots({ heavy = true, locale = 'en' } = {}) {
  const keys = manifestKeys(locale).filter(([key]) => MOCKUP.test(key));
  // A pattern that matches nothing would count the tool as 0 KB and its modules as every page's: refuse it.
  if (!keys.some(([key]) => key.endsWith('.island.tsx')) || !keys.some(([key]) => MOCKUP_HEAVY.test(key)))
    throw new Error(`the mock-up's island or heavy modules are not in the ${locale} build manifest under ${MOCKUP}: where did they move?`);
  return new Set(keys.filter(([key]) => heavy || !MOCKUP_HEAVY.test(key)).map(([, chunk]) => `/build/${chunk.file}`));
}

/** The tool's own JavaScript, without its heavy libraries: what it imports that `everywhere` (every page's JS) does not hold. */
export function toolJs(build = readClientBuild(), everywhere = new Set(), locale = 'en') {
  const light = toolRoots({ heavy: false, locale });
  const heavy = new Set([...toolRoots({ locale })].filter((url) => !light.has(url)));
  const seen = new Set();
  const visit = (url) => {
    if (!seen.has(url) && !everywhere.has(url) && !heavy.has(url)) {
      seen.add(url);
      for (const dep of build.get(url) ?? []) visit(dep);
    }
  };
  light.forEach(visit);
  const files = [...seen];
  return { files, gzip: files.reduce((sum, f) => sum + fileGzip(f), 0) };
}

/**
 * Modules a control imports when the buyer uses it, never at load or once idle, each with what the
 * page shows at once while it comes: they are not within what a page can ever load (budgets.json
 * `maxClientJsGzip`), as the mock-up's tool is not. The audit's browser walk holds that no page
 * fetches one without that use, and this refuses one that any chunk imports statically.
 */
const ON_USE = [
  // A file chosen (it is listed at once, "uploading"), or the form sent with a line's design.
  'src/features/enquiry/files/artwork-upload.ts',
  // A file chosen: its progress and actions (its name and size are listed at once meanwhile).
  'src/features/enquiry/files/artwork-list.tsx',
  // The enquiry sent (the form says "sending" at once): the confirmation comes with the answer.
  'src/features/enquiry/intake/enquiry-done.tsx',
];
export function onUseRoots({ locale = 'en' } = {}) {
  const manifest = readManifest(locale);
  for (const key of ON_USE) {
    if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a dynamically imported chunk of the ${locale} build: is it still loaded on use?`);
    const importer = Object.keys(manifest).find((k) => manifest[k].imports?.includes(key));
    if (importer) throw new Error(`${importer} imports ${key} statically, so it loads with the page, not on use`);
  }
  return new Set(ON_USE.map((key) => `/build/${manifest[key].file}`));
}

/**
 * All JavaScript a page can load: what it names plus everything those modules import, at any
 * depth, except a tool's, what a control loads on use (`skip`: toolRoots(), onUseRoots()) and an island
 * that starts only on use (`onUseJs`), which load only when the buyer uses them. Returns
 * the files and their summed gzip size; a file missing from the build is NaN.
 */
export function pageJs(html, build = readClientBuild(), skip = new Set()) {
  const files = reach(scriptsNamed(html), build, skip);
  return { files, gzip: files.reduce((sum, f) => sum + fileGzip(f), 0) };
}

/**
 * What only a page's islands that start on use load (their modules and what those import that
 * nothing else the page can load does): fetched on a touch, so left out of `pageJs`; the audit's
 * browser walk holds that the page fetches none of it while it loads and idles.
 */
export function onUseJs(html, build = readClientBuild(), skip = new Set()) {
  return reach(scriptsNamed(html, { used: true }), build, new Set([...skip, ...pageJs(html, build, skip).files]));
}

/** `roots` and every module they import, at any depth, but `skip`'s. */
function reach(roots, build, skip) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url) || skip.has(url)) return;
    seen.add(url);
    for (const dep of build.get(url) ?? []) visit(dep);
  };
  roots.forEach(visit);
  return [...seen];
}
