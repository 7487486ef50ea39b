/**
 * A quote request of several lines: which product, which size, how many pouches, and a note
 * (finish, number of designs), and the limits of one. Pure and dependency-free; every page's
 * header keeps the list with it (quote-store.ts), so how a line is priced lives apart, in
 * quote-estimate.ts, loaded only where lines are priced.
 */
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
