import { describe, expect, it } from 'vitest';
import { canonicalUrl, resolveHead } from './seo';
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
    expect(head.jsonLd.map((j) => (j as { '@type': string })['@type'])).toEqual(['WebSite', 'Organization']);
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
