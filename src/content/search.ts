import { z } from 'zod';

/**
 * Searches offered on the no-match page as a way forward. Each must find something in the
 * catalogue (tests/unit/search-index.test.ts checks it).
 */
export const popularSearches: readonly string[] = z
  .array(z.string().min(2).max(24).describe('A search term, shown as a link to its results'))
  .min(4)
  .max(10)
  .parse(['Kraft', 'Zipper', 'Window', 'Transparent', 'Silver', 'Gold', '500gm', '1 Kg']);
