import { ADVANCES } from './advances';

/**
 * The templates' words measured in Noto Sans without its outlines (advances.ts, a few hundred
 * bytes), so that the layout, which the mock-up also draws in the browser, never carries them.
 */

/** What a character outside the fonts (never one the layout writes) is measured as. */
const FALLBACK = '?';

/** Width of `text` set in Noto Sans at `size` (any unit: the answer is in the same unit). */
export function outlineWidth(text: string, size: number, weight: 'normal' | 'bold' = 'normal'): number {
  const table = ADVANCES[weight];
  let units = 0;
  for (const ch of text) units += table[ch] ?? table[FALLBACK]!;
  return (units * size) / 1000;
}
