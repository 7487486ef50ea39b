import { sizeLabel, type Variant } from '@features/catalogue';
import type { ProductPage } from '@features/catalogue';
import { formatDimensions, formatInches, sizes } from '@features/catalogue';
import { gussetReading } from '@features/catalogue';
import { FILL_LIMIT, fillKinds, riceHeld, usableVolumeMl, type FillSlug } from './fill';
import { formatVolume } from './model';
import { bandLabel, formatInr } from '@features/catalogue';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { formatWeight } from '@platform/i18n/format';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

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

/** A volume as each language writes it, as the size finder does: "480 ml", "1.2 litres"; "480 ml", "1.2 लीटर", "1.2 லிட்டர்". */
export const volumeIn = (ml: number, locale: Locale): string => formatVolume(ml, locale);

/** A weight in grams: "500 g", "1.3 kg" in English as the answers always said it; ग्राम / கிராம் in Hindi and Tamil. */
const weightIn = (grams: number, locale: Locale): string =>
  locale === 'en' ? (grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`) : formatWeight(grams, locale);

/** The products a size page's answer weighs out, from dense to bulky. */
const SHOWN_FILLS: readonly FillSlug[] = ['rice', 'atta-flour', 'coffee-light-roast', 'puffed-snacks'];

/** What those products are called (the English are the size finder's nouns). */
const FILL_NOUNS: Partial<Record<FillSlug, typeof m.finder_faq_rice>> = {
  rice: m.finder_faq_rice,
  'atta-flour': m.finder_faq_atta,
  'coffee-light-roast': m.finder_faq_coffee,
  'puffed-snacks': m.finder_faq_puffed_snacks,
};

/** The last of `parts` joined by `last` (the language's "or", "and"), the others by commas. */
function listOf(parts: string[], last: typeof m.finder_faq_bands, locale: Locale): string {
  return parts.length < 2 ? parts.join('') : last({ some: parts.slice(0, -1).join(', '), last: parts.at(-1)! }, { locale });
}

/** "₹6.06 per pouch for 100–400 pouches, ₹5.88 for 500–900 and ₹5.76 for 1000–5000" */
function priceBands(tiers: NonNullable<Variant['tiers']>, locale: Locale): string {
  const parts = tiers.map((t, i) => (i === 0 ? m.finder_faq_band_first : m.finder_faq_band)({ price: formatInr(t.unitPrice), band: bandLabel(t) }, { locale }));
  return listOf(parts, m.finder_faq_bands, locale);
}

/**
 * What a size holds filled to the fill limit, by the volume model, in the products buyers ask
 * about most: "500 g of rice, 350 g of atta, 260 g of coffee beans or 190 g of namkeen". Never more
 * than the weight the size is made for; rounded down to 10 g.
 */
export function heldLine(slug: keyof typeof sizes, locale: Locale = baseLocale): string {
  const room = usableVolumeMl[slug] * FILL_LIMIT;
  const parts = SHOWN_FILLS.map((f) => {
    const kind = fillKinds.find((k) => k.slug === f)!;
    const grams = Math.min(sizes[slug].grams, Math.floor((room * kind.density) / 10) * 10);
    return m.finder_faq_held({ weight: weightIn(grams, locale), noun: FILL_NOUNS[f]!({}, { locale }) }, { locale });
  });
  return listOf(parts, m.finder_faq_held_list, locale);
}

/**
 * What a size's name means, as every page that names a capacity says it: the trade's name and the
 * size's weight limit, not what it holds; then what it holds of rice.
 * @example namedFor('1kg') // "“1 Kg” is the trade's name for this size and its weight limit, the most we fill it with, not what it holds: even of rice it holds about 900 g."
 */
export function namedFor(slug: keyof typeof sizes, locale: Locale = baseLocale): string {
  const s = sizes[slug];
  const rice = riceHeld({ usableMl: usableVolumeMl[slug], grams: s.grams });
  const label = sizeLabel(slug, locale);
  return rice >= s.grams ? m.finder_faq_named_holds({ label }, { locale }) : m.finder_faq_named_rice({ label, rice: weightIn(rice, locale) }, { locale });
}

/**
 * The questions a buyer asks about one size, answered from the catalogue: its dimensions (in
 * inches too where the spec gives them), what it holds, the minimum order and pack, its price
 * bands or "price on request", and how to get a custom size instead.
 * @example sizeQuestions(kraft500gm, terms)[0].answer
 * // "The 500gm Matt Kraft With Window Zipper Pouch measures 150 x 220 + 40 mm (width x length + 40: the bottom gusset, 40 mm in all, folded 20 + 20)."
 */
export function sizeQuestions(variant: Variant, terms: SizeFaqTerms, locale: Locale = baseLocale): FaqEntry[] {
  const { product } = variant;
  const l = { locale };
  const weight = sizeLabel(variant.size, locale);
  const size = sizes[variant.size];
  const mm = formatDimensions(variant.dimensions);
  const gusset = gussetReading(variant.dimensions.gusset, locale);
  const name = `${weight} ${product.menuLabel[locale]}`;
  const hours = terms.replyWithinHours;
  return [
    {
      question: m.finder_faq_dimensions_q({ weight }, l),
      answer: size.inches
        ? m.finder_faq_dimensions_a_inches({ name, inches: formatInches(size.inches, locale), mm, gusset }, l)
        : m.finder_faq_dimensions_a({ name, mm, gusset }, l),
    },
    {
      question: m.finder_faq_hold_q({ weight }, l),
      answer: m.finder_faq_hold_a(
        {
          named: namedFor(variant.size, locale),
          room: volumeIn(usableVolumeMl[variant.size], locale),
          percent: Math.round(FILL_LIMIT * 100),
          held: heldLine(variant.size, locale),
          fill: size.typicalFill[locale],
        },
        l,
      ),
    },
    {
      question: m.finder_faq_minimum_q({ weight }, l),
      answer: m.finder_faq_minimum_a({ minimum: terms.minimumUnits, packOf: variant.packOf, maximum: terms.tableMaximumUnits }, l),
    },
    {
      question: m.finder_faq_cost_q({ weight }, l),
      answer: variant.tiers ? m.finder_faq_priced_a({ bands: priceBands(variant.tiers, locale) }, l) : m.finder_faq_on_request_a({ hours }, l),
    },
    { question: m.finder_faq_custom_q({ weight }, l), answer: m.finder_faq_custom_a({ hours }, l) },
  ];
}

/**
 * A size page's FAQ: the questions about this size first, then the product's general questions,
 * leaving out those every size page answers for its own size (dimensions, minimum order).
 */
export function sizePageFaq(variant: Variant, page: Pick<ProductPage, 'faq'>, terms: SizeFaqTerms, locale: Locale = baseLocale): FaqEntry[] {
  const general = page.faq.filter((f) => !f.perSize).map(({ question, answer }) => ({ question: question[locale], answer: answer[locale] }));
  return [...sizeQuestions(variant, terms, locale), ...general];
}
