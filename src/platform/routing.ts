import type { Context, Hono } from 'hono';
import type { PageView } from './render/render';
import type { AppEnv } from './app-env';
import { baseLocale, localePath, type Locale } from './i18n/locales';

/**
 * A page of the site. A handler returns its view, null when the address names nothing (an unknown
 * product, say), which falls to the home page with 404, or a response of its own (a redirect to the
 * address it should have been). `sitemap` lists the canonical paths the route contributes to
 * sitemap.xml.
 */
export interface PageRoute {
  path: string;
  page: (c: Context<AppEnv>) => PageView | Response | null | Promise<PageView | Response | null>;
  sitemap: readonly string[] | (() => readonly string[]);
  /** The languages the page is written in; English alone until its words exist in the others. */
  locales?: readonly Locale[];
}

/**
 * What a feature adds to the app (its `routes.ts`): its pages, matched in their order and each in
 * every language it is written in, and its other addresses (files, APIs, redirects), registered
 * after every feature's pages.
 * @example export const searchFeature: Feature = { pages: [{ path: '/search', page: searchPage, sitemap: [], locales }], routes: (app) => app.get('/api/search', searchApi) };
 */
export interface Feature {
  pages?: readonly PageRoute[];
  routes?: (app: Hono<AppEnv>) => void;
}

/** The languages of a route. */
export const routeLocales = (route: PageRoute): readonly Locale[] => route.locales ?? [baseLocale];

/** A route's pattern in a language: `/faq` → `/hi/faq`; the home page `/` → `/hi/`. */
export const localePattern = (locale: Locale, path: string): string => localePath(locale, path);

/** One page of sitemap.xml: its English path and the languages it exists in. */
export interface SitemapEntry {
  path: string;
  locales: readonly Locale[];
}

/** Canonical paths of every indexable page, with their languages, for sitemap.xml. */
export const sitemapEntries = (routes: readonly PageRoute[]): SitemapEntry[] =>
  routes.flatMap((r) => (typeof r.sitemap === 'function' ? r.sitemap() : r.sitemap).map((path) => ({ path, locales: routeLocales(r) })));
