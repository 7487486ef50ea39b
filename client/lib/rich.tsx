import { Fragment, type ReactNode } from 'react';
import type { Locale } from '../../src/i18n/locales';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = /\uE000(\d+)\uE001/;

/**
 * A message with elements in it (a link, an English name), in the order the language puts them:
 * `message` is called with a private-use token for each part, and its words are split around them.
 * @example rich((p) => m.catalogue_more(p, { locale }), { link: <a href="/products">…</a> })
 */
export function rich<K extends string>(message: (params: Record<K, string>) => string, parts: Record<K, ReactNode>): ReactNode[] {
  const keys = Object.keys(parts) as K[];
  const text = message(Object.fromEntries(keys.map((k, i) => [k, `${OPEN}${i}${CLOSE}`])) as Record<K, string>);
  return text
    .split(TOKEN)
    .map((piece, i) => (i % 2 ? <Fragment key={i}>{parts[keys[Number(piece)]!]}</Fragment> : piece))
    .filter((piece) => piece !== '');
}

/** English words standing on their own inside Hindi or Tamil (a trade name, a file name), marked as English there. */
export const english = (locale: Locale, words: string): ReactNode => (locale === 'en' ? words : <span lang="en">{words}</span>);

/** A phrase in Latin letters: a word, and more joined to it by spaces or commas ("PDF", "print template", "panel, x, y"). */
const LATIN_PHRASE = /([A-Za-z][\w.:/+-]*(?:,? [A-Za-z][\w.:/+-]*)*)/;

/**
 * A sentence from the worker (a file check's note, a refusal) with its English phrases ("PDF",
 * "JavaScript", a file name) marked as English on a Hindi or Tamil page; as it is in English.
 */
export function englishRuns(locale: Locale, text: string): ReactNode {
  if (locale === 'en') return text;
  return text
    .split(LATIN_PHRASE)
    .map((piece, i) => (i % 2 ? <span key={i} lang="en">{piece}</span> : piece))
    .filter((piece) => piece !== '');
}
