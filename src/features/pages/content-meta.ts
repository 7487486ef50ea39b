import type { PageMeta } from '@platform/render/seo';
import { breadcrumbJsonLd, canonicalUrl, ORGANIZATION_ID } from '@platform/render/seo';
import type { Seo } from '@platform/content/blocks';
import type { Crumb } from './PageHeader';
import { site } from '@platform/content/site';
import { baseLocale, localePath, localeTag, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface ContentMetaOptions {
  seo: Seo;
  /** Breadcrumb trail, home first, with English paths; its last entry is the page itself and gives the canonical path. */
  trail: readonly Crumb[];
  /** The language the page is shown in (its address's); English by default. */
  locale?: Locale;
  /** schema.org type of the page node: WebPage, AboutPage, CollectionPage... */
  type?: string;
  /** Extra fields of the page node (dates, mainEntity...). */
  page?: object;
  /** Further JSON-LD nodes after the page and its breadcrumbs. */
  jsonLd?: readonly object[];
  meta?: Partial<PageMeta>;
}

/**
 * Head fields of a content page from its SEO record: title, description, keywords, canonical,
 * and JSON-LD with a node for the page and its BreadcrumbList, at the page's address in its
 * language. `path` stays the English path (the head adds the language).
 */
export function contentMeta({ seo, trail, locale = baseLocale, type = 'WebPage', page = {}, jsonLd = [], meta = {} }: ContentMetaOptions): PageMeta {
  const path = trail.at(-1)!.path;
  const url = canonicalUrl(localePath(locale, path));
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords,
    path,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': type,
        '@id': `${url}#webpage`,
        url,
        name: seo.title,
        description: seo.description,
        inLanguage: localeTag[locale],
        isPartOf: { '@id': `${site.origin}/#website` },
        publisher: { '@id': ORGANIZATION_ID },
        ...page,
      },
      breadcrumbJsonLd(trail.map((c) => ({ name: c.name, path: localePath(locale, c.path) }))),
      ...jsonLd,
    ],
    ...meta,
  };
}

export const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };

/** The first crumb of every trail, in the page's language. */
export const homeCrumb = (locale: Locale): Crumb => ({ name: m.content_home_crumb({}, { locale }), path: '/' });
