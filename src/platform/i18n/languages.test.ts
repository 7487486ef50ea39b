import { describe, expect, it } from 'vitest';
import { byLocale, localeOfTag, localePath, locales, splitLocale } from './locales';
import { resolveHead } from '@platform/render/seo';
import { sitemapXml, robotsTxt } from '@platform/render/seo-files';
import { site } from '@platform/content/site';

describe('addresses in each language', () => {
  it('puts Hindi and Tamil under /hi/ and /ta/ and leaves English where it was', () => {
    expect(localePath('en', '/faq')).toBe('/faq');
    expect(localePath('hi', '/faq')).toBe('/hi/faq');
    expect(localePath('ta', '/')).toBe('/ta/');
    expect(localePath('hi', '/search?query=chai')).toBe('/hi/search?query=chai');
  });
  it('reads the language and the English path back from any address', () => {
    for (const l of locales)
      for (const p of ['/', '/faq', '/products/kraft-with-window/500gm']) expect(splitLocale(localePath(l, p))).toEqual({ locale: l, path: p });
    expect(splitLocale('/hindi-recipes')).toEqual({ locale: 'en', path: '/hindi-recipes' });
    expect(splitLocale('/ta')).toEqual({ locale: 'ta', path: '/' });
  });
  it('reads the page language from <html lang>', () => {
    expect(localeOfTag('hi-IN')).toBe('hi');
    expect(localeOfTag('ta-IN')).toBe('ta');
    expect(localeOfTag('en-IN')).toBe('en');
    expect(localeOfTag('fr')).toBe('en');
  });
});

describe('head tags of a page in three languages', () => {
  const meta = { title: 'FAQ', description: 'Questions', path: '/faq', jsonLd: [{ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] }] };
  it('has a self canonical and reciprocal alternates with x-default in every language', () => {
    const heads = locales.map((l) => resolveHead(meta, l, locales));
    expect(heads.map((h) => h.canonical)).toEqual([`${site.origin}/faq`, `${site.origin}/hi/faq`, `${site.origin}/ta/faq`]);
    for (const h of heads) {
      expect(h.alternates).toEqual([
        { hreflang: 'en-IN', href: `${site.origin}/faq` },
        { hreflang: 'hi-IN', href: `${site.origin}/hi/faq` },
        { hreflang: 'ta-IN', href: `${site.origin}/ta/faq` },
        { hreflang: 'x-default', href: `${site.origin}/faq` },
      ]);
      expect(h.alternates.map((a) => a.href)).toContain(h.canonical);
    }
  });
  it('lists no alternates for a page in one language', () => {
    expect(resolveHead(meta, 'en', ['en']).alternates).toEqual([]);
  });
  it('says the language of the page in its structured data', () => {
    const node = resolveHead(meta, 'ta', locales).jsonLd.find((n) => (n as { '@type': string })['@type'] === 'FAQPage');
    expect(node).toMatchObject({ inLanguage: 'ta-IN' });
    const website = resolveHead(meta, 'hi', locales).jsonLd[0];
    expect(website).toMatchObject({ '@type': 'WebSite', inLanguage: ['en-IN', 'hi-IN', 'ta-IN'] });
  });
});

describe('sitemap.xml in three languages', () => {
  const xml = sitemapXml([
    { path: '/faq', locales: ['en', 'hi', 'ta'] },
    { path: '/blog/old', locales: ['en'] },
  ]);
  it('lists each language version with every version as an alternate', () => {
    for (const loc of ['/faq', '/hi/faq', '/ta/faq']) expect(xml).toContain(`<loc>${site.origin}${loc}</loc>`);
    const faqUrls = xml.match(/<url><loc>[^<]*\/faq<\/loc>.*?<\/url>/g) ?? [];
    expect(faqUrls).toHaveLength(3);
    for (const u of faqUrls) {
      for (const [lang, p] of [
        ['en-IN', '/faq'],
        ['hi-IN', '/hi/faq'],
        ['ta-IN', '/ta/faq'],
        ['x-default', '/faq'],
      ]) {
        expect(u).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${site.origin}${p}"/>`);
      }
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
  it('gives a page in one language no alternates', () => {
    expect(xml).toContain(`<url><loc>${site.origin}/blog/old</loc></url>`);
  });
  it('keeps search results of every language out of robots', () => {
    expect(robotsTxt()).toMatch(/Disallow: \/hi\/search\nDisallow: \/ta\/search/);
  });
});

describe('a value per language, made when read', () => {
  it('makes nothing until a language is read, then each language once', () => {
    const made: string[] = [];
    const words = byLocale((l) => (made.push(l), `${l}!`));
    expect(made).toEqual([]);
    expect(words.hi).toBe('hi!');
    expect(words.hi).toBe('hi!');
    expect(made).toEqual(['hi']);
    expect({ ...words }).toEqual({ en: 'en!', hi: 'hi!', ta: 'ta!' });
    expect(made).toEqual(['hi', 'en', 'ta']);
  });
});
