import english from '@build/.vite/manifest.json';
import hindi from '@build/.vite/manifest.hi.json';
import tamil from '@build/.vite/manifest.ta.json';
import englishFacades from '@build/.vite/facades.json';
import hindiFacades from '@build/.vite/facades.hi.json';
import tamilFacades from '@build/.vite/facades.ta.json';
import { byLocale, type Locale } from '@platform/i18n/locales';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** Islands built inside a chunk they share, by manifest key: that chunk's file and the name it exports the island by (vite.config.ts, islandFacades). */
type Facades = Record<string, { file: string; export: string }>;

/** The client is built once per language, each with its words only (decision 058). */
const manifests: Record<Locale, Manifest> = { en: english, hi: hindi, ta: tamil };
const facadesOf: Record<Locale, Facades> = { en: englishFacades, hi: hindiFacades, ta: tamilFacades };

const url = (file: string) => `/build/${file}`;
/**
 * A module the client entry imports, named by its address relative to the entry's own (every
 * built chunk sits beside it in /build/assets/): each island names two to six, in every page.
 */
const named = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** FNV-1a, 32 bit: a short, stable fingerprint of a string. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Names this build of the client: it changes whenever any hashed file name in the manifests does,
 * so caches keyed by it never hand out a page that refers to files of another deploy. Only the
 * names are read: each carries its file's hash, and hashing the manifests whole (55 KB, by a loop
 * not yet optimised) cost a cold isolate about 5 ms before its first page.
 */
export const buildVersion = fingerprint(
  Object.values(manifests)
    .flatMap((chunks) => Object.values(chunks).map((c) => c.file))
    .join('\n'),
);

/** The addresses of one language's client build. */
function assetsOf(chunks: Manifest, locale: Locale, facades: Facades) {
  function chunk(key: string): ManifestChunk {
    const found = chunks[key];
    if (!found) throw new Error(`client build has no ${key}: run \`npm run build\``);
    return found;
  }

  /** The manifest key of each island's module, by the island's name (src/features/…/<name>.island.tsx). */
  const islandKeys = new Map(
    Object.keys(chunks)
      .filter((key) => key.endsWith('.island.tsx'))
      .map((key) => [key.slice(key.lastIndexOf('/') + 1, -'.island.tsx'.length), key]),
  );
  const islandKey = (name: string) => islandKeys.get(name) ?? `${name}.island.tsx`;
  /**
   * The file that holds an island: its own module's, or, for an island built inside a chunk it
   * shares, that chunk's, which the page names in place of the one-line facade that re-exports it.
   */
  const islandFile = (key: string) => named(facades[key]?.file ?? chunk(key).file);

  /** Every chunk a module imports, at any depth (not itself), named for the entry: what its import waits for. */
  function importsOf(key: string): string[] {
    const found = new Set<string>();
    const visit = (k: string) => {
      for (const dep of chunk(k).imports ?? []) {
        const file = named(chunk(dep).file);
        if (!found.has(file)) {
          found.add(file);
          visit(dep);
        }
      }
    };
    visit(key);
    return [...found];
  }

  const hydratorImports = importsOf('client/hydrate.ts');

  const PROOF = 'src/features/mockup/proof.ts';
  /**
   * What the proof's module waits for once it arrives: the chunks it imports, at any depth, and the
   * fonts a proof in this language writes with (Noto Sans Latin, regular and bold, and the
   * language's own script: the fonts its `warm` fetches). Asked for beside the module, each a
   * round trip sooner than the module would name it (decision 081).
   */
  const ownScript = { en: null, hi: /-devanagari-400-normal-/, ta: /-tamil-400-normal-/ }[locale];
  const proofAhead = [
    ...importsOf(PROOF).map((file) => url(`assets/${file}`)),
    ...(chunk(PROOF).assets ?? []).filter((file) => /noto-sans-latin-[47]00-normal-/.test(file) || ownScript?.test(file)).map(url),
  ];

  /**
   * Every chunk each island's start imports, at any depth, but the hydrator's (React and what React
   * imports), which the page names once on its entry: space-separated, by island module key.
   */
  const islandImportsByKey = new Map(
    [...islandKeys.values()].map((key) => [
      key,
      importsOf(key)
        .filter((file) => !hydratorImports.includes(file) && file !== islandFile(key))
        .join(' '),
    ]),
  );

  /**
   * The hashed file names the document refers to, resolved once per worker from the build manifest:
   * the entry and the stylesheet by URL, the modules the entry imports by name (`named`).
   */
  return {
    entry: url(chunk('client/entry.ts').file),
    /** The module that hydrates islands with React, which the entry imports when the first island starts. */
    hydrator: named(chunk('client/hydrate.ts').file),
    /** Every chunk the hydrator imports (React and what React imports), space-separated: the entry imports them beside it. */
    hydratorImports: hydratorImports.join(' '),
    stylesheet: url(chunk('client/styles/site.css').file),
    /** The entrance fades, which the entry imports once the page is idle, where cards fade in. */
    reveal: named(chunk('client/reveal.ts').file),
    /** What else waits for the page to be idle (the ticker's highlight, the menu laid out ahead), which the entry imports then. */
    later: named(chunk('client/later.ts').file),
    /** An island's module (or the chunk it is built in), which the client entry imports. */
    islandSrc: (name: string): string => islandFile(islandKey(name)),
    /** The name the island's module exports it by, where not `default`: an island built inside a chunk it shares. */
    islandExport: (name: string): string | undefined => facades[islandKey(name)]?.export,
    /**
     * Every chunk an island's start imports but the hydrator's, space-separated: the entry imports
     * them all beside the hydrator, its imports and the island's module, instead of one round trip
     * after another as each module arrives and names the next.
     */
    islandImports: (name: string): string => islandImportsByKey.get(islandKey(name)) ?? '',
    /** The design mock-up's heavy tools (pdf.js, pdf-lib), which it imports only when one is needed. */
    mockupTools: { pdf: url(chunk('src/features/mockup/pdf-page.ts').file), proof: url(chunk(PROOF).file), proofAhead },
    /** The PDF print template's maker (pdf-lib), which a custom size's page imports only when the buyer asks for the PDF. */
    templateTool: url(chunk('src/features/print-templates/template-pdf.ts').file),
  };
}

export type ClientAssets = ReturnType<typeof assetsOf>;

/**
 * Each language's hashed file names, resolved from its build manifest by the worker's first page in
 * that language: resolving all three at the start cost a cold isolate about 3 ms (a profiled,
 * unminified build) for languages its visitors may never ask for.
 */
const assetsByLocale = byLocale((locale) => assetsOf(manifests[locale], locale, facadesOf[locale]));

/** The hashed file names a page in `locale` refers to. */
export const assetsFor = (locale: Locale): ClientAssets => assetsByLocale[locale];
