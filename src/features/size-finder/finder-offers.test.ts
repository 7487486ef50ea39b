import { describe, expect, it } from 'vitest';
import { finderOffers, offersByLocale, soldSizes } from './tables';
import { offersIn } from './size-finder.island';
import { locales } from '@platform/i18n/locales';

describe("the size finder's offers as its island is sent them", () => {
  it("put together again in the island, are every size's offers as the server holds them, in each language", () => {
    for (const locale of locales) {
      const sent = finderOffers(locale, soldSizes);
      for (const size of soldSizes) expect(offersIn(sent, size.slug), `${locale} ${size.slug}`).toEqual(offersByLocale[locale][size.slug]);
    }
  });

  it('name, picture and material each product once, and per size only its price', () => {
    const sent = finderOffers('hi', soldSizes);
    const productsSold = new Set(
      Object.values(offersByLocale.hi)
        .flat()
        .map((o) => o.product),
    );
    expect(Object.keys(sent.products).sort()).toEqual([...productsSold].sort());
    for (const line of Object.values(sent.offers).flat()) expect(Object.keys(line).sort()).toEqual(['price', 'product', 'tiers']);
    // Sent whole in each size, the products' words were sent many times over.
    const whole = JSON.stringify(offersByLocale.hi).length;
    expect(JSON.stringify(sent).length).toBeLessThan(whole * 0.6);
  });

  it("on a product's page, holds that product's sizes only", () => {
    const sent = finderOffers('ta', soldSizes, 'kraft-with-window');
    expect(Object.keys(sent.products)).toEqual(['kraft-with-window']);
    for (const size of soldSizes)
      expect(offersIn(sent, size.slug).every((o) => o.product === 'kraft-with-window' && o.link === `/products/kraft-with-window/${size.slug}`)).toBe(true);
  });
});
