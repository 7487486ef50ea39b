/**
 * The visitor's quote list, kept in their own browser under localStorage key `quote` (as the
 * wishlist is under `wishlist`): a JSON list of lines, each with what the page needs to show and
 * price it. The worker ignores everything but product, size, quantity and note, and prices the
 * lines again from the catalogue. The words kept are the English ones, whatever the page's
 * language: a page shows a line's pouch and size in its own language, found by their slugs
 * (src/features/catalogue/line-names.ts).
 */
import { listStore } from './list-store';
import { clampQuantity, putLine, quoteLimits, type QuoteLine } from './quote-lines';
import type { Tier } from '@features/catalogue';

export const QUOTE_KEY = 'quote';

/** A line as stored: the request's four fields and how to show and price it. */
export interface StoredLine extends QuoteLine {
  /** The product's name, e.g. "Matt Kraft With Window Stand-Up Zipper Pouch". */
  name: string;
  /** The size as the catalogue writes it: "500gm", "1 Kg". */
  weight: string;
  /** The size page. */
  link: string;
  /** The size's price tiers; none where its price is on request. */
  tiers: Tier[];
}

const isTier = (t: unknown): t is Tier =>
  !!t && typeof t === 'object' && ['minUnits', 'maxUnits', 'unitPrice'].every((k) => typeof (t as Record<string, unknown>)[k] === 'number');

function readLine(v: unknown): StoredLine | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (!['product', 'size', 'name', 'weight', 'link'].every((k) => typeof o[k] === 'string') || typeof o.quantity !== 'number') return null;
  const tiers = Array.isArray(o.tiers) ? o.tiers.filter(isTier) : [];
  return {
    product: o.product as string,
    size: o.size as string,
    name: o.name as string,
    weight: o.weight as string,
    link: /^\/(?!\/)[^\s\\]*$/.test(o.link as string) ? (o.link as string) : '/ourproducts',
    quantity: clampQuantity(o.quantity),
    note: typeof o.note === 'string' ? o.note.slice(0, quoteLimits.note) : '',
    tiers,
  };
}

/** Reads a stored value; anything corrupt or foreign yields an empty list, never an exception. */
export function parseQuote(raw: string | null): StoredLine[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    let lines: StoredLine[] = [];
    for (const value of data) {
      const line = readLine(value);
      if (line && !lines.some((l) => l.product === line.product && l.size === line.size)) lines = [...lines, line];
    }
    return lines.slice(0, quoteLimits.lines);
  } catch {
    return [];
  }
}

const store = listStore<StoredLine>(QUOTE_KEY, parseQuote, { removeWhenEmpty: true });
const read = store.read;
const write = store.write;

const same = (a: Pick<QuoteLine, 'product' | 'size'>, b: Pick<QuoteLine, 'product' | 'size'>) => a.product === b.product && a.size === b.size;

export const quote = {
  read,
  /**
   * Adds a line, or sets the quantity of the line already there for that size. False when the
   * list is full (20 lines) and the line is not already in it.
   */
  put(line: StoredLine): boolean {
    const lines = read();
    const next = putLine(lines, { ...line, quantity: clampQuantity(line.quantity) }) as StoredLine[];
    if (next.length === lines.length && !lines.some((l) => same(l, line))) return false;
    write(next);
    return true;
  },
  update(line: Pick<QuoteLine, 'product' | 'size'>, change: Partial<Pick<QuoteLine, 'quantity' | 'note'>>): void {
    write(read().map((l) => (same(l, line) ? { ...l, ...change } : l)));
  },
  remove(line: Pick<QuoteLine, 'product' | 'size'>): void {
    write(read().filter((l) => !same(l, line)));
  },
  clear: (): void => write([]),
};

/**
 * The stored quote, following every change in this tab and others. On the server and during
 * hydration it is the empty list, so the first client render matches the server's HTML.
 */
export const useQuote = (): StoredLine[] => store.useList();

/** The event this tab hears when the quote changes. */
export const QUOTE_CHANGE = store.change;
