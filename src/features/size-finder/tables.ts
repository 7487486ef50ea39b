import { FILL_LIMIT, FILL_WEIGHT, OTHER_DENSITY, OTHER_FILL, fillGroups, fillKinds, usableVolumeMl } from './fill';
import { sizes, stockSizes, type SizeSlug } from '@features/catalogue';
import { allVariants, variantsOf } from '@features/catalogue';
import type { Product } from '@features/catalogue';
import type { Tier } from '@features/catalogue';
import { quoteTarget } from '@features/quote-and-wishlist';
import type { FinderGroup, FinderKind, FinderLimits, FinderSize } from './model';
import { byLocale, type Locale } from '@platform/i18n/locales';
import { formatNumber, formatRupees } from '@platform/i18n/format';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The size finder's tables as plain data, built once from the content: what the page, the
 * island's props and the tests hand to the pure `fit` (src/features/size-finder/model.ts).
 */

export const SIZE_FINDER_PATH = '/size-finder';

/** The finder's list in one language: its kinds, broad kinds and choices, in that language's words. */
export interface FinderTables {
  kinds: readonly FinderKind[];
  /** The broad kinds the list offers, each asking which of its forms. */
  groups: readonly FinderGroup[];
  /** The list's choices in order: each kind of its own, and each broad kind where its first form stands. */
  choices: readonly { slug: string; label: string }[];
}

function tablesIn(locale: Locale): FinderTables {
  const kinds = fillKinds.map(({ slug, label, noun, density, group }) => ({
    slug,
    label: label[locale],
    noun: noun[locale],
    density,
    ...(group ? { group } : {}),
  }));
  const groups = fillGroups.map(({ slug, label, question, kinds: forms }) => ({
    slug,
    label: label[locale],
    question: question[locale],
    kinds: forms.map((k) => k.slug),
  }));
  const choices = fillKinds.flatMap((k): { slug: string; label: string }[] => {
    if (!k.group) return [{ slug: k.slug, label: k.label[locale] }];
    const g = groups.find((x) => x.slug === k.group)!;
    return fillKinds.find((f) => f.group === k.group) === k ? [{ slug: g.slug, label: g.label }] : [];
  });
  return { kinds, groups, choices };
}

/** The finder's list in each language, made the first time a page in that language asks. */
export const finderTables: Readonly<Record<Locale, FinderTables>> = byLocale(tablesIn);

export const finderLimits: FinderLimits = { weight: { ...FILL_WEIGHT }, density: { ...OTHER_DENSITY }, other: OTHER_FILL };

export const fillLimit = FILL_LIMIT;

const finderSize = (slug: SizeSlug): FinderSize => {
  const s = sizes[slug];
  return { slug, label: s.label, grams: s.grams, usableMl: usableVolumeMl[slug], ...s.dimensions };
};

/** Every size at least one product is sold in, smallest first: the finder only answers with these. */
export const soldSizes: readonly FinderSize[] = stockSizes.map((s) => finderSize(s.slug));

/** One product as an answer shows it, as a shop would: its picture, material and finish, size page and price. */
export interface SizeOffer {
  product: string;
  name: string;
  link: string;
  /** The product's picture (src/features/catalogue/art/pouch.ts, /img/pouch/<slug>.svg). */
  image: string;
  /** "Matt Kraft · matte finish · window · zipper", in the page's language */
  make: string;
  /** "₹4.30 at 100 pouches, ₹4.08 from 1000", or "Price on request". */
  price: string;
  /** The size's price tiers, for a line of the quote list; none where the price is on request. */
  tiers: Tier[];
}

/**
 * A product's words in a language, for the finder: its name and material. products.ts holds them
 * as English strings until they are `Text`; this reads either, so the finder shows each product in
 * the page's language as soon as products.ts has it.
 */
const productWords = (value: string | Readonly<Record<Locale, string>>, locale: Locale): string => (typeof value === 'string' ? value : value[locale]);
export const productName = (product: Pick<Product, 'name'>, locale: Locale): string => productWords(product.name, locale);
const productMaterial = (product: Pick<Product, 'materialLabel'>, locale: Locale): string => productWords(product.materialLabel, locale);

const finishWords = { matte: m.finder_finish_matte, glossy: m.finder_finish_glossy, metallic: m.finder_finish_metallic } as const;

const units = (n: number, locale: Locale) => (locale === 'en' ? `${n}` : formatNumber(n, locale));

function offersIn(locale: Locale): Readonly<Record<string, readonly SizeOffer[]>> {
  const o = { locale };
  return Object.fromEntries(
    soldSizes.map((s) => [
      s.slug,
      allVariants
        .filter((v) => v.size === s.slug)
        .map((v) => {
          const first = v.tiers?.[0];
          const last = v.tiers?.[v.tiers.length - 1];
          const { art } = v.product;
          return {
            product: v.product.slug,
            name: productName(v.product, locale),
            link: v.link,
            image: v.image,
            make: [
              productMaterial(v.product, locale),
              finishWords[art.finish]({}, o),
              ...(art.window ? [m.finder_window({}, o)] : []),
              art.zipper ? m.finder_zipper({}, o) : m.finder_heat_sealed({}, o),
            ].join(' · '),
            price:
              first && last
                ? m.finder_price_tiers(
                    {
                      first: formatRupees(first.unitPrice, locale),
                      firstUnits: units(first.minUnits, locale),
                      last: formatRupees(last.unitPrice, locale),
                      lastUnits: units(last.minUnits, locale),
                    },
                    o,
                  )
                : m.finder_price_on_request({}, o),
            tiers: quoteTarget(v).tiers,
          };
        }),
    ]),
  );
}

/** For each size, the products sold in it, in catalogue order, in each language's words (made when a page in it asks). */
export const offersByLocale: Readonly<Record<Locale, Readonly<Record<string, readonly SizeOffer[]>>>> = byLocale(offersIn);

/** A product as the finder's answers show it, the same in every size: the island is sent it once. */
export type FinderProduct = Pick<SizeOffer, 'name' | 'image' | 'make'>;
/** A product in one size: what changes from size to size (its page is /products/<product>/<size>). */
export type FinderOffer = Pick<SizeOffer, 'product' | 'price' | 'tiers'>;

/**
 * The offers of `sizes` in `locale` (only `product`'s on its own page) as the finder's island is
 * sent them: each product's name, picture and material once, and per size only its price. A
 * product is sold in up to nine sizes; sent whole in each, its words were most of the page's HTML.
 */
export function finderOffers(
  locale: Locale,
  sizes: readonly FinderSize[],
  product?: string,
): { products: Record<string, FinderProduct>; offers: Record<string, FinderOffer[]> } {
  const products: Record<string, FinderProduct> = {};
  const offers: Record<string, FinderOffer[]> = {};
  for (const s of sizes) {
    offers[s.slug] = (offersByLocale[locale][s.slug] ?? [])
      .filter((o) => !product || o.product === product)
      .map(({ product: slug, name, image, make, price, tiers }) => {
        products[slug] = { name, image, make };
        return { product: slug, price, tiers };
      });
  }
  return { products, offers };
}

/** A product's own sizes, for the compact finder on its overview page. */
export const productFinderSizes = (product: Pick<Product, 'slug'>): FinderSize[] => variantsOf(product).map((v) => finderSize(v.size));
