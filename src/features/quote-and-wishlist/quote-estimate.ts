/**
 * What a quote's lines cost: the `/quote` page's island, the enquiry form and the worker price
 * lines with the very same code, and the worker never trusts a price a browser sends: it prices
 * the lines again from the catalogue. Apart from the lines themselves (quote-lines.ts), which every
 * page's header keeps, so that only a page that prices lines loads the price tables' code.
 */
import { estimateQuote, indicativeTiersOfLine, totalFor, type Tier } from '@features/catalogue';

/**
 * A line's estimate: priced from the size's tiers (`indicative` where they are a custom size's
 * indicative price, not a published table), or on request (no tiers, or beyond the table).
 */
export type LineEstimate = { kind: 'priced'; unitPrice: number; total: number; indicative: boolean } | { kind: 'on-request'; reason: 'no-tiers' | 'bulk' };

/**
 * Prices `quantity` pouches of a size. Quantities below the first band are priced at the first
 * band (the estimator explains the minimum; a line is never below 100, the smallest band's start).
 */
export function estimateLine(tiers: readonly Tier[] | undefined, quantity: number, indicative = false): LineEstimate {
  if (!tiers?.length) return { kind: 'on-request', reason: 'no-tiers' };
  const quote = estimateQuote(tiers, Math.max(quantity, tiers[0]!.minUnits));
  if (quote.kind === 'priced') return { kind: 'priced', unitPrice: quote.unitPrice, total: totalFor(quote.unitPrice, quantity), indicative };
  return { kind: 'on-request', reason: 'bulk' };
}

/**
 * Prices a line the browser keeps: a stock size from the tiers stored with it, a custom size from
 * the indicative price of its flat size, as the worker prices it (whatever was stored for it).
 */
export const estimateKeptLine = (line: { product: string; size: string; quantity: number; tiers?: readonly Tier[] }): LineEstimate =>
  line.size.startsWith('custom-') ? estimateLine(indicativeTiersOfLine(line.product, line.size), line.quantity, true) : estimateLine(line.tiers, line.quantity);

/** The sum of the priced lines (in paise, so no floating-point dust), how many of them are indicative, and how many are on request. */
export function quoteTotal(estimates: readonly LineEstimate[]): { total: number; onRequest: number; indicative: number } {
  let paise = 0;
  let onRequest = 0;
  let indicative = 0;
  for (const e of estimates) {
    if (e.kind === 'priced') {
      paise += Math.round(e.total * 100);
      if (e.indicative) indicative += 1;
    } else onRequest += 1;
  }
  return { total: paise / 100, onRequest, indicative };
}
