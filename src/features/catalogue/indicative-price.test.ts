import { describe, expect, it } from 'vitest';
import { products } from './products';
import { sizes } from './sizes';
import { indicativePriceModels } from './indicative-prices';
import { filmCm2, indicativeTiers, indicativeTiersOfLine } from './indicative-price';
import { machineRange } from './sizes';

/** The published tables of a product: each priced size's film and its price in each band. */
function publishedOf(slug: string) {
  const product = products.find((p) => p.slug === slug)!;
  return product.variants.filter((v) => v.tiers).map((v) => ({ size: v.size, film: filmCm2(sizes[v.size].dimensions), tiers: v.tiers! }));
}

/** Least squares of price = fixed + perCm2 × film. */
function fit(points: readonly { film: number; price: number }[]): { fixed: number; perCm2: number } {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.film, 0) / n;
  const my = points.reduce((s, p) => s + p.price, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.film - mx) * (p.price - my), 0);
  const sxx = points.reduce((s, p) => s + (p.film - mx) ** 2, 0);
  const perCm2 = sxy / sxx;
  return { fixed: my - perCm2 * mx, perCm2 };
}

/** Each published price priced by a fit of the others, as a fraction of the published one. */
function leaveOneOutErrors(points: readonly { film: number; price: number }[]): number[] {
  return points.map((p, i) => {
    const { fixed, perCm2 } = fit(points.filter((_, j) => j !== i));
    return Math.abs(fixed + perCm2 * p.film - p.price) / p.price;
  });
}

const priced = products.filter((p) => p.variants.some((v) => v.tiers));

describe('the indicative price of a custom size', () => {
  it('has a model for each product with published tables, and for no other', () => {
    expect(Object.keys(indicativePriceModels).sort()).toEqual(priced.map((p) => p.slug).sort());
  });

  for (const product of priced) {
    const published = publishedOf(product.slug);
    const model = indicativePriceModels[product.slug]!;

    it(`${product.slug}: its figures are a least-squares fit of the published tables, band by band`, () => {
      expect(published.length).toBeGreaterThanOrEqual(3);
      expect(model.bands.map(({ minUnits, maxUnits }) => [minUnits, maxUnits])).toEqual(published[0]!.tiers.map((t) => [t.minUnits, t.maxUnits]));
      model.bands.forEach((band, b) => {
        const refit = fit(published.map((s) => ({ film: s.film, price: s.tiers[b]!.unitPrice })));
        expect(Math.abs(band.fixed - refit.fixed), `fixed of band ${b}`).toBeLessThanOrEqual(0.00005 + 1e-12);
        expect(Math.abs(band.perCm2 - refit.perCm2), `perCm2 of band ${b}`).toBeLessThanOrEqual(0.0000005 + 1e-12);
      });
    });

    it(`${product.slug}: the error it states is the worst leave-one-out error on the published sizes, rounded up`, () => {
      const worst = Math.max(...model.bands.flatMap((_, b) => leaveOneOutErrors(published.map((s) => ({ film: s.film, price: s.tiers[b]!.unitPrice })))));
      expect(model.errorPercent).toBe(Math.ceil(worst * 100));
    });

    it(`${product.slug}: it prices only within the film of the published sizes`, () => {
      const films = published.map((s) => s.film);
      expect(model.filmCm2).toEqual([Math.min(...films), Math.max(...films)]);
    });

    it(`${product.slug}: a price is positive, rises with the film and falls per pouch from band to band`, () => {
      const [low, high] = model.filmCm2;
      let before: number[] | null = null;
      for (let film = low; film <= high; film += (high - low) / 40) {
        // A pouch of that film: 150 mm wide, its length to suit, a 40 mm gusset.
        const width = 150;
        const tiers = indicativeTiers(product.slug, { width, length: (film * 100) / width / 2 - 20, gusset: 40 })!;
        const prices = tiers.map((t) => t.unitPrice);
        for (const p of prices) expect(p).toBeGreaterThan(0);
        for (let b = 1; b < prices.length; b++) expect(prices[b]).toBeLessThan(prices[b - 1]!);
        if (before) prices.forEach((p, b) => expect(p).toBeGreaterThanOrEqual(before![b]!));
        before = prices;
      }
      expect(before![0]).toBeGreaterThan(indicativeTiers(product.slug, { width: 150, length: (low * 100) / 150 / 2 - 20, gusset: 40 })![0]!.unitPrice);
    });

    it(`${product.slug}: on a published size it gives that size's price within the stated error`, () => {
      for (const s of published) {
        const tiers = indicativeTiers(product.slug, sizes[s.size].dimensions)!;
        tiers.forEach((t, b) => expect(Math.abs(t.unitPrice - s.tiers[b]!.unitPrice) / s.tiers[b]!.unitPrice).toBeLessThanOrEqual(model.errorPercent / 100));
      }
    });
  }

  it('is on request for a product without published tables, and for a film beyond the published sizes', () => {
    expect(indicativeTiers('gold-zipper', { width: 160, length: 240, gusset: 40 })).toBeUndefined();
    expect(
      indicativeTiers('kraft-with-window', { width: machineRange.width[1], length: machineRange.length[1], gusset: machineRange.gusset[1] }),
    ).toBeUndefined();
    expect(
      indicativeTiers('kraft-with-window', { width: machineRange.width[0], length: machineRange.length[0], gusset: machineRange.gusset[0] - 1 }),
    ).toBeUndefined();
  });

  it('prices a quote line by its custom size, and nothing else', () => {
    expect(indicativeTiersOfLine('kraft-with-window', 'custom-158x231x40')).toEqual(
      indicativeTiers('kraft-with-window', { width: 158, length: 231, gusset: 40 }),
    );
    expect(indicativeTiersOfLine('kraft-with-window', '500gm')).toBeUndefined();
    expect(indicativeTiersOfLine('kraft-with-window', 'custom-158x231')).toBeUndefined();
  });
});
