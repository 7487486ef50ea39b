#!/usr/bin/env node
// `npm run i18n:review`: what a native speaker has not yet reviewed, per language. Every Hindi and
// Tamil text of the site is listed: the messages (messages/<area>/{hi,ta}.json) and each `Text`
// in the typed content (src/content/*.ts, any exported value holding { en, hi, ta }). A text is
// reviewed when messages/reviewed.json holds its id with the hash of the words reviewed; a text
// changed since is listed again.
//   npm run i18n:review                     counts, then every id still to review
//   npm run i18n:review -- --summary        counts only
//   npm run i18n:review -- --mark hi ID…    records ID's current Hindi words as reviewed ("all" for every one)
// A language is announced (the switcher, hreflang, the sitemap) only once its pages are reviewed (README).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

export const LEDGER = 'messages/reviewed.json';
const REVIEWED_LOCALES = ['hi', 'ta'];
const hash = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** Every translated text of the site: { id, locale, words }. */
export async function translatedTexts() {
  const texts = [];
  const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'));
  for (const pattern of [settings['plugin.inlang.messageFormat'].pathPattern].flat()) {
    const area = pattern.split('/').at(-2);
    for (const locale of REVIEWED_LOCALES) {
      const data = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8'));
      delete data.$schema;
      for (const [key, words] of Object.entries(data)) texts.push({ id: `messages/${area}:${key}`, locale, words });
    }
  }
  const isText = (v) => v && typeof v === 'object' && !Array.isArray(v) && REVIEWED_LOCALES.every((l) => typeof v[l] === 'string') && typeof v.en === 'string';
  for (const file of readdirSync('src/content').filter((f) => f.endsWith('.ts')).sort()) {
    const { module } = await runnerImport(`./src/content/${file}`, { configFile: false, logLevel: 'silent' });
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

const readLedger = () => {
  try {
    return JSON.parse(readFileSync(LEDGER, 'utf8'));
  } catch {
    return { hi: {}, ta: {} };
  }
};

/** The texts not reviewed in their current words. */
export const unreviewed = (texts, ledger) => texts.filter((t) => ledger[t.locale]?.[t.id] !== hash(t.words));

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const texts = await translatedTexts();
  const ledger = readLedger();
  if (args[0] === '--mark') {
    const [, locale, ...ids] = args;
    if (!REVIEWED_LOCALES.includes(locale) || !ids.length) throw new Error('usage: --mark hi|ta ID… (or all)');
    ledger[locale] ??= {};
    let marked = 0;
    for (const t of texts) {
      if (t.locale === locale && (ids.includes('all') || ids.includes(t.id))) {
        ledger[locale][t.id] = hash(t.words);
        marked++;
      }
    }
    writeFileSync(LEDGER, `${JSON.stringify(ledger, null, 2)}\n`);
    console.log(`${marked} ${locale} texts recorded as reviewed in ${LEDGER}`);
  } else {
    const left = unreviewed(texts, ledger);
    for (const locale of REVIEWED_LOCALES) {
      const all = texts.filter((t) => t.locale === locale).length;
      const todo = left.filter((t) => t.locale === locale).length;
      console.log(`${locale}: ${all - todo} of ${all} texts reviewed by a native speaker; ${todo} to review`);
    }
    if (!args.includes('--summary')) for (const t of left) console.log(`${t.locale}\t${t.id}\t${typeof t.words === 'string' ? t.words : JSON.stringify(t.words)}`);
  }
}
