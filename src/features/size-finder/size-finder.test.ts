import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILL_LIMIT, FILL_SLUGS, REFERENCE_FILL, fillKinds } from './fill';
import { SIZE_SLUGS } from '@features/catalogue/sizes';
import { allVariants } from '@features/catalogue/catalogue';
import { finderLimits, finderTables, offersByLocale, productFinderSizes, soldSizes } from './tables';

const { kinds: finderKinds, groups: finderGroups } = finderTables.en;
const offersBySize = offersByLocale.en;
import { answerLine, askLine, fit, formatVolume, formatWeight, nameWhy, parseDensity, parseWeight, readFinder, reasoning, refusal, type Fit } from './model';
import { riceHeld, sizeFinderPage } from './fill';
import { findProduct } from '@features/catalogue/catalogue';
import { prefillMessage } from '@features/enquiry/intake/prefill';
import { enquiryHref } from '@features/quote-and-wishlist/enquiry-link';

const density = (slug: string) => fillKinds.find((k) => k.slug === slug)!.density;
const answer = (slug: string, grams: number) => fit({ density: density(slug), grams }, soldSizes);
const sizeOf = (f: Fit) => (f.kind === 'fits' ? f.size.slug : 'too-big');
const rank = (f: Fit) => (f.kind === 'fits' ? SIZE_SLUGS.indexOf(f.size.slug as never) : SIZE_SLUGS.length);

describe("the size finder's tables", () => {
  it('offer at least 15 kinds of product, each density inside its published spread', () => {
    expect(fillKinds.length).toBeGreaterThanOrEqual(15);
    expect(new Set(fillKinds.map((k) => k.slug)).size).toBe(FILL_SLUGS.length);
    for (const k of fillKinds) {
      expect(k.density, k.slug).toBeGreaterThanOrEqual(k.range[0]);
      expect(k.density, k.slug).toBeLessThanOrEqual(k.range[1]);
    }
  });

  it('let each size up to 500gm hold its nominal weight of rice, and say how much the larger ones hold', () => {
    const rice = { density: density(REFERENCE_FILL), grams: 0 };
    for (const size of soldSizes.filter((s) => s.grams <= 500)) {
      expect(refusal(size, { ...rice, grams: size.grams }), size.slug).toBeNull();
      expect(sizeOf(fit({ ...rice, grams: size.grams }, soldSizes)), size.slug).toBe(size.slug);
    }
    // 1 Kg and 2 Kg have room for less rice than their weight limit: only a denser product reaches it.
    expect(refusal(soldSizes.find((s) => s.slug === '1kg')!, { ...rice, grams: 1000 })).toBe('volume');
    expect(riceHeld(soldSizes.find((s) => s.slug === '1kg')!)).toBe(900);
    expect(riceHeld(soldSizes.find((s) => s.slug === '2kg')!)).toBe(1300);
    expect(refusal(soldSizes.find((s) => s.slug === '3kg')!, { ...rice, grams: 3000 })).toBeNull();
    // The page says exactly that, worked out from the model.
    expect(sizeFinderPage.lead.en).toContain(
      'Of rice, the 50gm to 500gm pouches and the 3 Kg pouch hold their name; the 1 Kg about 900 g and the 2 Kg about 1.3 kg.',
    );
  });

  it("answer only with sizes the catalogue sells, and list each one's products with their size pages", () => {
    for (const size of soldSizes) {
      const offers = offersBySize[size.slug]!;
      expect(offers.length, size.slug).toBeGreaterThan(0);
      for (const o of offers) expect(allVariants.some((v) => v.link === o.link && v.size === size.slug)).toBe(true);
    }
    const priced = offersBySize['1kg']!.find((o) => o.product === 'kraft-with-window')!;
    expect(priced.price).toBe('₹7.44 a pouch at 100, ₹7.07 from 1000');
    expect(offersBySize['1kg']!.find((o) => o.product === 'gold-standup')!.price).toBe('Price on request');
  });
});

