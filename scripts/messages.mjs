#!/usr/bin/env node
// `npm run messages`: compiles the words of the site (each feature's messages/{en,hi,ta}.json, listed in
// project.inlang/settings.json) into typed functions, one module per message, in
// src/platform/i18n/paraglide/ (generated, git-ignored), with Paraglide JS. A page or island imports only
// the messages it uses, and the bundler keeps only those (decision 056).
// It refuses, before compiling, a message missing in any language, one empty, or one whose
// parameters differ between languages: Paraglide itself would fall back to English without a word.
// The vite build, the vitest configurations and `npm run typecheck` run it first; it compiles
// only when the words, the settings, Paraglide's version or these options changed since the output
// was written (a hash kept beside it), so the steps of `npm test` that run side by side after the
// build never rewrite the folder another is reading.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const PROJECT = './project.inlang';
export const OUTDIR = './src/platform/i18n/paraglide';

// A message is a string, or an array of variants (plural forms, say) in the inlang message format.
const isMessage = (value) => typeof value === 'string' || Array.isArray(value);
const texts = (value) => (typeof value === 'string' ? [value] : value.flatMap((v) => Object.values(v.match ?? {})));
const params = (value) => [...new Set(texts(value).flatMap((text) => [...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)].map((m) => m[1])))].sort().join(',');

/** Every problem in the message files, as lines a person can act on; empty when all is well. */
export function checkMessages(project = PROJECT) {
  const settings = JSON.parse(readFileSync(`${project}/settings.json`, 'utf8'));
  const patterns = [settings['plugin.inlang.messageFormat'].pathPattern].flat();
  const problems = [];
  for (const pattern of patterns) {
    const file = (locale) => pattern.replace('{locale}', locale);
    const read = (locale) => {
      const data = JSON.parse(readFileSync(file(locale), 'utf8'));
      delete data.$schema;
      return data;
    };
    const base = read(settings.baseLocale);
    for (const locale of settings.locales) {
      const messages = locale === settings.baseLocale ? base : read(locale);
      for (const [key, text] of Object.entries(base)) {
        const own = messages[key];
        if (!isMessage(own)) problems.push(`${file(locale)}: "${key}" is missing (English: ${JSON.stringify(text)})`);
        else if (texts(own).some((t) => typeof t !== 'string' || !t.trim())) problems.push(`${file(locale)}: "${key}" is empty`);
        else if (params(own) !== params(text)) problems.push(`${file(locale)}: "${key}" takes {${params(own)}}, the English takes {${params(text)}}`);
      }
      for (const key of Object.keys(messages)) {
        if (!(key in base)) problems.push(`${file(locale)}: "${key}" is not in ${file(settings.baseLocale)}`);
      }
    }
  }
  return problems;
}

const OPTIONS = {
  project: PROJECT,
  outdir: OUTDIR,
  // Every call names its language (the page's, from its address): nothing is read from a cookie,
  // the navigator or a global, and no AsyncLocalStorage is needed in the worker.
  strategy: ['baseLocale'],
  disableAsyncLocalStorage: true,
  outputStructure: 'message-modules',
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
};
const STAMP = `${OUTDIR}/.sources`;

/** What the output is made from: settings, every message file, Paraglide's version, the options. */
export function sourcesHash(project = PROJECT) {
  const settings = readFileSync(`${project}/settings.json`, 'utf8');
  const patterns = [JSON.parse(settings)['plugin.inlang.messageFormat'].pathPattern].flat();
  const { locales } = JSON.parse(settings);
  const hash = createHash('sha256').update(settings).update(JSON.stringify(OPTIONS));
  hash.update(readFileSync('node_modules/@inlang/paraglide-js/package.json'));
  for (const pattern of patterns) for (const locale of locales) hash.update(readFileSync(pattern.replace('{locale}', locale)));
  return hash.digest('hex');
}

let compiled;
/** Checks, then compiles (once per process, and only when a source changed). Throws with every problem found. */
export function compileMessages() {
  compiled ??= (async () => {
    const problems = checkMessages();
    if (problems.length) throw new Error(`The site's words are incomplete:\n  ${problems.join('\n  ')}`);
    const sources = sourcesHash();
    if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sources && existsSync(`${OUTDIR}/messages`) && readdirSync(`${OUTDIR}/messages`).length > 0)
      return;
    const { compile } = await import('@inlang/paraglide-js');
    await compile(OPTIONS);
    writeFileSync(STAMP, sources);
  })();
  return compiled;
}

/** The Vite plugin: compiles before a build or a test run reads any module. */
export const messagesPlugin = () => ({ name: 'site-messages', buildStart: () => compileMessages() });

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  compileMessages().then(
    () => console.log(`messages compiled into ${OUTDIR} (or already up to date)`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
