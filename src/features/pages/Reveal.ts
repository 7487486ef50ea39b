import type { CSSProperties } from 'react';

/**
 * Marks an element that fades and slides in once it comes into view (client/reveal.ts watches
 * it; client/styles/content.css animates it). `delay` (ms, the original site's stagger) makes
 * siblings follow each other: each 100 ms starts its fade 100 ms later.
 * @example <li {...reveal(100)}>…</li>
 */
export function reveal(delay = 0): { 'data-reveal': string; style?: CSSProperties } {
  return delay ? { 'data-reveal': '', style: { '--stagger': delay / 100 } as CSSProperties } : { 'data-reveal': '' };
}