describe('fit', () => {
  it("answers the buyers' own questions", () => {
    expect(sizeOf(answer('coffee-light-roast', 750))).toBe('3kg');
    expect(sizeOf(answer('coffee-light-roast', 600))).toBe('2kg');
    expect(sizeOf(answer('coffee-light-roast', 198))).toBe('250gm');
    expect(sizeOf(answer('idli-dosa-batter', 1000))).toBe('1kg');
    expect(sizeOf(answer('tea-ctc', 200))).toBe('500gm');
    expect(sizeOf(answer('sugar', 500))).toBe('500gm');
    expect(sizeOf(answer('bhujia-sev', 30))).toBe('50gm');
  });

  it('calls an answer within 10 % of the fill limit snug, and offers the next size up with it', () => {
    const snug = answer('coffee-light-roast', 198); // 471 ml in 250gm's 570 ml: 83 %
    expect(snug).toMatchObject({ kind: 'fits', size: { slug: '250gm' }, snug: true, next: { slug: '350gm' } });
    expect(answer('coffee-light-roast', 150)).toMatchObject({ size: { slug: '200gm' }, snug: false }); // 357 ml in 500 ml: 71 %
    fc.assert(
      fc.property(fc.constantFrom(...fillKinds), fc.integer({ min: 10, max: 5000 }), (k, grams) => {
        const f = fit({ density: k.density, grams }, soldSizes);
        return f.kind === 'too-big' || f.snug === f.share >= FILL_LIMIT * 0.9;
      }),
    );
  });

  it("lets the size's rated weight cap the answer for dense products", () => {
    // 60 g of batter takes 57 ml, which the 50gm pouch has room for; it is made for 50 g.
    expect(answer('idli-dosa-batter', 60)).toMatchObject({ size: { slug: '100gm' }, smaller: { size: { slug: '50gm' }, reason: 'weight' } });
    expect(answer('rice', 4000)).toMatchObject({ kind: 'too-big', reason: 'weight' });
  });

  it('puts a bulky product in a roomier size than a dense one of the same weight', () => {
    expect(rank(answer('bhujia-sev', 400))).toBeGreaterThan(rank(answer('sugar', 400)));
  });

  it('says when even the largest size is too small, and why', () => {
    const heavy = answer('rice', 4000);
    expect(heavy).toMatchObject({ kind: 'too-big', reason: 'weight', largest: { slug: '3kg' } });
    const bulky = answer('bhujia-sev', 1500);
    expect(bulky).toMatchObject({ kind: 'too-big', reason: 'volume' });
  });

  it('names the next size up, and the one below with why it was passed over', () => {
    const f = answer('coffee-light-roast', 600);
    expect(f).toMatchObject({ kind: 'fits', next: { slug: '3kg' }, smaller: { size: { slug: '1kg' }, reason: 'volume' } });
    expect(answer('rice', 3000)).toMatchObject({ kind: 'fits', size: { slug: '3kg' } });
    expect('next' in answer('rice', 3000)).toBe(false);
    expect(answer('bhujia-sev', 100)).toMatchObject({ size: { slug: '100gm' }, smaller: { reason: 'weight' } });
    // 30 g of puffed snacks (0.1 g/ml) takes 300 ml: the 50gm pouch is rated for it but too small.
    expect(fit({ density: 0.1, grams: 30 }, soldSizes)).toMatchObject({ size: { slug: '100gm' }, smaller: { size: { slug: '50gm' }, reason: 'volume' } });
  });

  it("answers from a product's own sizes on its page", () => {
    const batter = productFinderSizes(findProduct('transparent-standup')!);
    expect(batter.map((s) => s.slug)).toEqual(['1kg']);
    expect(sizeOf(fit({ density: density('idli-dosa-batter'), grams: 500 }, batter))).toBe('1kg');
    expect(sizeOf(fit({ density: density('tea-ctc'), grams: 200 }, productFinderSizes(findProduct('kraft-with-window')!)))).toBe('500gm');
  });

  const kindArb = fc.constantFrom(...fillKinds);
  const gramsArb = fc.integer({ min: 10, max: 5000 });

  it('never gives more of the same product a smaller size', () => {
    fc.assert(
      fc.property(kindArb, gramsArb, gramsArb, (k, a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        return rank(fit({ density: k.density, grams: more }, soldSizes)) >= rank(fit({ density: k.density, grams: less }, soldSizes));
      }),
    );
  });

  it('never gives a denser product a larger size', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 1.5, noNaN: true }), fc.double({ min: 0.05, max: 1.5, noNaN: true }), gramsArb, (a, b, grams) => {
        const [light, dense] = a <= b ? [a, b] : [b, a];
        return rank(fit({ density: dense, grams }, soldSizes)) <= rank(fit({ density: light, grams }, soldSizes));
      }),
    );
  });

  it('answers with a size we sell that takes the weight, filled to at most the limit, the smallest such', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 1.5, noNaN: true }), gramsArb, (d, grams) => {
        const f = fit({ density: d, grams }, soldSizes);
        if (f.kind === 'too-big') return soldSizes.every((s) => refusal(s, { density: d, grams }) !== null);
        return (
          soldSizes.some((s) => s.slug === f.size.slug) &&
          f.size.grams >= grams &&
          f.share <= FILL_LIMIT + 1e-9 &&
          soldSizes.filter((s) => s.grams < f.size.grams).every((s) => refusal(s, { density: d, grams }) !== null)
        );
      }),
    );
  });
});

