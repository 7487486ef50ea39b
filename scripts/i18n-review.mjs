#!/usr/bin/env node
// `npm run i18n:review`: what a native speaker has reviewed, text by text, and what not yet, per
// language. Every Hindi and Tamil text of the site is listed: the messages (each feature's
// messages/{hi,ta}.json, as project.inlang/settings.json lists them) and each `Text` in the typed
// content (the modules in CONTENT below, any exported value holding { en, hi, ta }). A text is
// reviewed when src/platform/i18n/reviewed.json holds its id with the hash of the words reviewed,
// who reviewed them and when; a text changed since is listed again.
//   npm run i18n:review                                counts, then every id still to review
//   npm run i18n:review -- --summary                   counts only
//   npm run i18n:review -- --mark hi --by NAME ID…     records ID's current Hindi words as reviewed by NAME, a native
//                                                      speaker, today ("all" for every one); a mark names its reviewer
// The Hindi and Tamil pages are served, listed in the sitemap and linked by hreflang and the language
// switcher while unreviewed; the README says how many texts are reviewed, as this record counts
// them (tests/unit/i18n-tools.test.mjs holds it to the record), and a language is announced beyond
// the site only once its pages are reviewed.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createRunnableDevEnvironment, resolveConfig } from 'vite';
import { aliases } from './lib/aliases.mjs';

export const LEDGER = 'src/platform/i18n/reviewed.json';
/** The modules that hold content records with words in every language. */
export const CONTENT = [
  'src/platform/content/facts.ts',
  'src/platform/content/site.ts',
  'src/platform/content/words.ts',
  'src/platform/i18n/format.ts',
  'src/features/catalogue/catalogue.ts',
  'src/features/catalogue/ordering.ts',
  'src/features/catalogue/product-pages.ts',
  'src/features/catalogue/products.ts',
  'src/features/catalogue/sizes.ts',
  'src/features/enquiry/intake/contact-content.ts',
  'src/features/print-templates/guide.ts',
  'src/features/search/popular.ts',
  'src/features/search/suggestions.ts',
  'src/features/shell/nav.ts',
  'src/features/size-finder/density-figures.ts',
  'src/features/size-finder/fill.ts',
  'src/features/size-finder/pouch-charts.ts',
  ...['about', 'blog', 'faq', 'gallery', 'home', 'offers', 'policies', 'testimonials'].map((name) => `src/features/pages/content/${name}.ts`),
];
/** A message file's area: the folder that holds it, or the feature's when that folder is `messages`. */
const areaOf = (pattern) => {
  const [parent, grandparent] = pattern.split('/').slice(-3, -1).reverse();
  return parent === 'messages' ? grandparent : parent;
};
const REVIEWED_LOCALES = ['hi', 'ta'];
const hash = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** Every translated text of the site: { id, locale, words }. */
/**
 * The TypeScript modules at `paths`, imported through one of vite's module runners, as vite's
 * `runnerImport` imports one: the modules they share (the catalogue, the content's types, the
 * words) are transformed once for all, not once for each (a runner a module took most of a minute).
 */
async function importAll(paths) {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      cacheDir: process.cwd(),
      logLevel: 'silent',
      resolve: { alias: aliases },
      environments: { inline: { consumer: 'server', dev: { moduleRunnerTransform: true }, resolve: { external: true, mainFields: [], conditions: ['node'] } } },
    },
    'serve',
  );
  const environment = createRunnableDevEnvironment('inline', config, { runnerOptions: { hmr: { logger: false } }, hot: false });
  await environment.init();
  try {
    const modules = [];
    for (const path of paths) modules.push(await environment.runner.import(`./${path}`));
    return modules;
  } finally {
    await environment.close();
  }
}

export async function translatedTexts() {
  const texts = [];
  const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'));
  for (const pattern of [settings['plugin.inlang.messageFormat'].pathPattern].flat()) {
    const area = areaOf(pattern);
    for (const locale of REVIEWED_LOCALES) {
      const data = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8'));
      delete data.$schema;
      for (const [key, words] of Object.entries(data)) texts.push({ id: `messages/${area}:${key}`, locale, words });
    }
  }
  const isText = (v) => v && typeof v === 'object' && !Array.isArray(v) && REVIEWED_LOCALES.every((l) => typeof v[l] === 'string') && typeof v.en === 'string';
  const modules = await importAll(CONTENT);
  for (const [i, path] of CONTENT.entries()) {
    const file = path.slice(path.lastIndexOf('/') + 1);
    const module = modules[i];
    const seen = new Set();
    const walk = (value, path) => {
      if (!value || typeof value !== 'object' || seen.has(value)) return;
      if (isText(value)) {
        for (const locale of REVIEWED_LOCALES) texts.push({ id: `content/${file}:${path}`, locale, words: value[locale] });
        return;
      }
      seen.add(value);
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    };
    for (const [name, value] of Object.entries(module)) walk(value, name);
  }
  return texts;
}

/** A ledger entry's hash: an entry is { hash, by, on } (a bare hash, as first recorded, is read too). */
const hashOf = (entry) => (typeof entry === 'string' ? entry : entry?.hash);

/** The texts not reviewed in their current words. */
export const unreviewed = (texts, ledger) => texts.filter((t) => hashOf(ledger[t.locale]?.[t.id]) !== hash(t.words));

/** For each language, how many of its texts the record holds reviewed in their current words, of how many. */
export function reviewCounts(texts, ledger) {
  const left = unreviewed(texts, ledger);
  return Object.fromEntries(
    REVIEWED_LOCALES.map((locale) => {
      const all = texts.filter((t) => t.locale === locale).length;
      return [locale, { reviewed: all - left.filter((t) => t.locale === locale).length, of: all }];
    }),
  );
}

export const readLedger = (path = LEDGER) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { hi: {}, ta: {} };
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const texts = await translatedTexts();
  const ledger = readLedger();
  if (args[0] === '--mark') {
    const [, locale, byFlag, by, ...ids] = args;
    if (!REVIEWED_LOCALES.includes(locale) || byFlag !== '--by' || !by?.trim() || !ids.length)
      throw new Error('usage: --mark hi|ta --by NAME ID… (or all): NAME is the native speaker who reviewed the words');
    ledger[locale] ??= {};
    const on = new Date().toISOString().slice(0, 10);
    let marked = 0;
    for (const t of texts) {
      if (t.locale === locale && (ids.includes('all') || ids.includes(t.id))) {
        ledger[locale][t.id] = { hash: hash(t.words), by: by.trim(), on };
        marked++;
      }
    }
    writeFileSync(LEDGER, `${JSON.stringify(ledger, null, 2)}\n`);
    console.log(`${marked} ${locale} texts recorded as reviewed by ${by.trim()} in ${LEDGER}`);
  } else {
    const left = unreviewed(texts, ledger);
    for (const locale of REVIEWED_LOCALES) {
      const all = texts.filter((t) => t.locale === locale).length;
      const todo = left.filter((t) => t.locale === locale).length;
      console.log(`${locale}: ${all - todo} of ${all} texts reviewed by a native speaker; ${todo} to review`);
    }
    if (!args.includes('--summary'))
      for (const t of left) console.log(`${t.locale}\t${t.id}\t${typeof t.words === 'string' ? t.words : JSON.stringify(t.words)}`);
  }
}
