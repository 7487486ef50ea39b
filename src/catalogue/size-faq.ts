import type { Variant } from '../content/catalogue';
import type { ProductPage } from '../content/product-pages';
import { formatDimensions, formatInches, sizes } from '../content/sizes';
import { bandLabel, formatInr } from './quote';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The ordering facts a size page's answers quote; passed in so the answers follow ordering.ts. */
export interface SizeFaqTerms {
  minimumUnits: number;
  tableMaximumUnits: number;
  replyWithinHours: number;
}

/** "₹6.06 per pouch for 100–400 pouches, ₹5.88 for 500–900 and ₹5.76 for 1000–5000" */
function priceBands(tiers: NonNullable<Variant['tiers']>): string {
  const parts = tiers.map((t, i) => `${formatInr(t.unitPrice)}${i === 0 ? ' per pouch' : ''} for ${bandLabel(t)}${i === 0 ? ' pouches' : ''}`);
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The questions a buyer asks about one size, answered from the catalogue: its dimensions (in
 * inches too where the spec gives them), what it holds, the minimum order and pack, its price
 * bands or "price on request", and how to get a custom size instead.
 * @example sizeQuestions(kraft500gm, terms)[0].answer
 * // "The 500gm Matt Kraft With Window Zipper Pouch measures 150 x 220 + 40 mm (width x length + bottom gusset)."
 */
export function sizeQuestions(variant: Variant, terms: SizeFaqTerms): FaqEntry[] {
  const { weight, product } = variant;
  const size = sizes[variant.size];
  const mm = formatDimensions(variant.dimensions);
  const name = `${weight} ${product.menuLabel}`;
  return [
    {
      question: `What are the dimensions of the ${weight} pouch?`,
      answer: size.inches
        ? `The ${name} is ${formatInches(size.inches)}, which is ${mm} (width x length + bottom gusset).`
        : `The ${name} measures ${mm} (width x length + bottom gusset).`,
    },
    {
      question: `How much does the ${weight} pouch hold?`,
      answer: `Its capacity is ${variant.capacity}: typically ${size.typicalFill}. The weight assumes an average dry product; a light, bulky one fills it sooner, a dense powder leaves room at the top.`,
    },
    {
      question: `What is the minimum order for the ${weight} pouch?`,
      answer: `${terms.minimumUnits} pouches per design, and the pouches come in packs of ${variant.packOf}. Above ${terms.tableMaximumUnits} pouches we quote bulk prices.`,
    },
    {
      question: `How much does the ${weight} pouch cost?`,
      answer: variant.tiers
        ? `${priceBands(variant.tiers)}, taxes included. The more you order, the less each pouch costs.`
        : `Price on request: this size has no published price table. Tell us the quantity and we quote within ${terms.replyWithinHours} hours.`,
    },
    {
      question: `Can I order a custom size instead of ${weight}?`,
      answer: `Yes. Send an enquiry with the width, length and gusset you need, or the product and weight you want to fill, and we reply within ${terms.replyWithinHours} hours with the size we suggest and its price.`,
    },
  ];
}

/**
 * A size page's FAQ: the questions about this size first, then the product's general questions,
 * leaving out those every size page answers for its own size (dimensions, minimum order).
 */
export function sizePageFaq(variant: Variant, page: Pick<ProductPage, 'faq'>, terms: SizeFaqTerms): FaqEntry[] {
  const general = page.faq.filter((f) => !f.perSize).map(({ question, answer }) => ({ question, answer }));
  return [...sizeQuestions(variant, terms), ...general];
}
