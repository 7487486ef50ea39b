import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CUSTOM_FILL, OFFER_BELOW, customOffer, customSize } from './custom-size';
import { customSlug, inRange, parseCustomSlug } from '@features/catalogue/custom-slug';
import { fit } from './model';
import { soldSizes } from './tables';
import { pouchVolumeMl } from './pouch-volume';
import { fillKinds } from './fill';
import { machineRange } from '@features/catalogue/sizes';

const density = (slug: string) => fillKinds.find((k) => k.slug === slug)!.density;

describe('a custom size', () => {
  it('fills the half-empty answers of the issue: 1 kg of coffee beans, 200 g of puffed snacks, 500 g of coffee', () => {
    for (const [slug, grams] of [
      ['coffee-light-roast', 1000],
      ['puffed-snacks', 200],
      ['coffee-light-roast', 500],
      ['coffee-light-roast', 340],
    ] as const) {
      const input = { density: density(slug), grams };
      const stock = fit(input, soldSizes);
      const custom = customOffer(stock, input, soldSizes, machineRange);
      expect(custom, `${grams} g of ${slug}`).not.toBeNull();
      expect(custom!.share).toBeGreaterThanOrEqual(CUSTOM_FILL.min);
      expect(custom!.share).toBeLessThanOrEqual(CUSTOM_FILL.max);
    }
  });

  it('always holds what it was made for within the fill limit, inside the machine range, and never larger than the stock size that fits', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 1.5, noNaN: true }), fc.integer({ min: 10, max: 5000 }), (d, grams) => {
        const input = { density: d, grams };
        const stock = fit(input, soldSizes);
        const custom = customOffer(stock, input, soldSizes, machineRange);
        if (stock.kind === 'fits' && stock.share >= OFFER_BELOW) expect(custom).toBeNull();
        if (!custom) return;
        expect(inRange(custom, machineRange)).toBe(true);
        expect(custom.grams).toBe(grams);
        expect(grams / d / custom.usableMl).toBeCloseTo(custom.share, 9);
        expect(custom.usableMl).toBeCloseTo(pouchVolumeMl(custom), 9);
        expect(custom.share).toBeGreaterThanOrEqual(CUSTOM_FILL.min);
        expect(custom.share).toBeLessThanOrEqual(CUSTOM_FILL.max);
        if (stock.kind === 'fits') {
          expect(custom.usableMl).toBeLessThan(stock.size.usableMl);
          expect(custom.width).toBeLessThanOrEqual(stock.size.width);
          expect(custom.length).toBeLessThanOrEqual(stock.size.length);
          expect(custom.gusset).toBeLessThanOrEqual(stock.size.gusset);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("is offered beside a stock size under 70 % full, and not where even the machine's largest pouch is too small", () => {
    const input = { density: 0.42, grams: 1300 }; // 3.1 litres: only 3 Kg, 63 % full
    expect(customOffer(fit(input, soldSizes), input, soldSizes, machineRange)).toMatchObject({ grams: 1300 });
    const tooMuch = { density: 0.42, grams: 2000 }; // 4.8 litres: more than 85 % of the largest pouch
    expect(fit(tooMuch, soldSizes).kind).toBe('too-big');
    expect(customOffer(fit(tooMuch, soldSizes), tooMuch, soldSizes, machineRange)).toBeNull();
    expect(customSize({ density: 0.11, grams: 3000 }, soldSizes, machineRange)).toBeNull(); // 27 litres
  });

  it('travels as a quote line size that is read back only inside the machine range', () => {
    const flat = { width: 160, length: 240, gusset: 40 };
    expect(customSlug(flat)).toBe('custom-160x240x40');
    expect(parseCustomSlug('custom-160x240x40', machineRange)).toEqual(flat);
    for (const bad of ['custom-16x240x40', 'custom-160x240x40x', 'custom-999x240x40', 'custom-160.5x240x40', 'custom-160x240x4', '160x240x40']) {
      expect(parseCustomSlug(bad, machineRange), bad).toBeNull();
    }
  });
});
