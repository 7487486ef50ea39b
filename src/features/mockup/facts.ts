import { sizeLabelIn, type Variant } from '@features/catalogue';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import { site } from '@platform/content/site';
import type { PouchFacts } from './mockup';

/** /products/<product>/<size>/mockup.json: what the design mock-up needs of a size. */
export const mockupFactsPath = (variant: Pick<Variant, 'link'>): string => `${variant.link}/mockup.json`;

/**
 * The facts' address in `locale`, the one the worker answers without a redirect: `?locale=` after a
 * stock size's path, `&locale=` after a custom size's dimensions, nothing in English.
 */
export const mockupFactsIn = (path: string, locale: Locale): string =>
  locale === baseLocale ? path : `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;

/**
 * The size's dimensions and the pouch's looks, as the mock-up draws them, with the product, its
 * material and its size in `locale` (the page's language); the print template and the proof's file
 * name keep the English name and size.
 */
export function pouchFacts(variant: Pick<Variant, 'product' | 'dimensions' | 'weight'> & { size: string }, locale: Locale = baseLocale): PouchFacts {
  const { product } = variant;
  return {
    dimensions: variant.dimensions,
    art: product.art,
    productName: product.name[locale],
    templateName: product.name.en,
    sizeLabel: variant.weight,
    sizeWords: sizeLabelIn(variant.size, locale, variant.weight),
    materialLabel: product.materialLabel[locale],
    brand: site.name,
  };
}
