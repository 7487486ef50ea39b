import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { siteSearchIndex } from './site-index';
import { search } from './query';
import { allVariants, catalogueProducts, searchItems } from '@features/catalogue/catalogue';
import { popularSearches } from './suggestions';

const ids = (query: string, limit?: number) => search(siteSearchIndex(), query, { limit }).items.map((i) => i.id);

describe('the site search index', () => {
  it('holds every product and every variant once, each product followed by its variants', () => {
    const items = siteSearchIndex().items;
    expect(items).toHaveLength(catalogueProducts.length + allVariants.length);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(siteSearchIndex().productCount).toBe(catalogueProducts.length);
    expect(siteSearchIndex().variantCount).toBe(allVariants.length);
    expect(items.every((i) => i.link.startsWith('/products/') && i.image.startsWith('/img/'))).toBe(true);
  });

  it('finds every 1 Kg size for "1kg", "1 kg" and "1 KG", and nothing else', () => {
    const oneKg = allVariants.filter((v) => v.size === '1kg').map((v) => v.id);
    expect(oneKg.length).toBeGreaterThan(1);
    for (const q of ['1kg', '1 kg', '1 KG', '1 kilo']) expect(ids(q).sort(), q).toEqual([...oneKg].sort());
  });

  it('finds "500 gm" sizes and ranks the kraft products before their sizes for "kraft"', () => {
    expect(ids('500 gm').length).toBe(allVariants.filter((v) => v.size === '500gm').length);
    const found = search(siteSearchIndex(), 'kraft').items;
    const named = (i: (typeof found)[number]) => `${i.name} ${i.alsoKnownAs ?? ''}`.toLowerCase().includes('kraft');
    // Names first (products, then their sizes); then what only mentions kraft in its description or uses.
    const byName = found.filter(named);
    expect(found.slice(0, byName.length)).toEqual(byName);
    const firstVariant = byName.findIndex((i) => i.isVariant);
    expect(byName.slice(0, firstVariant).every((i) => !i.isVariant)).toBe(true);
    expect(byName.slice(firstVariant).every((i) => i.isVariant)).toBe(true);
    expect(found.length).toBeGreaterThan(byName.length);
  });

  it("finds a product by the spec catalogue's trade name, first", () => {
    const kraftWindow = searchItems().find((i) => i.alsoKnownAs === 'Standing Kraft With Window Zip Lock')!;
    expect(ids('Standing Kraft With Window Zip Lock')[0]).toBe(kraftWindow.id);
    expect(ids('idly dosa')).toContain(searchItems().find((i) => i.alsoKnownAs?.startsWith('Idly & Dosa'))!.id);
  });

  it('answers each popular search with something', () => {
    for (const q of popularSearches) expect(search(siteSearchIndex(), q).total, q).toBeGreaterThan(0);
  });

  it('never loses a match of the spec rule on the real names', () => {
    const names = siteSearchIndex().items.flatMap((i) => [i.name, ...(i.alsoKnownAs ? [i.alsoKnownAs] : [])]);
    const slices = fc
      .tuple(fc.constantFrom(...names), fc.nat(), fc.nat())
      .map(([n, a, b]) => n.slice(Math.min(a, b) % n.length, (Math.max(a, b) % n.length) + 1));
    fc.assert(
      fc.property(fc.oneof(slices, fc.string({ maxLength: 6 })), (query) => {
        const found = new Set(ids(query));
        const spec = siteSearchIndex().items.filter((i) => i.name.toLowerCase().includes(query.toLowerCase()));
        for (const item of spec) expect(found).toContain(item.id);
      }),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('returns the same first items with a limit as without', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('kraft', 'zipper', 'pouch', '1kg', 'gold', 'window', 'a', 'clear', '500', 'silver zipper'),
        fc.integer({ min: 1, max: 20 }),
        (q, limit) => {
          expect(ids(q, limit)).toEqual(ids(q).slice(0, limit));
        },
      ),
    );
  });
});
