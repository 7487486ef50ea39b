import { site } from '@platform/content/site';
import { canonicalUrl } from './seo';
import { baseLocale, localePath, localeTag } from '@platform/i18n/locales';
import type { SitemapEntry } from '../routing';

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /search',
    'Disallow: /hi/search',
    'Disallow: /ta/search',
    '',
    `Sitemap: ${site.origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every indexable page in every language it is written in, each `<url>` listing all its
 * languages (and x-default, the English) as `xhtml:link` alternates, as Google's sitemap form of
 * hreflang asks: every language version names every other and itself.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { path, locales } of entries) {
    if (seen.has(path)) continue;
    seen.add(path);
    const links =
      locales.length > 1
        ? [
            ...locales.map((l) => `<xhtml:link rel="alternate" hreflang="${localeTag[l]}" href="${canonicalUrl(localePath(l, path))}"/>`),
            ...(locales.includes(baseLocale) ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${canonicalUrl(path)}"/>`] : []),
          ].join('')
        : '';
    for (const locale of locales) urls.push(`<url><loc>${canonicalUrl(localePath(locale, path))}</loc>${links}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}
