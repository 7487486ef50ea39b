import type { Variant } from '../content/catalogue';
import type { ProductPage } from '../content/product-pages';
import { formatDimensions, formatInches, sizes } from '../content/sizes';
import { gussetReading } from './gusset';
import { FILL_LIMIT, fillKinds, riceHeld, usableVolumeMl, type FillSlug } from '../content/fill';
import { formatVolume } from './size-finder';
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

/** The products a size page's answer weighs out, from dense to bulky. */
const SHOWN_FILLS: readonly FillSlug[] = ['rice', 'atta-flour', 'coffee-light-roast', 'puffed-snacks'];

/**
 * What a size holds filled to the fill limit, by the volume model, in the products buyers ask
 * about most: "500 g of rice, 350 g of atta, 260 g of coffee beans or 190 g of namkeen". Never more
 * than the weight the size is made for; rounded down to 10 g.
 */
export function heldLine(slug: keyof typeof sizes): string {
  const room = usableVolumeMl[slug] * FILL_LIMIT;
  const parts = SHOWN_FILLS.map((f) => {
    const kind = fillKinds.find((k) => k.slug === f)!;
    const grams = Math.min(sizes[slug].grams, Math.floor((room * kind.density) / 10) * 10);
    return `${grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`} of ${kind.noun}`;
  });
  return `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

/**
 * What a size's name means, as every page that names a capacity says it: the trade's name and the
 * most it is made to carry, not a promise for every product.
 * @example namedFor('1kg') // "“1 Kg” is the trade's name for this size and the most it is made to carry, not a promise for every product: …"
 */
export function namedFor(slug: keyof typeof sizes): string {
  const s = sizes[slug];
  const rice = riceHeld({ usableMl: usableVolumeMl[slug], grams: s.grams });
  return `“${s.label}” is the trade's name for this size and the most it is made to carry, not a promise for every product: ${rice >= s.grams ? `it holds its name in rice, and less of anything lighter.` : `even of rice it holds about ${rice >= 1000 ? `${rice / 1000} kg` : `${rice} g`}.`}`;
}

/**
 * The questions a buyer asks about one size, answered from the catalogue: its dimensions (in
 * inches too where the spec gives them), what it holds, the minimum order and pack, its price
 * bands or "price on request", and how to get a custom size instead.
 * @example sizeQuestions(kraft500gm, terms)[0].answer
 * // "The 500gm Matt Kraft With Window Zipper Pouch measures 150 x 220 + 40 mm (width x length + 40: the bottom gusset, 40 mm in all, folded 20 + 20)."
 */
export function sizeQuestions(variant: Variant, terms: SizeFaqTerms): FaqEntry[] {
  const { weight, product } = variant;
  const size = sizes[variant.size];
  const mm = formatDimensions(variant.dimensions);
  const name = `${weight} ${product.menuLabel.en}`;
  return [
    {
      question: `What are the dimensions of the ${weight} pouch?`,
      answer: size.inches
        ? `The ${name} is ${formatInches(size.inches)}, which is ${mm} (width x length ${gussetReading(variant.dimensions.gusset)}).`
        : `The ${name} measures ${mm} (width x length ${gussetReading(variant.dimensions.gusset)}).`,
    },
    {
      question: `How much does the ${weight} pouch hold?`,
      answer: `${namedFor(variant.size)} It has about ${formatVolume(usableVolumeMl[variant.size])} of room below the zipper; filled to ${Math.round(FILL_LIMIT * 100)} % of that, it holds about ${heldLine(variant.size)}. Buyers typically pack ${size.typicalFill} in it. For anything else, the size finder works it out from its bulk density.`,
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
