import { Fragment, type ReactNode } from 'react';

/**
 * A message with links or emphasis inside it, as translators write it: the words in one string,
 * the marked part between `<name>` and `</name>` (`Open a size in <products>our products</products>, then…`),
 * so each language puts the link where its sentence needs it. Each tag is rendered by its function;
 * a tag with none given, or left unclosed, stays as plain text.
 * @example richText('See <faq>the FAQ</faq>.', { faq: (words) => <a href="/faq">{words}</a> })
 */
export function richText(message: string, tags: Record<string, (words: string) => ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /<([a-z][\w-]*)>([\s\S]*?)<\/\1>/g;
  let from = 0;
  for (const match of message.matchAll(pattern)) {
    const render = tags[match[1]!];
    if (!render) continue;
    if (match.index > from) out.push(message.slice(from, match.index));
    out.push(<Fragment key={out.length}>{render(match[2]!)}</Fragment>);
    from = match.index + match[0].length;
  }
  if (from < message.length) out.push(message.slice(from));
  return <>{out}</>;
}
