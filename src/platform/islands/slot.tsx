import type { ReactNode } from 'react';

/**
 * Static content inside an island: the server renders it as React nodes, the browser receives
 * it as the HTML the server wrote (the client entry reads each `<site-slot>` of an island before
 * hydrating it), so an island's module carries its behaviour and structure but not the words and
 * pictures it shows. On the server a slot is a node; in the browser, a string of HTML.
 */
export type SlotContent = ReactNode;
export type Slots<K extends string = string> = Record<K, SlotContent>;

/** Renders slot `name` of an island: `display: contents`, so it never changes layout. */
export function Slot({ name, content }: { name: string; content: SlotContent }) {
  return typeof content === 'string' ? (
    <site-slot data-name={name} dangerouslySetInnerHTML={{ __html: content }} />
  ) : (
    <site-slot data-name={name}>{content}</site-slot>
  );
}
