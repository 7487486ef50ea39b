import type { CSSProperties } from 'react';

/**
 * Marks an element that fades and slides in as it scrolls into view (a scroll-driven CSS
 * animation, client/styles/content.css). `delay` (ms, as the spec gives the stagger) makes
 * siblings follow each other: each 100 ms starts it a tenth of its height later in its entry.
 * @example <li {...reveal(100)}>…</li>
 */
export function reveal(delay = 0): { 'data-reveal': string; style?: CSSProperties } {
  return delay ? { 'data-reveal': '', style: { '--stagger': delay / 100 } as CSSProperties } : { 'data-reveal': '' };
}
