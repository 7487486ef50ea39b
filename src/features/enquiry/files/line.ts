import { readPlacement, type FileLine, type LinePlacement } from '@features/quote-and-wishlist';
import type { ArtworkRow } from './store';

/** A row's line and placement; a stored placement that no longer reads (an older row) is left out, never thrown. */
export function lineOfRow(row: Pick<ArtworkRow, 'line_product' | 'line_size' | 'placement'>): { line?: FileLine; placement?: LinePlacement } {
  if (!row.line_product || !row.line_size) return {};
  let placement: LinePlacement | null = null;
  try {
    placement = row.placement ? readPlacement(JSON.parse(row.placement)) : null;
  } catch {
    /* unreadable: the file is still listed under its line */
  }
  return { line: { product: row.line_product, size: row.line_size }, ...(placement ? { placement } : {}) };
}
