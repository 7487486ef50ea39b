import { site } from './content/site';
import { canonicalUrl } from './render/seo';

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /search', '', `Sitemap: ${site.origin}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(paths: readonly string[]): string {
  const urls = [...new Set(paths)].map((p) => `<url><loc>${canonicalUrl(p)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
