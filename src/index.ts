import { Hono } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { securityHeaders } from '@platform/render/security';
import { redirectTo } from '@platform/render/redirect';
import { documentRenderer, renderPage } from '@platform/render/render';
import { cachePolicy } from '@platform/render/cache';
import { unmatchedRequest } from '@platform/render/methods';
import { edgeCache } from '@platform/render/edge-cache';
import { localePattern, pageRoutes, routeLocales, sitemapEntries } from './routes';
import { baseLocale, localePath, locales, splitLocale } from '@platform/i18n/locales';
import { m } from '@platform/i18n/paraglide/messages.js';
import { queryLocale } from '@features/enquiry/intake/api';
import { homePage } from '@features/pages/home.server';
import { robotsTxt, sitemapXml } from '@platform/render/seo-files';
import { pouchImage } from '@features/catalogue/art/pouch-image.server';
import { legacyRedirects } from '@features/catalogue/legacy.server';
import { enquiryApi, enquiryApiMethodNotAllowed } from '@features/enquiry/intake/api';
import { contactPost } from '@features/enquiry/intake/contact-route';
import { crossSitePage } from '@features/enquiry/intake/refused-page.server';
import { sameOriginWrites } from '@features/enquiry/intake/same-origin';
import { scheduled } from '@features/enquiry/delivery/scheduled';
import { legacySearchParam } from '@features/search/page.server';
import { searchApi } from '@features/search/api.server';
import { sceneImage } from '@features/pages/art/scene-image.server';
import { dielineFile } from '@features/print-templates/templates.server';
import { mockupFacts } from '@features/mockup/facts.server';
import { artworkApi } from '@features/enquiry/files/api';
import { artworkDownload } from '@features/enquiry/files/download';
import { SigningSecretMissing } from '@platform/signing';
import { site } from '@platform/content/site';

const app = new Hono<AppEnv>();

app.use(securityHeaders);
app.use(documentRenderer());
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
app.get('/sitemap.xml', (c) => c.body(sitemapXml(sitemapEntries()), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cachePolicy.day }));
app.get('/img/pouch/:file', pouchImage);
app.get('/products/:slug/:size/dieline.svg', dielineFile('svg'));
app.get('/products/:slug/:size/dieline.pdf', dielineFile('pdf'));
app.get('/products/:slug/:size/mockup.json', mockupFacts);
app.route('/', legacyRedirects);
// The form without JavaScript posts to its own page's address, so its answer is in its language.
for (const locale of locales) app.post(localePath(locale, '/contactus'), contactPost);
app.post('/api/enquiry', enquiryApi);
app.all('/api/enquiry', enquiryApiMethodNotAllowed);
app.post('/api/artwork', artworkApi.start);
app.put('/api/artwork/:id/parts/:n', artworkApi.part);
app.post('/api/artwork/:id/complete', artworkApi.complete);
app.get('/api/artwork/:id', artworkApi.status);
app.delete('/api/artwork/:id', artworkApi.remove);
app.get('/artwork/:enquiry/:file', artworkDownload);
app.get('/api/search', searchApi);
app.get('/img/:kind{portfolio|blog|about}/:file', sceneImage);

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
