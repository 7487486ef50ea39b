import { addressLine, site } from '@platform/content/site';
import { baseLocale, localePath, localeTag, locales, type Locale } from '@platform/i18n/locales';

/** What a page says about itself in <head>. Everything else comes from the site defaults. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. `/ourproducts`. Query strings are never canonical. */
  path: string;
  keywords?: readonly string[];
  author?: string;
  /** `noindex` keeps a page out of search results (unknown paths, search results). */
  noindex?: boolean;
  ogType?: 'website' | 'article' | 'product';
  /** Absolute path of the share image; defaults to the site's. */
  image?: string;
  /**
   * Page-specific structured data, added after the site-wide WebSite and, on the home page and
   * every page whose data refers to it, the Organization.
   */
  jsonLd?: readonly object[];
}

const DEFAULT_KEYWORDS = ['custom printed pouches', 'stand-up pouch', 'zipper pouch', 'digital printing', 'food packaging India'];

/**
 * One rule for every canonical address: absolute, and no trailing slash except the home pages
 * (`/`, `/hi/`, `/ta/`: the worker redirects `/hi` to `/hi/`, so that is the address that answers).
 */
export function canonicalUrl(path: string): string {
  const home = path === '/' || locales.some((l) => l !== baseLocale && path === localePath(l, '/'));
  const clean = home ? path : path.replace(/\/+$/, '');
  return `${site.origin}${clean}`;
}

export const absoluteUrl = (path: string): string => `${site.origin}${path}`;

/** The WebSite node with a SearchAction pointing at /search?query=, in every language the site is written in. */
export function websiteJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    name: site.name,
    url: `${site.origin}/`,
    inLanguage: locales.map((l) => localeTag[l]),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${site.origin}/search?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The Organization node's `@id`, by which a page's own data names the company (and so carries the node). */
export const ORGANIZATION_ID = `${site.origin}/#organization`;

export function organizationJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: `${site.origin}/`,
    logo: `${site.origin}/logo.svg`,
    email: site.email,
    telephone: site.phone.e164,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${site.address.street}, ${site.address.locality}`,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    sameAs: [site.social.instagram, site.social.facebook],
    description: `${site.tagline}. ${addressLine()}.`,
  };
}

/** A BreadcrumbList from (name, English path) pairs, home first, with the addresses of the page's language. */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; path: string }>, locale: Locale = baseLocale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: canonicalUrl(localePath(locale, t.path)) })),
  };
}

/** One `<link rel="alternate" hreflang>`: the same page in another language (or x-default). */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** Page nodes that are documents, which say the language they are written in. */
const WRITTEN = new Set([
  'AboutPage',
  'Blog',
  'BlogPosting',
  'CollectionPage',
  'ContactPage',
  'FAQPage',
  'ImageGallery',
  'ItemList',
  'WebApplication',
  'WebPage',
]);

export interface ResolvedHead {
  title: string;
  /** The language the page is in. */
  locale: Locale;
  /** Reciprocal alternates of every language the page exists in, and x-default (English); empty when it exists in one. */
  alternates: Alternate[];
  description: string;
  keywords: string;
  author: string;
  canonical: string;
  robots: string;
  ogType: string;
  image: string;
  jsonLd: object[];
}

/**
 * Whether a page carries the Organization node: the home page, where search engines read who the
 * site is, and every page whose own data names it by `@id` (a publisher, what a contact page is
 * about), so that the reference resolves on the page. Elsewhere, a product's or a size's page
 * among them, the node would be 0.2 KB of every document saying again what the home page says.
 */
function namesOrganization(meta: PageMeta): boolean {
  return meta.path === '/' || JSON.stringify(meta.jsonLd ?? []).includes(`"@id":"${ORGANIZATION_ID}"`);
}

/** Merges a page's own fields over the site defaults. `meta.path` is the English path; the page is in `locale`. */
export function resolveHead(meta: PageMeta, locale: Locale = baseLocale, pageLocales: readonly Locale[] = [locale]): ResolvedHead {
  const title = meta.title.includes(site.name) ? meta.title : `${meta.title} | ${site.name}`;
  const canonical = canonicalUrl(localePath(locale, meta.path));
  const alternates: Alternate[] =
    pageLocales.length > 1
      ? [
          ...pageLocales.map((l) => ({ hreflang: localeTag[l], href: canonicalUrl(localePath(l, meta.path)) })),
          ...(pageLocales.includes(baseLocale) ? [{ hreflang: 'x-default', href: canonicalUrl(meta.path) }] : []),
        ]
      : [];
  const written = (node: object): object =>
    WRITTEN.has((node as { '@type'?: string })['@type'] ?? '') && !('inLanguage' in node) ? { ...node, inLanguage: localeTag[locale] } : node;
  return {
    title,
    locale,
    alternates,
    description: meta.description,
    keywords: (meta.keywords?.length ? meta.keywords : DEFAULT_KEYWORDS).join(', '),
    author: meta.author ?? site.name,
    canonical,
    robots: meta.noindex ? 'noindex, follow' : 'index, follow',
    ogType: meta.ogType ?? 'website',
    image: absoluteUrl(meta.image ?? '/og-image.png'),
    jsonLd: [websiteJsonLd(), ...(namesOrganization(meta) ? [organizationJsonLd()] : []), ...(meta.jsonLd ?? []).map(written)],
  };
}
