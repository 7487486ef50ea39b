import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { findVariant } from '@features/catalogue/catalogue';
import { cachePolicy } from '@platform/render/cache';
import { assetsFor } from '@platform/render/assets';

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));

describe("a size's facts for the design mock-up at /products/<product>/<size>/mockup.json", () => {
  it("answers the size's dimensions, the pouch's looks and names, and this build's tool addresses", async () => {
    const variant = findVariant('kraft-with-window', '500gm')!;
    const res = await get('/products/kraft-with-window/500gm/mockup.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cachePolicy.page);
    expect(await res.json()).toEqual({
      dimensions: { width: 150, length: 220, gusset: 40 },
      art: variant.product.art,
      productName: variant.product.name.en,
      templateName: variant.product.name.en,
      sizeLabel: '500gm',
      sizeWords: '500gm',
      materialLabel: variant.product.materialLabel.en,
      brand: 'PrintPouch',
      tools: assetsFor('en').mockupTools,
    });
    expect(assetsFor('en').mockupTools.pdf).toMatch(/^\/build\/assets\/mockup-pdf-[\w-]+\.js$/);
    expect(assetsFor('en').mockupTools.proof).toMatch(/^\/build\/assets\/mockup-proof-[\w-]+\.js$/);
  });

  it("names the tools of the build in the asking page's language (?locale=), English for none", async () => {
    const tools = async (query: string) => ((await (await get(`/products/kraft-with-window/500gm/mockup.json${query}`)).json()) as { tools: unknown }).tools;
    expect(await tools('?locale=hi')).toEqual(assetsFor('hi').mockupTools);
    expect(await tools('?locale=ta')).toEqual(assetsFor('ta').mockupTools);
    expect(assetsFor('hi').mockupTools.proof).not.toBe(assetsFor('en').mockupTools.proof);
    expect(await tools('')).toEqual(assetsFor('en').mockupTools);
  });

  it('has one address for one size in one language: any other query is a 301 to it', async () => {
    const path = '/products/kraft-with-window/500gm/mockup.json';
    for (const [query, to] of [
      ['?locale=fr', path],
      ['?locale=en', path],
      ['?x=1', path],
      ['?locale=hi&x=1', `${path}?locale=hi`],
      ['?locale=ta&locale=ta', `${path}?locale=ta`],
      ['?x=1&locale=ta', `${path}?locale=ta`],
    ] as const) {
      const res = await get(`${path}${query}`);
      expect([query, res.status, res.headers.get('location')]).toEqual([query, 301, to]);
    }
    for (const query of ['', '?locale=hi', '?locale=ta']) expect([query, (await get(`${path}${query}`)).status]).toEqual([query, 200]);
  });

  it('is a 404 with a plain message for a size that does not exist', async () => {
    const res = await get('/products/kraft-with-window/9kg/mockup.json');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'There is no such product or size.' });
  });
});

describe("the proof's files on a page with the mock-up", () => {
  const props = (html: string) => {
    const found = /<site-island data-island="design-mockup"[^>]*data-props="([^"]*)"/.exec(html);
    expect(found).not.toBeNull();
    return JSON.parse(
      found![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'"),
    ) as {
      tools: { pdf: string; proof: string; proofAhead: unknown };
    };
  };

  it.each([
    ['/products/kraft-with-window/500gm', '/products/kraft-with-window/500gm/mockup.json', 'en'],
    ['/ta/products/kraft-with-window/500gm', '/products/kraft-with-window/500gm/mockup.json?locale=ta', 'ta'],
    ['/hi/products/kraft-with-window/custom?w=240&l=318&g=44', '/products/kraft-with-window/custom/mockup.json?w=240&l=318&g=44&locale=hi', 'hi'],
  ] as const)('%s names them by the address of its facts, which answers their list in its language', async (path, facts, locale) => {
    const html = await (await get(path)).text();
    const { tools } = props(html);
    expect(tools).toEqual({ pdf: assetsFor(locale).mockupTools.pdf, proof: assetsFor(locale).mockupTools.proof, proofAhead: facts });
    // The document carries none of the files' names: the fonts and the proof's chunks.
    for (const file of assetsFor(locale).mockupTools.proofAhead) expect(html).not.toContain(file);
    const res = await get(facts);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { tools: { proofAhead: string[] } }).tools.proofAhead).toEqual(assetsFor(locale).mockupTools.proofAhead);
  });
});
