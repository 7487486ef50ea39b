import { z } from 'zod';
import { findProduct, variantsOf } from '../../content/catalogue';
import { findLineSize } from '../../catalogue/custom-variant';
import { formatInr } from '../../catalogue/quote';
import { estimateLine, quoteLimits, quoteTotal } from '../../catalogue/quote-lines';
import { cleanText, textProblem } from './text';
import { barred } from '../delivery/frame';

const { lines, minQuantity, maxQuantity, note } = quoteLimits;

/** A whole number, sent as a number or as digits grouped the Indian or Western way ("1,00,000"). */
const wholeNumber = z.union([z.number(), z.string().trim().regex(/^\d[\d,\s]{0,12}$/).transform((s) => Number(s.replace(/[,\s]/g, '')))]);

const lineShape = z.object({
  product: z.string().trim().max(80),
  size: z.string().trim().max(20),
  quantity: wholeNumber,
  // Any length here (the body limit bounds it), so that a long note is told it is too long.
  note: z.string().optional(),
});

/** `Line 2` reads as people count. */
const lineName = (i: number) => `Line ${i + 1}`;

/**
 * The quote's lines, checked against the catalogue: a product and size we sell, 100 to 100,000
 * pouches, a note of at most 200 characters, at most 20 lines. Each message names its line. What
 * comes out is the lines as the catalogue names them, with no price: prices are the server's.
 */
export const itemsSchema = z
  .array(z.unknown(), { error: 'The quote lines could not be read.' })
  .max(lines, `A quote request takes at most ${lines} lines: send the rest in a second request.`)
  .transform((raw, ctx) => {
    const out: { product: string; size: string; quantity: number; note: string }[] = [];
    raw.forEach((value, i) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message: `${lineName(i)}: ${message}`, path: [i] });
      const line = lineShape.safeParse(value);
      if (!line.success) return fail('give the product, the size and a whole number of pouches.');
      const { product: slug, size, quantity } = line.data;
      const product = findProduct(slug);
      if (!product) return fail(`we make no product called “${cleanText(slug, 40)}”.`);
      if (!findLineSize(slug, size)) {
        return fail(`${product.name.en} comes in ${variantsOf(product).map((v) => v.size).join(', ')} or a custom size within our machine's range, not “${cleanText(size, 20)}”.`);
      }
      if (!Number.isInteger(quantity) || quantity < minQuantity || quantity > maxQuantity) {
        return fail(`the quantity must be a whole number of pouches from ${minQuantity} to ${maxQuantity.toLocaleString('en-IN')}.`);
      }
      const problem = textProblem(line.data.note ?? '', 'line');
      if (problem) return fail(`the note ${problem}`);
      const text = cleanText(line.data.note, note * 2);
      if (text.length > note) return fail(`the note is too long: at most ${note} characters.`);
      if (out.some((o) => o.product === slug && o.size === size)) return fail(`${product.name.en} in ${size} is already in an earlier line.`);
      out.push({ product: slug, size, quantity, note: text });
    });
    return out;
  });

export type ItemsInput = z.infer<typeof itemsSchema>;

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
}

export interface PricedQuote {
  items: PricedItem[];
  /** The sum of the priced lines (rupees, taxes included, as the price tables). */
  total: number;
  onRequest: number;
}

/** Names and prices validated lines from the catalogue. */
export function priceItems(items: ItemsInput): PricedQuote {
  const priced = items.map((line) => {
    const variant = findLineSize(line.product, line.size)!;
    const estimate = estimateLine(variant.tiers, line.quantity);
    return {
      item: {
        ...line,
        name: variant.product.name.en,
        weight: variant.weight,
        unitPrice: estimate.kind === 'priced' ? estimate.unitPrice : null,
        estimate: estimate.kind === 'priced' ? estimate.total : null,
      },
      estimate,
    };
  });
  const { total, onRequest } = quoteTotal(priced.map((p) => p.estimate));
  return { items: priced.map((p) => p.item), total, onRequest };
}

const rupees = formatInr;

/** The quote as plain text lines, for the staff's copy: the visitor's note on a line of its own, behind the bar. */
export function itemsText(quote: PricedQuote): string[] {
  return [
    `Quote (${quote.items.length} ${quote.items.length === 1 ? 'line' : 'lines'}):`,
    ...quote.items.flatMap((it, i) => [
      `${i + 1}. ${it.name}, ${it.weight}, ${it.quantity.toLocaleString('en-IN')} pouches: ${
        it.estimate === null ? 'price on request' : `${rupees(it.estimate)} (${rupees(it.unitPrice!)} a pouch)`}`,
      ...(it.note ? barred('   Note: ', it.note) : []),
    ]),
    `Estimated total of the priced lines: ${rupees(quote.total)}${quote.onRequest ? `; ${quote.onRequest} on request` : ''} (taxes included).`,
  ];
}
