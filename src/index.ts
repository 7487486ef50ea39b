import { Hono } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { securityHeaders } from '@platform/render/security';
import { redirectTo } from '@platform/render/redirect';
import { documentRenderer, renderPage } from '@platform/render/render';
import { cachePolicy } from '@platform/render/cache';
import { unmatchedRequest } from '@platform/render/methods';
import { edgeCache } from '@platform/render/edge-cache';
import { robotsTxt, sitemapXml } from '@platform/render/seo-files';
import { localePattern, routeLocales, sitemapEntries, type Feature } from '@platform/routing';
import { baseLocale, splitLocale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { SigningSecretMissing } from '@platform/signing';
import { site } from '@platform/content/site';
import { Document } from '@features/shell/index.server';
import { homePage } from '@features/pages/index.server';
import { catalogueFeature } from '@features/catalogue/routes';
import { sizeFinderFeature } from '@features/size-finder/routes';
import { quoteAndWishlistFeature } from '@features/quote-and-wishlist/routes';
import { crossSitePage, enquiryFeature, queryLocale, sameOriginWrites, scheduled } from '@features/enquiry/routes';
import { legacySearchParam, searchFeature } from '@features/search/routes';
import { contentPagesFeature, homeFeature } from '@features/pages/routes';
import { printTemplatesFeature } from '@features/print-templates/routes';
import { mockupFeature } from '@features/mockup/routes';

/** What the site does, a feature each; their pages are matched, and listed in the sitemap, in this order. */
const features: readonly Feature[] = [
  homeFeature,
  catalogueFeature,
  sizeFinderFeature,
  quoteAndWishlistFeature,
  enquiryFeature,
  searchFeature,
  contentPagesFeature,
  printTemplatesFeature,
  mockupFeature,
];
const pageRoutes = features.flatMap((feature) => feature.pages ?? []);

const app = new Hono<AppEnv>();

app.use(securityHeaders);
app.use(documentRenderer(Document));
// Nothing another site sends in a visitor's name is taken (Origin, Sec-Fetch-Site).
app.use(sameOriginWrites((c, message) => renderPage(c, crossSitePage(message, splitLocale(c.req.path).locale))));

// The language is the address's: /hi/… Hindi, /ta/… Tamil, everything else English.
app.use(async (c, next) => {
  c.set('locale', splitLocale(c.req.path).locale);
  c.set('pageLocales', [baseLocale]);
  return next();
});

// One canonical address per page: no trailing slash, except the home pages (/, /hi/, /ta/).
app.use(async (c, next) => {
  const url = new URL(c.req.url);
  const home = /^\/(hi|ta)\/*$/.exec(url.pathname);
  if (home) {
    if (url.pathname !== `/${home[1]}/`) return redirectTo(c, `/${home[1]}/${url.search}`, 301);
  } else if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    return redirectTo(c, `${url.pathname.replace(/\/+$/, '')}${url.search}`, 301);
  }
  return next();
});

for (const path of ['/search', '/hi/search', '/ta/search']) app.use(path, legacySearchParam);

// Pages that carry nothing per visitor are answered from the edge cache after their first views.
app.use(edgeCache({ skip: (path) => path.startsWith('/api/'), enabled: (c) => c.env?.PAGE_CACHE !== 'off' }));

for (const route of pageRoutes) {
  const languages = routeLocales(route);
  for (const locale of languages) {
    app.get(localePattern(locale, route.path), async (c) => {
      c.set('pageLocales', languages);
      const view = await route.page(c);
      if (view instanceof Response) return view;
      return view ? renderPage(c, view) : renderPage(c, homePage({ notFound: true, locale }));
    });
  }
}

app.get('/robots.txt', (c) => c.text(robotsTxt(), 200, { 'cache-control': cachePolicy.day }));
app.get('/sitemap.xml', (c) =>
  c.body(sitemapXml(sitemapEntries(pageRoutes)), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cachePolicy.day }),
);
for (const feature of features) feature.routes?.(app);

// A method an address does not take: 405 with Allow. An unknown API address: JSON 404. Other
// unknown addresses show the home page, marked 404 and noindex with canonical /.
app.notFound(unmatchedRequest(app, (c) => renderPage(c, homePage({ notFound: true, locale: splitLocale(c.req.path).locale }))));

app.onError((error, c) => {
  // A deployment without SIGNING_SECRET never signs with a key anyone could read: what signs is refused.
  if (error instanceof SigningSecretMissing) {
    console.error('signing.secret-missing', c.req.method, c.req.path, error.message);
    const { locale } = splitLocale(c.req.path);
    const message = m.enquiry_signing_missing({ phone: site.phone.display, email: site.email }, { locale: locale === baseLocale ? queryLocale(c) : locale });
    return c.req.path.startsWith('/api/')
      ? c.json({ message }, 503, { 'cache-control': cachePolicy.none, 'retry-after': '300' })
      : c.text(message, 503, { 'cache-control': cachePolicy.none, 'retry-after': '300' });
  }
  console.error('unhandled', c.req.method, c.req.path, error);
  return c.text('Something went wrong on our side. Please try again.', 500);
});

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<AppEnv['Bindings']>;
