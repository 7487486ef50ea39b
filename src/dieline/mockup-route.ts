import type { Context } from 'hono';
import { findVariant, type Variant } from '../content/catalogue';
import { customSize } from './route';
import { site } from '../content/site';
import { cachePolicy } from '../render/cache';
import { assetsFor } from '../render/assets';
import type { PouchFacts } from '../../client/lib/mockup/mockup';
import type { MockupTools } from '../../client/lib/mockup/tools';
import { baseLocale, isLocale, type Locale } from '../i18n/locales';

/** /products/<product>/<size>/mockup.json: what the design mock-up needs of a size. */
export const mockupFactsPath = (variant: Pick<Variant, 'link'>): string => `${variant.link}/mockup.json`;

/**
 * The size's dimensions and the pouch's looks, as the mock-up draws them; on a Hindi or Tamil page
 * also the product's name and material in its language, as the mock-up and its proof say them.
 */
export function pouchFacts(variant: Pick<Variant, 'product' | 'dimensions' | 'weight'>, locale: Locale = baseLocale): PouchFacts {
  const { product } = variant;
  return {
    dimensions: variant.dimensions, art: product.art, productName: product.name.en, sizeLabel: variant.weight, materialLabel: product.materialLabel.en, brand: site.name,
    ...(locale !== baseLocale && { words: { product: product.name[locale], material: product.materialLabel[locale] } }),
  };
}

/**
 * GET a size's facts, in the words of `?locale=` (English without, or for a language the site does
 * not speak), and the tool addresses of that language's build, for the mock-up beside an artwork
 * in the enquiry form (which learns the quote's sizes only in the browser); an unknown product or
 * size is a 404. Kept like a page, not a day: the tool addresses change with each deploy.
 */
export function mockupFacts(c: Context): Response {
  const slug = c.req.param('slug') ?? '';
  const found = c.req.param('size') === 'custom' ? customSize(c, slug, 'mockup.json') : findVariant(slug, c.req.param('size') ?? '');
  if (found instanceof Response) return found;
  const variant = found;
  if (!variant) return c.json({ error: 'There is no such product or size.' }, 404);
  const asked = c.req.query('locale');
  const locale: Locale = isLocale(asked) ? asked : baseLocale;
  const body: PouchFacts & { tools: MockupTools } = { ...pouchFacts(variant, locale), tools: assetsFor(locale).mockupTools };
  return c.json(body, 200, { 'cache-control': cachePolicy.page });
}
