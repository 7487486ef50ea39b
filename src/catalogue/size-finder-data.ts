import { FILL_LIMIT, FILL_WEIGHT, OTHER_DENSITY, OTHER_FILL, fillGroups, fillKinds, usableVolumeMl } from '../content/fill';
import { SIZE_SLUGS, sizes, type SizeSlug } from '../content/sizes';
import { allVariants, variantsOf } from '../content/catalogue';
import type { Product } from '../content/products';
import { formatInr, type Tier } from './quote';
import { quoteTarget } from './quote-target';
import type { FinderGroup, FinderKind, FinderLimits, FinderSize } from './size-finder';

/**
 * The size finder's tables as plain data, built once from the content: what the page, the
 * island's props and the tests hand to the pure `fit` (src/catalogue/size-finder.ts).
 */

export const SIZE_FINDER_PATH = '/size-finder';

export const finderKinds: readonly FinderKind[] = fillKinds.map(({ slug, label, noun, density, group }) => ({ slug, label, noun, density, ...(group ? { group } : {}) }));

/** The broad kinds the list offers, each asking which of its forms. */
export const finderGroups: readonly FinderGroup[] = fillGroups.map(({ slug, label, question, kinds }) => ({ slug, label, question, kinds: kinds.map((k) => k.slug) }));

/** The list's choices in order: each kind of its own, and each broad kind where its first form stands. */
export const finderChoices: readonly { slug: string; label: string }[] = fillKinds.flatMap((k) => {
  if (!k.group) return [{ slug: k.slug, label: k.label }];
  const g = finderGroups.find((x) => x.slug === k.group)!;
  return fillKinds.find((f) => f.group === k.group) === k ? [{ slug: g.slug, label: g.label }] : [];
});

export const finderLimits: FinderLimits = { weight: { ...FILL_WEIGHT }, density: { ...OTHER_DENSITY }, other: OTHER_FILL };

export const fillLimit = FILL_LIMIT;

const finderSize = (slug: SizeSlug): FinderSize => {
  const s = sizes[slug];
  return { slug, label: s.label, grams: s.grams, usableMl: usableVolumeMl[slug], ...s.dimensions };
};

/** Every size at least one product is sold in, smallest first: the finder only answers with these. */
export const soldSizes: readonly FinderSize[] = SIZE_SLUGS.filter((slug) => allVariants.some((v) => v.size === slug)).map(finderSize);

/** One product as an answer shows it, as a shop would: its picture, material and finish, size page and price. */
export interface SizeOffer {
  product: string;
  name: string;
  link: string;
  /** The product's picture (src/art/pouch.ts, /img/pouch/<slug>.svg). */
  image: string;
  /** "Matt Kraft · matte finish · window · zipper" */
  make: string;
  /** "₹4.30 at 100 pouches, ₹4.08 from 1000", or "Price on request". */
  price: string;
  /** The size's price tiers, for a line of the quote list; none where the price is on request. */
  tiers: Tier[];
}

/** For each size, the products sold in it, in catalogue order. */
export const offersBySize: Readonly<Record<string, readonly SizeOffer[]>> = Object.fromEntries(
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
          name: v.product.name.en,
          link: v.link,
          image: v.image,
          make: [v.product.materialLabel, `${art.finish} finish`, ...(art.window ? ['window'] : []), art.zipper ? 'zipper' : 'heat sealed'].join(' · '),
          price: first && last ? `${formatInr(first.unitPrice)} a pouch at ${first.minUnits}, ${formatInr(last.unitPrice)} from ${last.minUnits}` : 'Price on request',
          tiers: quoteTarget(v).tiers,
        };
      }),
  ]),
);

/** A product's own sizes, for the compact finder on its overview page. */
export const productFinderSizes = (product: Pick<Product, 'slug'>): FinderSize[] => variantsOf(product).map((v) => finderSize(v.size));