describe('reading the form', () => {
  it('reads weights as buyers type them', () => {
    expect(parseWeight('750')).toBe(750);
    expect(parseWeight('750 g')).toBe(750);
    expect(parseWeight('750gm')).toBe(750);
    expect(parseWeight('1.5 kg')).toBe(1500);
    expect(parseWeight('1,5 kg')).toBe(1500);
    expect(parseWeight('1,500 g')).toBe(1500);
    expect(parseWeight('2 Kilos')).toBe(2000);
    expect(parseWeight('.5kg')).toBe(500);
    // Fractions, as written and as said.
    expect(parseWeight('½ kg')).toBe(500);
    expect(parseWeight('1½ kg')).toBe(1500);
    expect(parseWeight('1 ½ kg')).toBe(1500);
    expect(parseWeight('¾kg')).toBe(750);
    expect(parseWeight('1/2 kg')).toBe(500);
    expect(parseWeight('2 1/4 kilos')).toBe(2250);
    expect(parseWeight('आधा किलो')).toBe(500);
    expect(parseWeight('डेढ़ किलो')).toBe(1500);
    expect(parseWeight('पाव किलो')).toBe(250);
    expect(parseWeight('அரை கிலோ')).toBe(500);
    expect(parseWeight('முக்கால் கிலோ')).toBe(750);
    expect(parseWeight('ஒன்றரை கிலோ')).toBe(1500);
    for (const bad of ['', 'abc', '-5', '1e3', '5 lb', '1..5', '750 g g', '1/0 kg', '½½ kg', 'आधा', 'அரை சாக்கு']) expect(parseWeight(bad), bad).toBeNull();
    expect(parseDensity('0.6')).toBe(0.6);
    expect(parseDensity('.6 g/ml')).toBe(0.6);
    expect(parseDensity('0,6')).toBe(0.6);
    expect(parseDensity('heavy')).toBeNull();
  });

  const read = (fill: string, grams: string, dens = '', submitted = true) =>
    readFinder({ fill, variety: '', grams, density: dens }, finderKinds, finderLimits, submitted);

  it('answers a complete question', () => {
    expect(read('coffee-light-roast', '750')).toEqual({ state: 'ok', input: { density: 0.42, grams: 750 }, noun: 'light or medium roast coffee' });
    expect(read('something-else', '300', '0.6')).toMatchObject({ state: 'ok', input: { density: 0.6, grams: 300 } });
    expect(read('coffee-light-roast', '', '', false)).toEqual({ state: 'empty' });
  });

  it('asks which form of a broad kind before it answers, and answers once it is chosen', () => {
    const ask = (fill: string, variety: string, grams = '200') =>
      readFinder({ fill, variety, grams, density: '' }, finderKinds, finderLimits, true, finderGroups);
    expect(ask('tea-leaves', '')).toMatchObject({
      state: 'ask',
      group: { slug: 'tea-leaves', question: 'Which tea?', kinds: ['tea-green-herbal', 'tea-orthodox', 'tea-ctc'] },
    });
    expect(ask('namkeen-snacks', 'puffed-snacks')).toEqual({ state: 'ok', input: { density: 0.11, grams: 200 }, noun: 'puffed snacks' });
    expect(ask('namkeen-snacks', 'tea-ctc')).toMatchObject({ state: 'invalid', errors: { variety: expect.stringContaining('Which snack?') } });
    // A bad weight is said first; the form is asked once there is something to answer.
    expect(ask('coffee-beans', '', 'lots')).toMatchObject({ state: 'invalid', errors: { grams: expect.any(String) } });
    expect(askLine(finderGroups[0]!)).toContain('Which roast?');
  });

  it('names the fault in each bad question', () => {
    expect(read('rice', '0')).toMatchObject({ errors: { grams: expect.stringContaining('from 10 g to 5 kg') } });
    expect(read('rice', '99 kg')).toMatchObject({ errors: { grams: expect.stringContaining('99 kg is more than one pouch takes') } });
    expect(read('rice', '5.001 kg')).toMatchObject({ errors: { grams: expect.stringContaining('5.001 kg is more than one pouch takes') } });
    expect(read('rice', '5 kg')).toMatchObject({ state: 'ok' });
    expect(read('rice', 'lots')).toMatchObject({ errors: { grams: expect.stringContaining('"lots" is not a weight') } });
    expect(read('rice', '')).toMatchObject({ errors: { grams: expect.stringContaining('Enter the weight') } });
    expect(read('gravel', '100')).toMatchObject({ errors: { fill: expect.stringContaining('We do not know that product') } });
    expect(read('', '100')).toMatchObject({ errors: { fill: expect.stringContaining('Choose what you pack') } });
    expect(read('something-else', '100', '0')).toMatchObject({ errors: { density: expect.stringContaining('between 0.05 and 1.5 g/ml') } });
    expect(read('something-else', '100', '50')).toMatchObject({ errors: { density: expect.stringContaining('"50" is not one') } });
    expect(read('something-else', '100', '')).toMatchObject({ errors: { density: expect.stringContaining('For something else') } });
  });
});

