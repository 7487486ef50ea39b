import { findLineSize, formatInr } from '@features/catalogue';
import { formatNumber } from '@platform/i18n/format';
import { estimateLine, quoteTotal } from '@features/quote-and-wishlist';
import { barred } from '../delivery/frame';
import type { ItemsInput } from './items.rules';

export type { ItemsInput } from './items.rules';

/** A line as it is stored, forwarded and mailed: named and priced by the server. */
export interface PricedItem {
  product: string;
  size: string;
  /** "Matt Kraft With Window Stand-Up Zipper Pouch" */
  name: string;
  /** "500gm" */
  weight: string;
  quantity: number;
  note: string;
  /** Rupees per pouch and for the line, from the size's price tiers; null where the price is on request. */
  unitPrice: number | null;
  estimate: number | null;
  /** True where the price is a custom size's indicative price, not a published table's; absent otherwise. */
  indicative?: boolean;
}

export interface PricedQuote {
  items: PricedItem[];
  /** The sum of the priced lines (rupees, taxes included, as the price tables), the indicative ones among them. */
  total: number;
  onRequest: number;
  /** How many priced lines are indicative; absent when none is. */
  indicative?: number;
}

/** Names and prices validated lines from the catalogue. */
export function priceItems(items: ItemsInput): PricedQuote {
  const priced = items.map((line) => {
    const variant = findLineSize(line.product, line.size)!;
    const estimate = estimateLine(variant.tiers, line.quantity, variant.indicative);
    return {
      item: {
        ...line,
        name: variant.product.name.en,
        weight: variant.weight,
        unitPrice: estimate.kind === 'priced' ? estimate.unitPrice : null,
        estimate: estimate.kind === 'priced' ? estimate.total : null,
        ...(estimate.kind === 'priced' && estimate.indicative ? { indicative: true } : {}),
      },
      estimate,
    };
  });
  const { total, onRequest, indicative } = quoteTotal(priced.map((p) => p.estimate));
  return { items: priced.map((p) => p.item), total, onRequest, ...(indicative ? { indicative } : {}) };
}

const rupees = formatInr;

/** The quote as plain text lines, for the staff's copy: the visitor's note on a line of its own, behind the bar. */
export function itemsText(quote: PricedQuote): string[] {
  return [
    `Quote (${quote.items.length} ${quote.items.length === 1 ? 'line' : 'lines'}):`,
    ...quote.items.flatMap((it, i) => [
      `${i + 1}. ${it.name}, ${it.weight}, ${formatNumber(it.quantity, 'en')} pouches: ${
        it.estimate === null
          ? 'price on request'
          : it.indicative
            ? `indicative ${rupees(it.estimate)} (${rupees(it.unitPrice!)} a pouch: a custom size, priced by the model fitted to the price tables, not a table price)`
            : `${rupees(it.estimate)} (${rupees(it.unitPrice!)} a pouch)`
      }`,
      ...(it.note ? barred('   Note: ', it.note) : []),
    ]),
    `Estimated total of the priced lines: ${rupees(quote.total)}${quote.indicative ? `, ${quote.indicative} of them indicative` : ''}${
      quote.onRequest ? `; ${quote.onRequest} on request` : ''
    } (taxes included).`,
  ];
}
