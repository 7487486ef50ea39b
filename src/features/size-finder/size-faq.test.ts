import { describe, expect, it } from 'vitest';
import { allVariants, findVariant } from '@features/catalogue/catalogue';
import { productPages } from '@features/catalogue/product-pages';
import { ordering } from '@features/catalogue/ordering';
import { facts } from '@platform/content/facts';
import { sizePageFaq, sizeQuestions } from './size-faq';
import { SIZE_SLUGS, sizes } from '@features/catalogue/sizes';
import { FILL_LIMIT, fillKinds, usableVolumeMl } from './fill';

/** The words a "typically" line may name, and the kind of product each is in the size finder's table. */
const FILL_WORDS: Record<string, string> = {
  rice: 'rice',
  sugar: 'sugar',
  dal: 'millets-pulses',
  millets: 'millets-pulses',
  atta: 'atta-flour',
  masala: 'spice-powder',
  spices: 'spice-powder',
  'dry fruits': 'dry-fruits-nuts',
  tea: 'tea-ctc',
  batter: 'idli-dosa-batter',
  coffee: 'coffee-light-roast',
  granola: 'granola-muesli',
  namkeen: 'bhujia-sev',
  'pet food': 'pet-food',
  'herbal powders': 'protein-powder',
};

const terms = { ...ordering, replyWithinHours: facts.replyWithinHours };
const answer = (faq: ReturnType<typeof sizeQuestions>, about: RegExp) => {
  const found = faq.find((f) => about.test(f.question));
  if (!found) throw new Error(`no question matching ${about}`);
  return found.answer;
};
const allMm = (text: string) => [...text.matchAll(/\d+ x \d+ \+ \d+ mm/g)].map((m) => m[0]);
const allRupees = (text: string) => [...text.matchAll(/₹[\d,.]+\d/g)].map((m) => m[0]);
const allBands = (text: string) => [...text.matchAll(/\d+–\d+/g)].map((m) => m[0]);

describe('what a size page says it holds', () => {
  it.each(SIZE_SLUGS.map((s) => [s]))('%s: every product its "typically" line names fits it at the size\'s full weight, by the volume model', (slug) => {
    const size = sizes[slug];
    const named = Object.keys(FILL_WORDS).filter((w) => new RegExp(`\\b${w}\\b`).test(size.typicalFill.en));
    for (const word of named) {
      const kind = fillKinds.find((k) => k.slug === FILL_WORDS[word])!;
      expect(size.grams / kind.density, `${slug}: ${size.grams} g of ${word}`).toBeLessThanOrEqual(usableVolumeMl[slug] * FILL_LIMIT);
    }
  });

  it('weighs out the room below the zipper in rice, atta, coffee beans and namkeen, as the size finder would', () => {
    const hold = (size: string) => sizeQuestions(findVariant('kraft-with-window', size)!, terms).find((f) => /hold/.test(f.question))!.answer;
    expect(hold('500gm')).toBe(
      "“500gm” is the trade's name for this size and its weight limit, the most we fill it with, not what it holds: it holds its name in rice, and less of anything lighter. It has about 750 ml of room below the zipper; filled to 85 % of that, it holds about 500 g of rice, 350 g of atta, 260 g of light or medium roast coffee or 70 g of puffed snacks. Buyers typically pack rice, sugar and idli batter in it. For anything else, the size finder works it out from its bulk density.",
    );
    expect(hold('1kg')).toContain(
      "“1 Kg” is the trade's name for this size and its weight limit, the most we fill it with, not what it holds: even of rice it holds about 900 g.",
    );
    expect(hold('1kg')).toContain('it holds about 900 g of rice, 620 g of atta, 470 g of light or medium roast coffee or 120 g of puffed snacks');
    expect(hold('1kg')).not.toMatch(/capacity is/i);
  });
});

describe('a size page FAQ', () => {
  it.each(allVariants.map((v) => [v.link, v] as const))('%s answers with the catalogue figures of its size', (_, v) => {
    const faq = sizeQuestions(v, terms);
    const { width, length, gusset } = v.dimensions;
    expect(allMm(answer(faq, /dimensions/))).toEqual([`${width} x ${length} + ${gusset} mm`]);
    expect(answer(faq, /hold/)).toContain(`“${v.weight}” is the trade's name for this size`);

    const order = answer(faq, /minimum order/);
    expect(order).toMatch(new RegExp(`^${ordering.minimumUnits} pouches per design`));
    expect(order).toContain(`packs of ${v.packOf}.`);

    const price = answer(faq, /cost/);
    if (v.tiers) {
      expect(allRupees(price)).toEqual(v.tiers.map((t) => `₹${t.unitPrice.toFixed(2)}`));
      expect(allBands(price)).toEqual(v.tiers.map((t) => `${t.minUnits}–${t.maxUnits}`));
    } else {
      expect(price).toMatch(/^Price on request/);
      expect(allRupees(price)).toEqual([]);
    }
    expect(answer(faq, /custom size/)).toContain(`within ${facts.replyWithinHours} hours`);
  });

  it('gives the 50gm pouch in inches as the spec does, and in millimetres', () => {
    const dims = answer(sizeQuestions(findVariant('kraft-with-window', '50gm')!, terms), /dimensions/);
    expect(dims).toContain('3.94 x 5.91 + 1.18 inch');
    expect(dims).toContain('100 x 150 + 30 mm');
  });

  it('prices 500gm at the spec tiers and says price on request for 250gm', () => {
    expect(answer(sizeQuestions(findVariant('kraft-with-window', '500gm')!, terms), /cost/)).toBe(
      '₹6.06 per pouch for 100–400 pouches, ₹5.88 for 500–900 and ₹5.76 for 1000–5000, taxes included. The more you order, the less each pouch costs.',
    );
    expect(answer(sizeQuestions(findVariant('kraft-with-window', '250gm')!, terms), /cost/)).toMatch(/^Price on request/);
  });

  it("follows with the product's general questions, leaving out those asked about one size", () => {
    const variant = findVariant('kraft-with-window', '500gm')!;
    const page = productPages.get('kraft-with-window')!;
    const faq = sizePageFaq(variant, page, terms);
    const general = page.faq.filter((f) => !f.perSize);
    expect(faq.slice(0, 5)).toEqual(sizeQuestions(variant, terms));
    expect(faq.slice(5)).toEqual(general.map(({ question, answer: a }) => ({ question: question.en, answer: a.en })));
    // No answer on the 500gm page gives another size's dimensions.
    expect(faq.flatMap((f) => allMm(f.answer))).toEqual(['150 x 220 + 40 mm']);
    expect(new Set(faq.map((f) => f.question)).size).toBe(faq.length);
  });
});