describe('the answer in plain words', () => {
  it('gives the reason with every number it used', () => {
    expect(reasoning(answer('sugar', 500), 500, 'sugar')).toBe(
      "500 g of sugar at 0.85 g/ml takes about 590 ml (500 ÷ 0.85). The 500gm pouch holds about 750 ml below its zipper, 640 ml filled to our limit of 85 %, so it is about 78 % full. The 350gm pouch's weight limit is 350 g. That is within 10 % of our limit: it fits, but snugly. The 1 Kg pouch (1.3 litres) would be about 44 % full.",
    );
    expect(reasoning(answer('rice', 100), 100, 'rice')).toBe(
      "100 g of rice at 0.8 g/ml takes about 130 ml (100 ÷ 0.8). The 100gm pouch holds about 430 ml below its zipper, 370 ml filled to our limit of 85 %, so it is about 29 % full. The 50gm pouch's weight limit is 50 g.",
    );
    expect(reasoning(answer('tea-ctc', 200), 200, 'tea')).toContain('The 350gm pouch, at 560 ml filled to our limit, is too small.');
    expect(reasoning(answer('rice', 4000), 4000, 'rice')).toBe(
      '4 kg of rice at 0.8 g/ml takes about 5 litres (4000 ÷ 0.8). Our largest pouch, 3 Kg, has a weight limit of 3 kg.',
    );
    expect(answerLine(answer('coffee-light-roast', 198), 198, 'coffee beans')).toBe(
      '250gm pouch for 198 g of coffee beans, about 83 % full: fits, but snugly; or the roomier 350gm pouch.',
    );
    expect(formatVolume(571)).toBe('570 ml');
    expect(formatVolume(1000)).toBe('1 litre');
    expect(formatWeight(5001)).toBe('5.001 kg');
    expect(formatWeight(1500)).toBe('1.5 kg');
  });

  it('says why a pouch named for more is the one that fits: lighter than rice, or for rice itself the fill limit', () => {
    const rice = density(REFERENCE_FILL);
    // CTC tea is lighter per litre than rice, by which the trade names its sizes.
    expect(nameWhy(answer('tea-ctc', 250), 250, 'CTC tea', rice, soldSizes)).toBe(
      "Why a pouch named 1 Kg: a size's name is its weight limit, not what it holds. The 250gm pouch holds only about 160 g of CTC tea, which is lighter per litre than rice (0.35 g/ml; rice 0.8 g/ml), so 250 g needs the room of a pouch named for more.",
    );
    // 1 kg of rice itself: the 1 Kg pouch holds 900 g of it filled to the limit, so no "lighter than rice".
    const kilo = answer(REFERENCE_FILL, 1000);
    expect(sizeOf(kilo)).toBe('2kg');
    expect(nameWhy(kilo, 1000, 'rice', rice, soldSizes)).toBe(
      "Why a pouch named 2 Kg: a size's name is its weight limit, not what it holds. Filled to our 85 % limit, the 1 Kg pouch holds only about 900 g of rice (0.8 g/ml), so 1 kg needs the room of a pouch named for more.",
    );
    expect(nameWhy(kilo, 1000, 'चावल', rice, soldSizes, 'hi')).toContain('हमारी 85% की सीमा तक भरने पर 1 किलो पाउच में सिर्फ़ लगभग 900 ग्राम चावल की जगह होती है');
    expect(nameWhy(kilo, 1000, 'அரிசி', rice, soldSizes, 'ta')).toContain('எங்கள் 85% வரம்பு வரை நிரப்பினால் 1 கிலோ பவுச்சில் சுமார் 900 கிராம் அரிசி மட்டுமே கொள்ளும்');
    for (const locale of ['en', 'hi', 'ta'] as const) expect(nameWhy(kilo, 1000, 'rice', rice, soldSizes, locale)).not.toMatch(/lighter|से कम|லேசான/);
    // Where the size named for the weight fits, nothing needs saying.
    expect(nameWhy(answer(REFERENCE_FILL, 500), 500, 'rice', rice, soldSizes)).toBeNull();
  });

  it('carries product, size and weight into the enquiry', () => {
    const href = enquiryHref({ product: 'kraft-with-window', size: '1kg', packs: '750 g of coffee beans' });
    expect(href).toBe('/contactus?product=kraft-with-window&size=1kg&packs=750+g+of+coffee+beans');
    const q = new URL(href, 'http://x').searchParams;
    expect(prefillMessage({ product: q.get('product'), size: q.get('size'), packs: q.get('packs') })).toContain(
      '- Matt Kraft With Window Stand-Up Zipper Pouch, size 1kg, to pack 750 g of coffee beans',
    );
  });
});
