import type { ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A message with an element inside it (a link, a quotation): the message is called with a marker
 * in place of the parameter, and the element goes where the marker lands, wherever each language
 * puts it. `message` receives the marker and returns the words.
 * @example withElement((term) => m.search_as_typed({ term }, { locale }), <q>{term}</q>)
 */
export function withElement(message: (mark: string) => string, element: ReactNode): ReactNode {
  const [before, after = ''] = message(MARK).split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/**
 * A message whose number is shown as an element (`<strong>12</strong>`): the message is called with
 * the number itself, so each language chooses its plural form, and the number's first appearance
 * is wrapped.
 */
export function withNumber(text: string, n: number, wrap: (n: number) => ReactNode): ReactNode {
  const at = text.indexOf(String(n));
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {wrap(n)}
      {text.slice(at + String(n).length)}
    </>
  );
}
