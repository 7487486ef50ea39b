import { productImage, productPath, products, type PriceTier, type Product } from './products';
import { SIZE_SLUGS, cm, sizes, type Dimensions, type Size, type SizeSlug } from './sizes';
import { productPages } from './product-pages';
import type { Text } from '@platform/i18n/text';
import { byLocale, type Locale } from '@platform/i18n/locales';
import { formatWeight } from '@platform/i18n/format';

/**
 * The catalogue as pages, search and the wishlist read it: every fact comes from products.ts and
 * sizes.ts; this module only derives (ids, titles, links, lookups), so nothing is said twice.
 */

export interface Variant {
  /** Unique across the catalogue: `<catalogue id>-<size>`, e.g. "101-500gm". */
  id: string;
  size: SizeSlug;
  /** "500gm", "1 Kg": the English name of the size, as enquiries and print templates carry it; `sizeLabel` shows it in a language. */
  weight: string;
  /** Title packing weight, size in cm, material, window, GSM and pack quantity, in each language. */
  title: Text;
  link: string;
  image: string;
  dimensions: Dimensions;
  /** Whether the dimensions are the spec's own figure or the standard size for the weight. */
  dimensionsSource: 'spec' | 'standard';
  sku?: string;
  capacity: Text;
  tiers?: readonly PriceTier[];
  packOf: number;
  product: Product;
}

/**
 * A size's name in a language: English keeps the trade's own ("500gm", "1 Kg"); Hindi and Tamil
 * say the weight as their buyers write it ("500 ग्राम", "1 கிலோ").
 */
export const sizeLabel = (size: SizeSlug, locale: Locale): string => (locale === 'en' ? sizes[size].label : formatWeight(sizes[size].grams, locale));

/** The words of a variant title around its facts, in each language. */
const titleWords: Record<
  Locale,
  {
    body: (weight: string, material: string, zipper: boolean, window: boolean) => string;
    pack: (n: number) => string;
  }
> = {
  en: {
    body: (weight, material, zipper, window) => `${weight} ${material} Stand-Up ${zipper ? 'Zipper ' : ''}Pouch ${window ? 'With Window' : 'Without Window'}`,
    pack: (n) => `Pack of ${n}`,
  },
  hi: {
    body: (weight, material, zipper, window) => `${weight} ${material} स्टैंड-अप ${zipper ? 'ज़िपर ' : ''}पाउच, ${window ? 'विंडो के साथ' : 'बिना विंडो'}`,
    pack: (n) => `${n} का पैक`,
  },
  ta: {
    body: (weight, material, zipper, window) => `${weight} ${material} ஸ்டாண்ட்-அப் ${zipper ? 'ஜிப்பர் ' : ''}பவுச், ${window ? 'விண்டோவுடன்' : 'விண்டோ இல்லாமல்'}`,
    pack: (n) => `${n} பீஸ் பேக்`,
  },
};

/** "500gm Matt Kraft Stand-Up Zipper Pouch With Window": a pouch of `product` named by a size's words. */
export const pouchName = (product: Product, weight: string, locale: Locale): string =>
  titleWords[locale].body(weight, product.materialLabel[locale], product.art.zipper, product.art.window);

/**
 * @example variantTitle(kraftWithWindow, '500gm')
 * // "500gm Matt Kraft Stand-Up Pouch With Window, 15 x 22 cm, 110 GSM, Pack of 100"
 * @example variantTitle(kraftWithWindow, '500gm', 'hi')
 * // "500 ग्राम मैट क्राफ्ट स्टैंड-अप ज़िपर पाउच, विंडो के साथ, 15 x 22 cm, 110 GSM, 100 का पैक"
 */
export function variantTitle(product: Product, size: SizeSlug, locale: Locale = 'en'): string {
  const s = sizes[size];
  const words = titleWords[locale];
  const parts = [
    pouchName(product, sizeLabel(size, locale), locale),
    `${cm(s.dimensions.width)} x ${cm(s.dimensions.length)} cm`,
    ...(product.gsm ? [`${product.gsm} GSM`] : []),
    words.pack(product.packOf),
  ];
  return parts.join(', ');
}

/** A text in every language, each written the first time it is read (byLocale). */
export const eachLocale = (make: (locale: Locale) => string): Text => byLocale(make);

export const sizePath = (product: Pick<Product, 'slug'>, size: SizeSlug): string => `${productPath(product)}/${size}`;

function toVariant(product: Product, record: Product['variants'][number]): Variant {
  const s = sizes[record.size];
  return {
    id: `${product.catalogue.id}-${record.size}`,
    size: record.size,
    weight: s.label,
    title: eachLocale((l) => variantTitle(product, record.size, l)),
    link: sizePath(product, record.size),
    image: productImage(product),
    dimensions: s.dimensions,
    dimensionsSource: s.source,
    sku: record.sku,
    capacity: record.capacity ?? eachLocale((l) => sizeLabel(record.size, l)),
    tiers: record.tiers,
    packOf: product.packOf,
    product,
  };
}

