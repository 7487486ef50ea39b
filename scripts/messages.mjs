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
import * as fs from 'node:fs';
import { existsSync, readdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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

/** Throws with every problem found in the message files. */
function refuseIncomplete() {
  const problems = checkMessages();
  if (problems.length) throw new Error(`The site's words are incomplete:\n  ${problems.join('\n  ')}`);
}

let compiled;
/** Checks, then compiles (once per process, and only when a source changed). Throws with every problem found. */
export function compileMessages() {
  compiled ??= (async () => {
    refuseIncomplete();
    const sources = sourcesHash();
    if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sources && existsSync(`${OUTDIR}/messages`) && readdirSync(`${OUTDIR}/messages`).length > 0)
      return;
    const { compile } = await import('@inlang/paraglide-js');
    await compile(OPTIONS);
    writeFileSync(STAMP, sources);
  })();
  return compiled;
}

// wrangler dev and the watching build read these modules while they change: a file is written only
// when its content changes, so an edit rebuilds once, and then whole, a temporary file renamed over
// it, since a module read half written broke the worker.
const changedFilesOnly = {
  ...fs,
  promises: {
    ...fs.promises,
    async writeFile(path, data) {
      if ((await fs.promises.readFile(path, 'utf8').catch(() => undefined)) === data) return;
      await fs.promises.writeFile(`${path}.tmp`, data);
      await fs.promises.rename(`${path}.tmp`, path);
    },
  },
};

/**
 * Compiles again after each edit of a message file (npm start), for the watching build and
 * wrangler dev to rebuild from the modules that changed. Only the JavaScript: Paraglide's type
 * declarations take most of a compile's time, so they wait for the next compile that does not
 * watch (the stamp, left as it was, asks for it), which also removes the module of a message
 * deleted meanwhile.
 */
export function watchMessages() {
  const patterns = [JSON.parse(readFileSync(`${PROJECT}/settings.json`, 'utf8'))['plugin.inlang.messageFormat'].pathPattern].flat();
  let compiling = Promise.resolve();
  let soon;
  const recompile = () => {
    compiling = compiling
      .then(async () => {
        refuseIncomplete();
        const { compile } = await import('@inlang/paraglide-js');
        await compile({ ...OPTIONS, emitTsDeclarations: false, cleanOutdir: false, fs: changedFilesOnly });
      })
      .catch((error) => console.error(`messages not compiled: ${error.message}`));
  };
  // Folders, not files: an editor that saves by renaming replaces the file a watch would follow.
  for (const folder of new Set(patterns.map((pattern) => dirname(pattern)))) {
    watch(folder, (_, file) => {
      if (!file?.endsWith('.json')) return;
      clearTimeout(soon);
      soon = setTimeout(recompile, 100); // one compile for the writes of one save
    });
  }
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
