import { Fragment, type ReactNode } from 'react';
import type { Locale } from './locales';

/** What goes into a message: an element for a parameter, or a function for a tag around words. */
type Part = ReactNode | ((words: string) => ReactNode);

/** The message's parameters that are elements (a tag's function is not a parameter). */
type Params<P> = { [K in keyof P as P[K] extends (words: string) => ReactNode ? never : K]: string };

const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = /\uE000(\d+)\uE001/;
const TAG = /<([a-z][\w-]*)>([\s\S]*?)<\/\1>/g;

/**
 * A message with elements in it (a link, an English name, a number in bold), in the order and the
 * words each language gives them. A part is either
 * - an element standing for a parameter (`{link}`): `message` is called with a private-use token
 *   in its place, and the words are split around it; or
 * - a function for words the message marks with a tag (`Open <products>our products</products>`),
 *   which renders them; a tag with no function, or left unclosed, stays as plain text.
 * A plural message takes its number as itself (its selector) and the element as a parameter of its own.
 * @example rich((p) => m.catalogue_more(p, { locale }), { link: <a href="/products">…</a> })
 * @example rich(() => m.quote_nojs({}, { locale }), { products: (words) => <a href="/ourproducts">{words}</a> })
 */
export function rich<P extends Record<string, Part>>(message: (params: Params<P>) => string, parts: P): ReactNode[] {
  const keys = Object.keys(parts);
  const tokens = Object.fromEntries(keys.flatMap((k, i) => (typeof parts[k] === 'function' ? [] : [[k, `${OPEN}${i}${CLOSE}`]])));
  const out: ReactNode[] = [];
  const element = (node: ReactNode) => out.push(<Fragment key={out.length}>{node}</Fragment>);
  message(tokens as Params<P>)
    .split(TOKEN)
    .forEach((piece, i) => {
      if (i % 2) return element(parts[keys[Number(piece)]!] as ReactNode);
      let from = 0;
      for (const match of piece.matchAll(TAG)) {
        const render = parts[match[1]!];
        if (typeof render !== 'function') continue;
        if (match.index > from) out.push(piece.slice(from, match.index));
        element(render(match[2]!));
        from = match.index + match[0].length;
      }
      if (from < piece.length) out.push(piece.slice(from));
    });
  return out;
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
    .map((piece, i) =>
      i % 2 ? (
        <span key={i} lang="en">
          {piece}
        </span>
      ) : (
        piece
      ),
    )
    .filter((piece) => piece !== '');
}
