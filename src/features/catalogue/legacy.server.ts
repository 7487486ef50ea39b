import { Hono } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { findLegacyProduct, findLegacyVariant, legacyVariantSlugs } from './catalogue';
import { productPath } from './products';
import { renderPage } from '@platform/render/render';
import { redirectTo } from '@platform/render/redirect';
import { homePage } from '@features/pages/index.server';
import { splitLocale } from '@platform/i18n/locales';

/**
 * Old link shapes of the original site keep working: /zippouch/<legacy-slug> and
 * /<legacy-variant-slug>/<size> answer 301 with the one canonical product or size page.
 * An unknown slug or size is the home page with 404, like any unknown address.
 */
export const legacyRedirects = new Hono<AppEnv>();

const notFound = (c: Parameters<typeof renderPage>[0]) => renderPage(c, homePage({ notFound: true, locale: splitLocale(c.req.path).locale }));

legacyRedirects.get('/zippouch/:slug', (c) => {
  const product = findLegacyProduct(c.req.param('slug'));
  return product ? redirectTo(c, productPath(product), 301) : notFound(c);
});

for (const slug of legacyVariantSlugs) {
  legacyRedirects.get(`/${slug}/:size`, (c) => {
    const variant = findLegacyVariant(slug, c.req.param('size'));
    return variant ? redirectTo(c, variant.link, 301) : notFound(c);
  });
}
