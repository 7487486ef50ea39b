import { describe, expect, it } from 'vitest';
import { catalogueProducts, variantsOf } from './catalogue';
import { productPages } from './product-pages';

// Product pages speak of their sizes in prose ("seven sizes from 50gm to 3 Kg", an FAQ answer
// listing them). The sizes themselves live in the catalogue; these checks keep the two in step.
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBERS.indexOf(word.toLowerCase()) + 1);
/** "50gm", "50 g", "1 Kg" → "50g", "50g", "1kg". */
const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/(\d+)\s*(?:gms?|g)\b/g, '$1g')
    .replace(/(\d+)\s*kgs?\b/g, '$1kg');

describe('product pages', () => {
  it.each(catalogueProducts.map((p) => [p.slug, p] as const))('%s states its number of sizes and lists them as the catalogue has them', (slug, product) => {
    const page = productPages.get(slug)!;
    const sizes = variantsOf(product).map((v) => v.size);
    const prose = [
      ...page.overview,
      ...page.banner.flatMap((b) => [b.title, b.desc]),
      ...page.features.flatMap((f) => [f.title, f.why]),
      ...page.whyChoose.flatMap((w) => [w.title, w.description]),
      ...page.faq.flatMap((f) => [f.question, f.answer]),
    ]
      .map((text) => text.en)
      .join(' ');
    for (const m of prose.matchAll(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten) sizes\b/gi)) {
      expect(countOf(m[1]!), `"${m[0]}" on ${slug}`).toBe(sizes.length);
    }
    const listed = page.faq.find((f) => /which sizes/i.test(f.question.en));
    if (listed) {
      const named = new Set(normal(listed.answer.en).match(/\b\d+(?:g|kg)\b/g));
      expect([...named].sort(), `the sizes the FAQ on ${slug} names`).toEqual(sizes.map(normal).sort());
      // Hindi and Tamil write the weights in words of their own (500 ग्राम, 1 கிலோ): the figures are the same.
      const figures = (text: string) => (text.match(/\d+/g) ?? []).join(' ');
      for (const locale of ['hi', 'ta'] as const) expect(figures(listed.answer[locale]), `${locale} on ${slug}`).toBe(figures(listed.answer.en));
    }
  });
});
