import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '@platform/app-env';
import { cachePolicy } from '@platform/render/cache';
import { baseLocale, knownLocale, splitLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** Methods that change something: only our own pages may send them. */
const UNSAFE = /^(?:POST|PUT|PATCH|DELETE)$/i;

/**
 * Where a request that changes something came from, by what the browser says of it: `cross-site`
 * when its `Sec-Fetch-Site` names another site (or a sibling of ours, `same-site`), or its `Origin`
 * is another origin or `null` (a sandboxed frame, a `data:` page); `ours` when either says this
 * origin; `unknown` when it carries neither (a program, not a browser: it cannot make a visitor's
 * browser send anything, so it is judged like any other request).
 *
 * @example requestSource('https://www.printpouch.example/contactus', { origin: 'https://evil.example' }) // { from: 'cross-site', site: 'evil.example' }
 */
export function requestSource(
  url: string,
  headers: { origin?: string | null; secFetchSite?: string | null },
): { from: 'ours' | 'unknown' } | { from: 'cross-site'; site: string } {
  const own = new URL(url).origin;
  const origin = headers.origin?.trim();
  const fetchSite = headers.secFetchSite?.trim().toLowerCase();
  const named = (() => {
    if (!origin || origin === own) return 'another site';
    try {
      return origin === 'null' ? 'a page with no address' : new URL(origin).host || origin.slice(0, 80);
    } catch {
      return origin.slice(0, 80);
    }
  })();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return { from: 'cross-site', site: named };
  if (origin && origin !== own) return { from: 'cross-site', site: named };
  return { from: origin || fetchSite === 'same-origin' ? 'ours' : 'unknown' };
}

/** Why a request from elsewhere was not taken, in `locale`; `from` is a host, or one of `requestSource`'s descriptions. */
export const crossSiteMessage = (from: string, locale: Locale = baseLocale) => {
  const l = { locale };
  const named = from === 'another site' ? m.enquiry_from_another_site({}, l) : from === 'a page with no address' ? m.enquiry_from_no_address({}, l) : from;
  return m.enquiry_cross_site({ from: named }, l);
};

/** The language to refuse in: the address's (/hi/contactus), or for an API call the `?locale=` the form's JavaScript adds. */
const refusalLocale = (path: string, query: string | undefined): Locale => {
  const { locale } = splitLocale(path);
  if (locale !== baseLocale || !path.startsWith('/api/')) return locale;
  return knownLocale(query);
};

/**
 * Refuses, with 403, every POST, PUT, PATCH or DELETE whose `Origin` or `Sec-Fetch-Site` says it
 * was sent from another site: a page elsewhere could otherwise make its visitors' browsers post
 * our form from their own addresses. A refused form post gets a page with the reason and the way
 * to our own form (`refusedPage`), a refused API call the reason as JSON. Requests that carry neither header
 * (programs, the spec's JSON contract) pass on to the usual checks.
 */
export const sameOriginWrites =
  (refusedPage: (c: Context<AppEnv>, message: string) => Response | Promise<Response>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!UNSAFE.test(c.req.method)) return next();
    const source = requestSource(c.req.url, { origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') });
    if (source.from !== 'cross-site') return next();
    const message = crossSiteMessage(source.site, refusalLocale(c.req.path, c.req.query('locale')));
    if (c.req.path.startsWith('/api/')) return c.json({ message }, 403, { 'cache-control': cachePolicy.none });
    return refusedPage(c, message);
  };
