import type { Context } from 'hono';
import { findVariant } from '@features/catalogue';
import { baseLocale, knownLocale } from '@platform/i18n/locales';
import { customSize } from '@features/print-templates/index.server';
import { cachePolicy } from '@platform/render/cache';
import { assetsFor } from '@platform/render/assets';
import type { PouchFacts } from './mockup';
import type { MockupTools } from './tools';
import { pouchFacts } from './facts';

/**
 * GET a size's facts and the tool addresses of its language's build, for the mock-up beside an artwork in the
 * enquiry form (which learns the quote's sizes only in the browser), in the language of
 * `?locale=`; an unknown product or size is a 404. Kept like a page, not a day: the tool
 * addresses change with each deploy.
 */
export function mockupFacts(c: Context): Response {
  const slug = c.req.param('slug') ?? '';
  const locale = knownLocale(c.req.query('locale'));
  // A custom size's facts have one address, which keeps the language asked.
  const found = customSize(c, slug, 'mockup.json', locale === baseLocale ? '' : `&locale=${locale}`) ?? findVariant(slug, c.req.param('size') ?? '');
  if (found instanceof Response) return found;
  const variant = found;
  if (!variant) return c.json({ error: 'There is no such product or size.' }, 404);
  const body: PouchFacts & { tools: MockupTools } = { ...pouchFacts(variant, locale), tools: assetsFor(locale).mockupTools };
  return c.json(body, 200, { 'cache-control': cachePolicy.page });
}
