import type { Context } from 'hono';
import { findVariant, type Variant } from '@features/catalogue/catalogue';
import { sizeLabelIn } from '@features/catalogue/line-names';
import { baseLocale, knownLocale, type Locale } from '@platform/i18n/locales';
import { customSize } from '@features/print-templates/templates.server';
import { site } from '@platform/content/site';
import { cachePolicy } from '@platform/render/cache';
import { assetsFor } from '@platform/render/assets';
import type { PouchFacts } from './mockup';
import type { MockupTools } from './tools';

/** /products/<product>/<size>/mockup.json: what the design mock-up needs of a size. */
export const mockupFactsPath = (variant: Pick<Variant, 'link'>): string => `${variant.link}/mockup.json`;

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

/**
 * GET a size's facts and the tool addresses of its language's build, for the mock-up beside an artwork in the
 * enquiry form (which learns the quote's sizes only in the browser), in the language of
 * `?locale=`; an unknown product or size is a 404. Kept like a page, not a day: the tool
 * addresses change with each deploy.
 */
export function mockupFacts(c: Context): Response {
  const slug = c.req.param('slug') ?? '';
  const found = c.req.param('size') === 'custom' ? customSize(c, slug, 'mockup.json') : findVariant(slug, c.req.param('size') ?? '');
  if (found instanceof Response) return found;
  const variant = found;
  if (!variant) return c.json({ error: 'There is no such product or size.' }, 404);
  const locale = knownLocale(c.req.query('locale'));
  const body: PouchFacts & { tools: MockupTools } = { ...pouchFacts(variant, locale), tools: assetsFor(locale).mockupTools };
  return c.json(body, 200, { 'cache-control': cachePolicy.page });
}
