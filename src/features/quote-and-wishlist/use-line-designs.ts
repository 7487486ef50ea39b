/**
 * The designs kept with the quote's lines, for an island: the store (src/features/quote-and-wishlist/line-designs.ts)
 * is fetched only once the island has quote lines to show them for, so no page loads it sooner.
 */
import { useEffect, useState } from 'react';
import { QUOTE_CHANGE } from './quote-store';
import type { LineDesign } from './line-designs';

export type { LineDesign };

/**
 * The store's module, fetched on first use, in the browser only: the worker never reads a browser's
 * store, and a dynamic import in its bundle would defer every module the two share to startup.
 */
export const lineDesignStore = (): Promise<typeof import('./line-designs')> =>
  __WORKER_BUNDLE__ ? Promise.reject(new Error('designs are kept by the browser only')) : import('./line-designs');

/** The design kept for `line` among `designs`, if any. */
export const designOf = (designs: readonly LineDesign[], line: { product: string; size: string }): LineDesign | undefined =>
  designs.find((d) => d.line.product === line.product && d.line.size === line.size);

/**
 * The designs of the quote's lines, read once `active` and again after every change to them or to
 * the quote (in this tab or another), with the sentence of the last problem ('' when none).
 */
export function useLineDesigns(active: boolean): { designs: LineDesign[]; problem: string } {
  const [state, setState] = useState<{ designs: LineDesign[]; problem: string }>({ designs: [], problem: '' });
  useEffect(() => {
    if (!active) return;
    let live = true;
    let stop = () => {};
    void lineDesignStore().then(({ lineDesigns, LINE_DESIGNS_CHANGE }) => {
      if (!live) return;
      const load = () =>
        void lineDesigns().then(({ designs, problem }) => {
          if (live) setState({ designs, problem: problem ?? '' });
        });
      load();
      addEventListener(LINE_DESIGNS_CHANGE, load);
      addEventListener(QUOTE_CHANGE, load);
      stop = () => {
        removeEventListener(LINE_DESIGNS_CHANGE, load);
        removeEventListener(QUOTE_CHANGE, load);
      };
    });
    return () => {
      live = false;
      stop();
    };
  }, [active]);
  return state;
}
