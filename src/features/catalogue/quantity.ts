/**
 * A quantity of pouches as a buyer types it, read the same way by every form that takes one (the
 * size page's estimator, the quote list, a design's "Attach to my quote", the enquiry) and by the
 * server that answers them. Apart from the prices (price.ts), so a form that only counts loads none
 * of the price tables' code.
 */

/** Largest quantity the form accepts; anything above is far into bulk-quote territory anyway. */
export const MAX_QUANTITY = 10_000_000;

/**
 * Reads what the visitor typed: digits, optionally grouped with commas or spaces ("1,000").
 * Returns null for anything else (letters, decimals, signs, empty).
 */
export function parseQuantity(raw: string | null | undefined): number | null {
  const text = (raw ?? '').trim().replace(/[,\s]/g, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= MAX_QUANTITY ? n : null;
}
