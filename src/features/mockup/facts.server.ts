import type { Context } from 'hono';
import { findVariant } from '@features/catalogue';
import { baseLocale, knownLocale } from '@platform/i18n/locales';
import { customSize } from '@features/print-templates/index.server';
import { cachePolicy } from '@platform/render/cache';
import { redirectTo } from '@platform/render/redirect';
import { assetsFor } from '@platform/render/assets';
import type { PouchFacts } from './mockup';
import type { MockupTools } from './tools';
import { mockupFactsIn, mockupFactsPath, pouchFacts } from './facts';

/**
 * GET a size's facts and the tool addresses of its language's build, for the mock-up beside an artwork in the
 * enquiry form (which learns the quote's sizes only in the browser), in the language of
 * `?locale=` (any other query, or a language the site does not speak, is a 301 to the one address);
 * an unknown product or size is a 404. Kept like a page, not a day: the tool
 * addresses change with each deploy.
 */
export function mockupFacts(c: Context): Response {
  const slug = c.req.param('slug') ?? '';
  const locale = knownLocale(c.req.query('locale'));
  // A custom size's facts have one address, which keeps the language asked.
  const custom = customSize(c, slug, 'mockup.json', locale === baseLocale ? '' : `&locale=${locale}`);
  if (custom instanceof Response) return custom;
  const variant = custom ?? findVariant(slug, c.req.param('size') ?? '');
  if (!variant) return c.json({ error: 'There is no such product or size.' }, 404);
  // So do a stock size's: `?locale=` of a language the site speaks other than English, or nothing;
  // any other query is sent there (and the edge keeps one copy).
  const canonical = locale === baseLocale ? '' : `?locale=${locale}`;
  if (!custom && new URL(c.req.url).search !== canonical) return redirectTo(c, mockupFactsIn(mockupFactsPath(variant), locale), 301);
  const body: PouchFacts & { tools: MockupTools } = { ...pouchFacts(variant, locale), tools: assetsFor(locale).mockupTools };
  return c.json(body, 200, { 'cache-control': cachePolicy.page });
}
