import { describe, expect, it } from 'vitest';
import { products } from './products';
import { catalogueProductSchema, productSchema } from './products.schema';
import { sizes, SIZE_SLUGS } from './sizes';
import {
  allVariants,
  catalogueProducts,
  findLegacyProduct,
  findLegacyVariant,
  findProduct,
  findVariant,
  priceRange,
  searchItems,
  variantsOf,
} from './catalogue';

const unique = (xs: readonly unknown[]) => new Set(xs).size === xs.length;

describe('catalogue content', () => {
  it('parses every product record against its schema', () => {
    for (const p of products) expect(() => productSchema.parse(p)).not.toThrow();
  });

  it('has the ten catalogue ids 101–109 and 1010 and grid ids 1–10, each once', () => {
    expect(catalogueProducts.map((p) => p.catalogue.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 1010]);
    expect(products.map((p) => p.gridId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('badges a product "Zip Pouch" exactly when it has a zipper (the two without say "Stand-Up Pouch")', () => {
    for (const p of products) expect(p.category, p.slug).toBe(p.art.zipper ? 'Zip Pouch' : 'Stand-Up Pouch');
    expect(
      products
        .filter((p) => !p.art.zipper)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['gold-standup', 'transparent-standup']);
    const lying = { ...products.find((p) => !p.art.zipper)!, category: 'Zip Pouch' };
    expect(() => catalogueProductSchema.parse(lying)).toThrow(/zipper/);
  });

  it('keeps the original catalogue names and variant counts in catalogue order (37 in all)', () => {
    expect(catalogueProducts.map((p) => [p.catalogue.name, p.variants.length])).toEqual([
      ['Standing Kraft With Window Zip Lock', 7],
      ['Standing Kraft Zip Lock', 5],
      ['Standing Zip Lock Without Window', 1],
      ['Zip Lock With Window Stand Up', 1],
      ['Clear Kraft Standy Zipper', 4],
      ['Clear Silver Standy Zipper', 4],
      ['Clear Standy Zipper', 6],
      ['Idly & Dosa Batter Standy Zipper', 1],
      ['Milky Standy Zipper', 4],
      ['Printed Dry Fruit Zip Lock', 4],
    ]);
    expect(allVariants).toHaveLength(37);
  });

  it('has unique slugs, legacy slugs and ids across products and variants', () => {
    expect(unique(products.map((p) => p.slug))).toBe(true);
    expect(unique(products.map((p) => p.catalogue.legacySlug))).toBe(true);
    expect(unique(products.map((p) => p.catalogue.legacyVariantSlug))).toBe(true);
    expect(unique(allVariants.map((v) => v.link))).toBe(true);
    const ids = searchItems().map((i) => i.id);
    expect(ids).toHaveLength(47);
    expect(unique(ids)).toBe(true);
  });

  it('fixes the two product pages the spec names and its legacy links', () => {
    expect(findLegacyProduct('standing-kraft-with-window')?.slug).toBe('kraft-with-window');
    expect(findLegacyProduct('standing-kraft')?.slug).toBe('kraft-inner-foiled');
    expect(variantsOf({ slug: 'kraft-with-window' }).map((v) => v.size)).toEqual(expect.arrayContaining(['50gm', '100gm', '250gm', '500gm', '1kg', '2kg']));
    // Every variant link the spec quotes resolves to a size page.
    for (const old of [
      'standing-kraft-window/50gm',
      'standing-kraft/1kg',
      'clear-kraft/200gm',
      'clear-silver/500gm',
      'clear-standy/2kg',
      'idly-dosa-batter/1kg',
      'milky-standy/100gm',
      'printed-dryfruit/250gm',
      'without-window/100gm',
    ]) {
      const [slug, size] = old.split('/') as [string, string];
      expect(findLegacyVariant(slug, size), old).toBeDefined();
    }
    for (const legacy of [
      'standing-kraft-with-window',
      'standing-kraft',
      'standing-without-window',
      'without-standup',
      'clear-kraft',
      'clear-silver',
      'clear-standy',
      'idly-dosa-batter',
      'milky-standy',
      'printed-dryfruit',
    ]) {
      expect(findLegacyProduct(legacy), legacy).toBeDefined();
    }
  });

  it('packs weight, size in cm, material, window, GSM and pack quantity into every variant title', () => {
    for (const v of allVariants) {
      const d = sizes[v.size].dimensions;
      expect(v.title.en).toContain(v.weight);
      expect(v.title.en).toContain(`${d.width / 10} x ${d.length / 10} cm`);
      expect(v.title.en).toContain(v.product.materialLabel.en);
      expect(v.title.en).toMatch(/With Window|Without Window/);
      expect(v.title.en).toContain(`Pack of ${v.product.packOf}`);
      if (v.product.gsm) expect(v.title.en).toContain(`${v.product.gsm} GSM`);
    }
    expect(findVariant('transparent-standup', '1kg')?.title.en).toContain('Pack of 50');
    expect(allVariants.filter((v) => v.packOf === 50).map((v) => v.product.catalogue.name)).toEqual(['Idly & Dosa Batter Standy Zipper']);
  });

  it('uses every weight of the original site', () => {
    expect(new Set(allVariants.map((v) => v.size))).toEqual(new Set(SIZE_SLUGS));
  });

  it('carries the spec specifications and price tiers exactly', () => {
    const kw = (size: string) => findVariant('kraft-with-window', size)!;
    expect([kw('100gm').sku, kw('500gm').sku, kw('1kg').sku, kw('2kg').sku]).toEqual(['M-KWZ-100', 'M-KWW-500', 'M-KWW-1000', 'M-KWW-2000']);
    expect(kw('100gm').capacity.en).toBe('100gm powder');
    expect(kw('100gm').dimensions).toEqual({ width: 120, length: 200, gusset: 40 });
    expect(kw('250gm').dimensions).toEqual({ width: 140, length: 200, gusset: 40 });
    expect(kw('500gm').dimensions).toEqual({ width: 150, length: 220, gusset: 40 });
    expect(kw('1kg').dimensions).toEqual({ width: 180, length: 260, gusset: 40 });
    expect(kw('2kg').dimensions).toEqual({ width: 200, length: 300, gusset: 40 });
    // 3.94 x 5.91 + 1.18 inch
    expect(kw('50gm').dimensions).toEqual({ width: 100, length: 150, gusset: 30 });
    const prices = (size: string) => kw(size).tiers?.map((t) => t.unitPrice);
    expect(prices('50gm')).toEqual([4.3, 4.16, 4.08]);
    expect(prices('100gm')).toEqual([4.57, 4.43, 4.34]);
    expect(prices('500gm')).toEqual([6.06, 5.88, 5.76]);
    expect(prices('1kg')).toEqual([7.44, 7.22, 7.07]);
    expect(prices('2kg')).toEqual([9.76, 9.47, 9.27]);
    expect(kw('250gm').tiers).toBeUndefined();
    expect(kw('100gm').tiers?.map((t) => [t.minUnits, t.maxUnits])).toEqual([
      [100, 400],
      [500, 900],
      [1000, 5000],
    ]);
    // No price is invented for variants the spec gives none for.
    expect(allVariants.filter((v) => v.tiers).map((v) => v.id)).toEqual(['101-50gm', '101-100gm', '101-500gm', '101-1kg', '101-2kg']);
  });

  it('derives a price range from the tiers, or none without prices', () => {
    expect(priceRange(variantsOf(findProduct('kraft-with-window')!))).toEqual({ low: 4.08, high: 9.76 });
    expect(priceRange(variantsOf(findProduct('gold-zipper')!))).toBeUndefined();
  });

  it('lists each product then its variants as search items, a variant named by its title', () => {
    const items = searchItems();
    expect(items.filter((i) => !i.isVariant)).toHaveLength(10);
    expect(items.filter((i) => i.isVariant)).toHaveLength(37);
    const first = items[0]!;
    expect(first).toMatchObject({ id: '101', name: 'Matt Kraft With Window Stand-Up Zipper Pouch', link: '/products/kraft-with-window', isVariant: false });
    expect(items[1]).toMatchObject({
      id: '101-50gm',
      link: '/products/kraft-with-window/50gm',
      isVariant: true,
      name: findVariant('kraft-with-window', '50gm')!.title.en,
    });
    for (const i of items) expect(i.image).toMatch(/^\/img\/pouch\/[a-z-]+\.svg$/);
  });
});

describe('product page content', () => {
  it('gives every product a page with unique FAQ questions, features and use cases', async () => {
    const { productPages } = await import('./product-pages');
    for (const p of products) {
      const page = productPages.get(p.slug);
      expect(page, p.slug).toBeDefined();
      expect(unique(page!.faq.map((f) => f.question.en))).toBe(true);
      expect(unique(page!.features.map((f) => f.title.en))).toBe(true);
      expect(unique(page!.useCases.map((u) => u.name.en))).toBe(true);
    }
  });

  it('states the spec FAQ sizes of the kraft window pouch from the size data', async () => {
    const { productPages } = await import('./product-pages');
    const answers = productPages
      .get('kraft-with-window')!
      .faq.map((f) => f.answer.en)
      .join(' ');
    expect(answers).toContain('140 x 200 + 40 mm');
    expect(answers).toContain('3.94 x 5.91 + 1.18 inch');
    expect(
      productPages
        .get('kraft-inner-foiled')!
        .faq.map((f) => f.answer.en)
        .join(' '),
    ).toContain('50g');
  });
});