/** Every product's variants, smallest first, keyed by product slug. */
const variantsBySlug = new Map(products.map((p) => [p.slug, p.variants.map((v) => toVariant(p, v))]));

export const variantsOf = (product: Pick<Product, 'slug'>): readonly Variant[] => variantsBySlug.get(product.slug) ?? [];

/** The products in the spec's catalogue order (101, 102 … 109, 1010). */
export const catalogueProducts: readonly Product[] = [...products].sort((a, b) => a.catalogue.order - b.catalogue.order);

/** Every variant, in catalogue order. */
export const allVariants: readonly Variant[] = catalogueProducts.flatMap((p) => variantsOf(p));

/**
 * The stock sizes: every size at least one product is sold in, smallest first. The one list the
 * FAQ, the About page, the size finder and its table name; none of them types sizes again.
 */
export const stockSizes: readonly Size[] = SIZE_SLUGS.filter((slug) => allVariants.some((v) => v.size === slug)).map((slug) => sizes[slug]);

/** A stock size by its name: the trade's "250gm", "1 Kg" in English; its weight in Hindi and Tamil ("250 ग्राम", "1 கிலோ"). */
export const stockSizeName = (size: Pick<Size, 'label' | 'grams'>, locale: Locale): string => (locale === 'en' ? size.label : formatWeight(size.grams, locale));

const bySlug = new Map(products.map((p) => [p.slug, p]));
export const findProduct = (slug: string): Product | undefined => bySlug.get(slug);

export function findVariant(slug: string, size: string): Variant | undefined {
  return variantsBySlug.get(slug)?.find((v) => v.size === size);
}

/** The product behind an old /zippouch/<slug> link. */
const byLegacySlug = new Map(products.map((p) => [p.catalogue.legacySlug, p]));
export const findLegacyProduct = (legacySlug: string): Product | undefined => byLegacySlug.get(legacySlug);

/** The canonical size page behind an old /<legacy-variant-slug>/<size> link. */
const byLegacyVariantSlug = new Map(products.map((p) => [p.catalogue.legacyVariantSlug, p]));
export function findLegacyVariant(legacyVariantSlug: string, size: string): Variant | undefined {
  const product = byLegacyVariantSlug.get(legacyVariantSlug);
  return product ? findVariant(product.slug, size) : undefined;
}
export const legacyVariantSlugs: readonly string[] = products.map((p) => p.catalogue.legacyVariantSlug);

/** A product's price range across all its variants' tiers, when any variant has prices. */
export function priceRange(variants: readonly Pick<Variant, 'tiers'>[]): { low: number; high: number } | undefined {
  const prices = variants.flatMap((v) => (v.tiers ?? []).map((t) => t.unitPrice));
  return prices.length ? { low: Math.min(...prices), high: Math.max(...prices) } : undefined;
}

/** One entry of the site search; a variant's name is its title. */
export interface SearchItem {
  id: string;
  name: string;
  image: string;
  link: string;
  isVariant: boolean;
  /** Short description, for a result line (products only; variants repeat their product's). */
  text: string;
  /** The catalogue's trade name, so old names still find the product. */
  alsoKnownAs?: string;
  /** The product's use cases, features and description, searched by meaning (a size carries its product's). */
  about: string;
}

/** What search reads about a product beyond its names: its use cases, its features and its description. */
function aboutProduct(p: Product): string {
  const page = productPages.get(p.slug);
  return [...(page?.useCases.map((u) => u.name.en) ?? []), ...(page?.features.flatMap((f) => [f.title.en, f.why.en]) ?? []), p.description.en].join(' | ');
}

/** Every searchable item: each product, then its variants, in catalogue order. */
/** The words of a search item (a product or a size) in every language, by its id. */
const searchWordsById = (() => {
  const byId = new Map<string, { name: Text; text: Text }>();
  for (const p of catalogueProducts) {
    byId.set(String(p.catalogue.id), { name: p.name, text: p.description });
    for (const v of variantsOf(p)) byId.set(v.id, { name: v.title, text: p.description });
  }
  return byId;
})();

/** A search item's name and text in a language (the index holds the English). */
export function searchItemWords(id: string, locale: Locale): { name: string; text: string } | undefined {
  const words = searchWordsById.get(id);
  return words && { name: words.name[locale], text: words.text[locale] };
}

export function searchItems(): SearchItem[] {
  return catalogueProducts.flatMap((p) => {
    const about = aboutProduct(p);
    return [
      {
        id: String(p.catalogue.id),
        name: p.name.en,
        image: productImage(p),
        link: productPath(p),
        isVariant: false,
        text: p.description.en,
        alsoKnownAs: p.catalogue.name,
        about,
      },
      ...variantsOf(p).map((v) => ({ id: v.id, name: v.title.en, image: v.image, link: v.link, isVariant: true, text: p.description.en, about })),
    ];
  });
}
