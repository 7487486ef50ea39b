import { z } from 'zod';
import { findProduct, variantsOf } from '@features/catalogue';
import { findLineSize } from '@features/catalogue';
import { formatInr } from '@features/catalogue';
import { estimateLine, quoteLimits, quoteTotal } from '@features/quote-and-wishlist';
import { cleanText, textProblemIn } from './text';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { formatNumber } from '@platform/i18n/format';
import { m } from '@platform/i18n/paraglide/messages.js';
import { barred } from '../delivery/frame';

const { lines, minQuantity, maxQuantity, note } = quoteLimits;

/** A whole number, sent as a number or as digits grouped the Indian or Western way ("1,00,000"). */
const wholeNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d[\d,\s]{0,12}$/)
    .transform((s) => Number(s.replace(/[,\s]/g, ''))),
]);

const lineShape = z.object({
  product: z.string().trim().max(80),
  size: z.string().trim().max(20),
  quantity: wholeNumber,
  // Any length here (the body limit bounds it), so that a long note is told it is too long.
  note: z.string().optional(),
});

/**
 * The quote's lines, checked against the catalogue: a product and size we sell, 100 to 100,000
 * pouches, a note of at most 200 characters, at most 20 lines. Each message names its line, in the
 * buyer's language. What comes out is the lines as the catalogue names them, with no price: prices
 * are the server's.
 */
function itemsSchemaOf(locale: Locale) {
  const l = { locale };
  return z
    .array(z.unknown(), { error: m.enquiry_items_unreadable({}, l) })
    .max(lines, m.enquiry_items_too_many({ max: lines }, l))
    .transform((raw, ctx) => {
      const out: { product: string; size: string; quantity: number; note: string }[] = [];
      raw.forEach((value, i) => {
        // `Line 2` reads as people count.
        const fail = (problem: string) => ctx.addIssue({ code: 'custom', message: m.enquiry_line_problem({ n: i + 1, problem }, l), path: [i] });
        const line = lineShape.safeParse(value);
        if (!line.success) return fail(m.enquiry_line_shape({}, l));
        const { product: slug, size, quantity } = line.data;
        const product = findProduct(slug);
        if (!product) return fail(m.enquiry_line_product({ product: cleanText(slug, 40) }, l));
        if (!findLineSize(slug, size)) {
          return fail(
            m.enquiry_line_size(
              {
                product: product.name[locale],
                sizes: variantsOf(product)
                  .map((v) => v.size)
                  .join(', '),
                size: cleanText(size, 20),
              },
              l,
            ),
          );
        }
        if (!Number.isInteger(quantity) || quantity < minQuantity || quantity > maxQuantity) {
          return fail(m.enquiry_line_quantity({ min: minQuantity, max: formatNumber(maxQuantity, locale) }, l));
        }
        const problem = textProblemIn(line.data.note ?? '', 'line', locale, m.enquiry_line_note({}, l));
        if (problem) return fail(problem);
        const text = cleanText(line.data.note, note * 2);
        if (text.length > note) return fail(m.enquiry_line_note_long({ max: note }, l));
        if (out.some((o) => o.product === slug && o.size === size)) return fail(m.enquiry_line_twice({ product: product.name[locale], size }, l));
        out.push({ product: slug, size, quantity, note: text });
      });
      return out;
    });
}

const itemsSchemas = new Map<Locale, ReturnType<typeof itemsSchemaOf>>();
/** The quote lines' schema with its messages in `locale`. */
export const itemsSchemaFor = (locale: Locale) => {
  let schema = itemsSchemas.get(locale);
  if (!schema) itemsSchemas.set(locale, (schema = itemsSchemaOf(locale)));
  return schema;
};
export const itemsSchema = itemsSchemaFor(baseLocale);

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
