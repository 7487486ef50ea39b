import type { ReactNode } from 'react';

/**
 * When the browser hydrates an island:
 * - `load`: at once (above the fold and needed straight away, such as an auto-rotating hero);
 * - `visible`: when it comes within 300 px of the viewport (at once if it is already there);
 * - `idle`: when the browser has nothing else to do after the page has loaded;
 * - `interaction`: on the first pointer, touch or focus inside it (a click that started it is
 *   replayed once it is live), or once the page is idle if it is in view then, so that even the
 *   first tap finds it live;
 * - `use`: only on the first pointer, touch or focus inside it, even when it is in view, and not
 *   on the button of a popover that holds it: for a widget whose first touch the browser answers by itself (a form's
 *   fields, a search box) and whose module a visitor who never touches it does not need. Its module
 *   is not within what the page can ever load (scripts/lib/sizes.mjs), and the audit's browser walk
 *   holds that no page fetches it without a touch;
 * - `wishlist`: only when there is a wishlist to show: as `visible` when one is stored, and on
 *   the first change to it, in this tab or another. Until then the server's HTML (the empty
 *   wishlist) is the truth.
 * An island that is not yet live starts at once on any interaction, whatever its mode.
 */
export type IslandLoad = 'load' | 'visible' | 'idle' | 'interaction' | 'use' | 'wishlist' | 'quote';

/**
 * Called with the island's element just before it is hydrated; what it returns runs once the
 * island is live (client/hydrate.ts).
 */
export type BeforeHydrate = (el: HTMLElement) => () => void;

/** A React component the server renders inside an island marker and the browser hydrates. */
export interface IslandComponent<P extends object> {
  (props: P): ReactNode;
  /** The island's name: its module is `<name>.island.tsx` in its feature's folder, which the client entry imports. */
  readonly islandName: string;
  /** What the island needs done around its hydration, in its own module rather than every page's hydrator. */
  readonly beforeHydrate?: BeforeHydrate;
}

/**
 * Names a component as the island of `src/features/…/<name>.island.tsx`. Its props travel as JSON from
 * the server to the browser, so they are plain data.
 * @example export default island('ticker', function Ticker(props: TickerProps) { … });
 */
export function island<P extends object>(
  name: string,
  component: (props: P) => ReactNode,
  options: { beforeHydrate?: BeforeHydrate } = {},
): IslandComponent<P> {
  return Object.assign(component, { islandName: name }, options);
}

/** The custom element that marks an island; `display: contents`, so it never changes layout. */
export const ISLAND_TAG = 'site-island';
