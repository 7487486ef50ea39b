import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { securityHeaders } from './render/security';
import { redirectTo } from './render/redirect';
import { documentRenderer, renderPage } from './render/render';
import { cachePolicy } from './render/cache';
import { unmatchedRequest } from './render/methods';
import { edgeCache } from './render/edge-cache';
import { localePattern, pageRoutes, routeLocales, sitemapEntries } from './routes';
import { baseLocale, splitLocale } from './i18n/locales';
import { homePage } from './pages/home';
import { robotsTxt, sitemapXml } from './seo-files';
import { pouchImage } from './art/route';
import { legacyRedirects } from './pages/catalogue/legacy';
import { enquiryApi, enquiryApiMethodNotAllowed } from './enquiry/intake/api';
import { contactPost } from './enquiry/intake/contact-route';
import { crossSitePage } from './pages/refused';
import { sameOriginWrites } from './enquiry/intake/same-origin';
import { scheduled } from './enquiry/delivery/scheduled';
import { legacySearchParam } from './pages/search';
import { searchApi } from './search/api';
import { sceneImage } from './art/scene-route';
import { dielineFile } from './dieline/route';
import { mockupFacts } from './dieline/mockup-route';
import { artworkApi } from './artwork/api';
import { artworkDownload } from './artwork/download';
import { SigningSecretMissing } from './signing';
import { site } from './content/site';

const app = new Hono<AppEnv>();

app.use(securityHeaders);
app.use(documentRenderer());
// Nothing another site sends in a visitor's name is taken (Origin, Sec-Fetch-Site).
app.use(sameOriginWrites((c, message) => renderPage(c, crossSitePage(message))));

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
app.post('/contactus', contactPost);
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
    const message = `Enquiries and files cannot be taken on this site just now. Please call ${site.phone.display} or e-mail ${site.email}.`;
    return c.req.path.startsWith('/api/')
      ? c.json({ message }, 503, { 'cache-control': cachePolicy.none, 'retry-after': '300' })
      : c.text(message, 503, { 'cache-control': cachePolicy.none, 'retry-after': '300' });
  }
  console.error('unhandled', c.req.method, c.req.path, error);
  return c.text('Something went wrong on our side. Please try again.', 500);
});

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<AppEnv['Bindings']>;
