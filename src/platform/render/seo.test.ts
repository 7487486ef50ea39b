import { describe, expect, it } from 'vitest';
import { canonicalUrl, ORGANIZATION_ID, resolveHead } from './seo';
import { escapeHtml, jsonForScript } from './escape';

describe('canonical addresses', () => {
  it('are absolute with no trailing slash except the home pages', () => {
    expect(canonicalUrl('/')).toBe('https://www.printpouch.example/');
    expect(canonicalUrl('/hi/')).toBe('https://www.printpouch.example/hi/');
    expect(canonicalUrl('/ta/')).toBe('https://www.printpouch.example/ta/');
    expect(canonicalUrl('/hi/faq/')).toBe('https://www.printpouch.example/hi/faq');
    expect(canonicalUrl('/aboutus/')).toBe('https://www.printpouch.example/aboutus');
    expect(canonicalUrl('/products/kraft-with-window')).toBe('https://www.printpouch.example/products/kraft-with-window');
  });
});

describe('resolveHead', () => {
  it('merges page fields over site defaults', () => {
    const head = resolveHead({ title: 'FAQ', description: 'Answers', path: '/faq', keywords: ['faq'] });
    expect(head.title).toBe('FAQ | PrintPouch');
    expect(head.author).toBe('PrintPouch');
    expect(head.keywords).toBe('faq');
    expect(head.robots).toBe('index, follow');
    expect(head.jsonLd.map((j) => (j as { '@type': string })['@type'])).toEqual(['WebSite']);
  });

  it('carries the Organization on the home page and where the page names it, nowhere else', () => {
    const types = (meta: Parameters<typeof resolveHead>[0]) => resolveHead(meta).jsonLd.map((j) => (j as { '@type': string })['@type']);
    expect(types({ title: 'Home', description: 'd', path: '/' })).toEqual(['WebSite', 'Organization']);
    const page = { '@context': 'https://schema.org', '@type': 'WebPage', publisher: { '@id': ORGANIZATION_ID } };
    expect(types({ title: 'About', description: 'd', path: '/aboutus', jsonLd: [page] })).toEqual(['WebSite', 'Organization', 'WebPage']);
    const product = { '@context': 'https://schema.org', '@type': 'Product', brand: { '@type': 'Brand', name: 'PrintPouch' } };
    expect(types({ title: 'Pouch', description: 'd', path: '/products/gold-zipper/500gm', jsonLd: [product] })).toEqual(['WebSite', 'Product']);
  });

  it('marks noindex pages', () => {
    expect(resolveHead({ title: 'x', description: 'y', path: '/', noindex: true }).robots).toBe('noindex, follow');
  });
});

describe('escaping', () => {
  it('escapes HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const out = jsonForScript({ name: '</script><script>alert(1)</script><!--' });
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});
