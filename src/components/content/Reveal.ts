import type { CSSProperties } from 'react';

/**
 * Attributes that let the `reveal` island fade and slide an element in when it scrolls into
 * view; `delay` (ms) staggers siblings. Without the island (no JavaScript) they do nothing.
 * @example <li {...reveal(100)}>…</li>
 */
export function reveal(delay = 0): { 'data-reveal': string; style?: CSSProperties } {
  return delay ? { 'data-reveal': '', style: { '--delay': `${delay}ms` } as CSSProperties } : { 'data-reveal': '' };
}
