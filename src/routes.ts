import type { Context } from 'hono';
import type { PageView } from '@platform/render/render';
import type { AppEnv } from '@platform/app-env';
import { homePage } from '@features/pages/home.server';
import { ourProductsPage, OUR_PRODUCTS_PATH } from '@features/catalogue/our-products.server';
import { productsIndexPage } from '@features/catalogue/products-index.server';
import { productPage } from '@features/catalogue/product.server';
import { sizePage } from '@features/catalogue/size.server';
import { wishlistPage, WISHLIST_PATH } from '@features/quote-and-wishlist/wishlist-page.server';
import { quotePage, QUOTE_PATH } from '@features/quote-and-wishlist/quote-page.server';
import { productPath, products } from '@features/catalogue/products';
import { allVariants } from '@features/catalogue/catalogue';
import { contactGet } from '@features/enquiry/intake/contact-route';
import { searchPage } from '@features/search/page.server';
import { aboutPage } from '@features/pages/about.server';
import { faqPageView } from '@features/pages/faq.server';
import { portfolioPageView } from '@features/pages/portfolio.server';
import { policyPages } from '@features/pages/policy.server';
import { infoPageRoutes } from '@features/pages/info.server';
import { blogIndexPage, blogPostPage } from '@features/pages/blog.server';
import { blogPath, blogPosts } from '@features/pages/content/blog';
import { sizeFinderPageView } from '@features/size-finder/page.server';
import { SIZE_FINDER_PATH } from '@features/size-finder/tables';
import { customSizePage } from '@features/catalogue/custom-size.server';
import { baseLocale, localePath, locales, type Locale } from '@platform/i18n/locales';

/**
 * Every page of the site, in one table, matched in its order. A handler returns its view, null
 * when the address names nothing (an unknown product, say), which falls to the home page with
 * 404, or a response of its own (a redirect to the address it should have been).
 * `sitemap` lists the canonical paths the route contributes to sitemap.xml.
 */
export interface PageRoute {
  path: string;
  page: (c: Context<AppEnv>) => PageView | Response | null | Promise<PageView | Response | null>;
  sitemap: readonly string[] | (() => readonly string[]);
  /** The languages the page is written in; English alone until its words exist in the others. */
  locales?: readonly Locale[];
}

/** The languages of a route. */
export const routeLocales = (route: PageRoute): readonly Locale[] => route.locales ?? [baseLocale];

/** A route's pattern in a language: `/faq` → `/hi/faq`; the home page `/` → `/hi/`. */
export const localePattern = (locale: Locale, path: string): string => localePath(locale, path);

export const pageRoutes: readonly PageRoute[] = [
  { path: '/', page: (c) => homePage({ locale: c.get('locale') }), sitemap: ['/'], locales },
  { path: OUR_PRODUCTS_PATH, page: (c) => ourProductsPage(c.get('locale')), sitemap: [OUR_PRODUCTS_PATH], locales },
  { path: '/products', page: (c) => productsIndexPage(c.get('locale')), sitemap: ['/products'], locales },
  { path: '/products/:slug', page: (c) => productPage(c.req.param('slug') ?? '', c.req.query(), c.get('locale')), sitemap: () => products.map(productPath), locales },
  // A custom size, before /products/:slug/:size would take "custom" for a size; noindex, so in no sitemap.
  { path: '/products/:slug/custom', page: customSizePage, sitemap: [], locales },
  { path: '/products/:slug/:size', page: (c) => sizePage(c.req.param('slug') ?? '', c.req.param('size') ?? '', c.req.query(), c.get('locale')), sitemap: () => allVariants.map((v) => v.link), locales },
  { path: SIZE_FINDER_PATH, page: (c) => sizeFinderPageView(c, c.get('locale')), sitemap: [SIZE_FINDER_PATH], locales },
  { path: WISHLIST_PATH, page: (c) => wishlistPage(c.get('locale')), sitemap: [], locales },
  { path: QUOTE_PATH, page: (c) => quotePage(c.get('locale')), sitemap: [], locales },
  { path: '/contactus', page: contactGet, sitemap: ['/contactus'], locales },
  { path: '/search', page: searchPage, sitemap: [], locales },
  { path: '/aboutus', page: aboutPage, sitemap: ['/aboutus'], locales },
  { path: '/faq', page: faqPageView, sitemap: ['/faq'], locales },
  { path: '/portfolio', page: portfolioPageView, sitemap: ['/portfolio'], locales },
  ...policyPages.map((p) => ({ ...p, sitemap: [p.path] })),
  ...infoPageRoutes.map((p) => ({ ...p, sitemap: [p.path] })),
  { path: '/blog', page: blogIndexPage, sitemap: ['/blog'], locales },
  { path: '/blog/:slug', page: blogPostPage, sitemap: () => blogPosts.map(blogPath), locales },
];

/** One page of sitemap.xml: its English path and the languages it exists in. */
export interface SitemapEntry {
  path: string;
  locales: readonly Locale[];
}

/** Canonical paths of every indexable page, with their languages, for sitemap.xml. */
export const sitemapEntries = (): SitemapEntry[] =>
  pageRoutes.flatMap((r) => (typeof r.sitemap === 'function' ? r.sitemap() : r.sitemap).map((path) => ({ path, locales: routeLocales(r) })));

/** Canonical English paths of every indexable page. */
export const sitemapPaths = (): string[] => sitemapEntries().map((e) => e.path);
