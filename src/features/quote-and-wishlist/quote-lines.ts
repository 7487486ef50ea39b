/**
 * A quote request of several lines: which product, which size, how many pouches, and a note
 * (finish, number of designs). Pure and dependency-free: the `/quote` page's island, the enquiry
 * form and the worker price lines with the very same code, and the worker never trusts a price a
 * browser sends: it prices the lines again from the catalogue.
 */
import { estimateQuote, indicativeTiersOfLine, totalFor, type Tier } from '@features/catalogue';

export const quoteLimits = {
  /** Lines in one quote request. */
  lines: 20,
  /** Pouches in one line: the smallest order, and the most a line takes (beyond: a bulk quote). */
  minQuantity: 100,
  maxQuantity: 100_000,
  /** Characters in a line's note. */
  note: 200,
} as const;

/** One line as the browser keeps it and sends it; `name` and `sizeLabel` are for display only. */
export interface QuoteLine {
  product: string;
  size: string;
  quantity: number;
  note: string;
}

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

/** A line's key: one line per product and size. */
export const lineKey = (line: Pick<QuoteLine, 'product' | 'size'>): string => `${line.product}/${line.size}`;

/**
 * Adds a line, or sets the quantity (and the note, when one is given) of the line already there
 * for that product and size. A list already at the limit is returned unchanged.
 */
export function putLine(lines: readonly QuoteLine[], line: QuoteLine): QuoteLine[] {
  const at = lines.findIndex((l) => lineKey(l) === lineKey(line));
  if (at >= 0) return lines.map((l, i) => (i === at ? { ...l, quantity: line.quantity, note: line.note || l.note } : l));
  return lines.length >= quoteLimits.lines ? [...lines] : [...lines, line];
}

/** A quantity brought within the limits of a line (a whole number from 100 to 100,000). */
export const clampQuantity = (n: number): number =>
  Number.isFinite(n) ? Math.min(quoteLimits.maxQuantity, Math.max(quoteLimits.minQuantity, Math.round(n))) : quoteLimits.minQuantity;
