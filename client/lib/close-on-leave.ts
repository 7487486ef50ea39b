import { useEffect, useRef } from 'react';

/**
 * Calls `close` when the visitor leaves the page (so the back button never returns to an open
 * menu or list) and when a `closemenus` event says every menu should close (a search sent from
 * one box closes the menus around the others).
 */
export function useCloseOnLeave(close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    const run = () => latest.current();
    addEventListener('closemenus', run);
    addEventListener('pagehide', run);
    return () => {
      removeEventListener('closemenus', run);
      removeEventListener('pagehide', run);
    };
  }, []);
}
