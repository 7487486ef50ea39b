import { findProduct, findLineSize, variantsOf } from '@features/catalogue';
import { quoteLimits } from '@features/quote-and-wishlist';
import { cleanText, textProblemIn } from './text';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { formatNumber } from '@platform/i18n/format';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import type { z as Zod } from 'zod';
import { loadZod, type Zod as ZodParts } from '@platform/zod';

const { lines, minQuantity, maxQuantity, note } = quoteLimits;

/** The quote lines' rules, built with zod (`itemsRules` loads it). */
export function itemsRulesWith(z: ZodParts) {
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
  const itemsSchemaFor = (locale: Locale) => {
    let schema = itemsSchemas.get(locale);
    if (!schema) itemsSchemas.set(locale, (schema = itemsSchemaOf(locale)));
    return schema;
  };
  return { itemsSchemaFor, itemsSchema: itemsSchemaFor(baseLocale) };
}
export type ItemsRules = ReturnType<typeof itemsRulesWith>;
export type ItemsInput = Zod.infer<ItemsRules['itemsSchema']>;

let built: ItemsRules | undefined;
/** The quote lines' rules: zod loads, and they are built, the first time a request needs them. */
export const itemsRules = async (): Promise<ItemsRules> => (built ??= itemsRulesWith(await loadZod()));
