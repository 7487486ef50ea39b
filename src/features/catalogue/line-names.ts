import type { Locale } from '@platform/i18n/locales';
import type { Text } from '@platform/i18n/text';
import { formatWeight } from '@platform/i18n/format';
import { customLabel, parseCustomSlug } from './custom-slug';
import type { WishlistItem } from './items';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * How the quote list, the wishlist and the mock-up name a pouch and a size in the page's language.
 * Stored lines and wishlist items keep their English words and their slugs: what a page shows is
 * looked up by slug in the names the page hands its island (line-names-data.ts), so a line added
 * on an English page reads in Hindi on a Hindi one. Pure, for the islands.
 */

/** The names a page hands its island to show lines and saved items in the page's language, by slug. */
export interface LineNames {
  products: Record<string, { name: Text; sizes: number; packOf: number }>;
  sizes: Record<string, { dimensions: string }>;
}

/** The slug of a product's page link, `/products/<slug>[/<size>]`. */
export const linkSlugs = (link: string): { product: string; size?: string } | null => {
  const m = /^\/products\/([\w-]+)(?:\/([\w-]+))?$/.exec(link);
  return m ? { product: m[1]!, ...(m[2] ? { size: m[2] } : {}) } : null;
};

/** A product's name in `locale` (on an English page, `fallback`: the words stored), or `fallback` (the stored English) for one the catalogue no longer has. */
export const productNameIn = (names: LineNames, slug: string, locale: Locale, fallback: string): string =>
  locale === 'en' ? fallback : (names.products[slug]?.name[locale] ?? fallback);

/**
 * A size's label in `locale`: on an English page `english` (the words stored with the line, "500gm",
 * "1 Kg"); otherwise a stock size's weight as buyers say it ("500 ग्राम", "1 கிலோ"), read from its
 * slug, or a custom size's flat size. Anything else keeps `english`.
 */
export function sizeLabelIn(size: string, locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const stock = /^(\d+)(gm|kg)$/.exec(size);
  if (stock) return formatWeight(Number(stock[1]) * (stock[2] === 'kg' ? 1000 : 1), locale);
  const flat = parseCustomSlug(size, { width: [1, 9999], length: [1, 9999], gusset: [1, 9999] });
  return flat ? customLabel(flat, locale) : english;
}

/**
 * A saved item's name and line of text as the page shows them: as saved on an English page; on a
 * Hindi or Tamil one, the product's (and size's) name in that language, found by its link's slugs.
 */
export function shownItem(item: WishlistItem, names: LineNames, locale: Locale): { name: string; text: string } {
  const slugs = locale === 'en' ? null : linkSlugs(item.link);
  const product = slugs ? names.products[slugs.product] : undefined;
  if (!slugs || !product) return { name: item.name, text: item.text };
  const name = productNameIn(names, slugs.product, locale, item.name);
  if (slugs.size) return { name: `${name}, ${sizeLabelIn(slugs.size, locale, slugs.size)}`, text: names.sizes[slugs.size]?.dimensions ?? '' };
  return { name, text: m.quote_wish_product_text({ count: product.sizes, pack: product.packOf }, { locale }) };
}
