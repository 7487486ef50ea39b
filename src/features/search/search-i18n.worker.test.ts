import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { products } from '@features/catalogue/products';

const get = (path: string) => SELF.fetch(`https://example.com${path}`);
const resultLinks = (html: string) => [...html.matchAll(/class="result-card" href="([^"]+)"/g)].map((m) => m[1]!);

describe('search in Hindi and Tamil', () => {
  it('answers /hi/search in Hindi: its words, the products named in Hindi, links under /hi/', async () => {
    const res = await get(`/hi/search?query=${encodeURIComponent('कॉफी पाउच')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('नतीजे:');
    const links = resultLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/hi\/products\//);
    // Names are compared as read: the query's words inside them are marked.
    const text = html.replace(/<[^>]+>/g, '');
    expect(products.some((p) => text.includes(p.name.hi))).toBe(true);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });
  it('answers /ta/search with Tamil words and names, and a no-result page in Tamil', async () => {
    const found = await (await get(`/ta/search?query=${encodeURIComponent('காபி')}`)).text();
    expect(found).toContain('<html lang="ta-IN">');
    expect(resultLinks(found).every((h) => h.startsWith('/ta/'))).toBe(true);
    expect(products.some((p) => found.replace(/<[^>]+>/g, '').includes(p.name.ta))).toBe(true);
    const none = await (await get('/ta/search?query=zzzqqq')).text();
    expect(none).toContain('பொருட்கள் எதுவும் கிடைக்கவில்லை');
  });
  it('gives suggestions in the asking page’s language, and refuses a language it does not speak', async () => {
    const res = await get(`/api/search?query=chai&locale=ta`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { name: string; link: string }[] };
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) expect(item.link).toMatch(/^\/ta\/products\//);
    expect(body.items.some((i) => /[\u0B80-\u0BFF]/.test(i.name))).toBe(true);
    const english = (await (await get('/api/search?query=chai')).json()) as { items: { link: string }[] };
    expect(english.items.every((i) => i.link.startsWith('/products/'))).toBe(true);
    const bad = await get('/api/search?query=chai&locale=fr');
    expect(bad.status).toBe(400);
  });
});
