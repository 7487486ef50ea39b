import { describe, expect, it } from 'vitest';
import { fillGroups, fillKinds, namesClaim, sizeFinderPage } from './fill';
import { machineRange } from '@features/catalogue/sizes';
import { finderLimits, finderTables, offersByLocale, productName, soldSizes } from './tables';
import { answerLine, askLine, fit, formatVolume, formatWeight, parseDensity, parseWeight, readFinder, reasoning, sizeName, type Fit } from './model';
import { customOffer } from './custom-size';
import { customLabel } from '@features/catalogue/custom-slug';
import { GUSSET_NOTE, gussetReading } from '@features/catalogue/gusset';
import { locales, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;
const script: Record<Locale, RegExp> = { en: /^[\x20-\x7E–—÷→…“”’ −₹]*$/, hi: DEVANAGARI, ta: TAMIL };
/** English words a Hindi or Tamil answer should never fall back to. */
const ENGLISH = /\b(pouch|holds|about|full|snugly|largest|below|zipper|limit|takes|litres?|of)\b/;

/** A sentence is in `locale`: its script, no English words, no message key left in place of words. */
function expectIn(locale: Locale, sentence: string, what: string) {
  expect(sentence, what).not.toMatch(/finder_/);
  expect(sentence.trim().length, what).toBeGreaterThan(0);
  if (locale === 'en') return;
  expect(sentence, what).toMatch(script[locale]);
  expect(sentence, what).not.toMatch(ENGLISH);
}

/** Every outcome the finder can give for `density`, with the weight that gives it, found by trying each weight it takes. */
function outcomes(density: number) {
  const found = new Map<string, { result: Fit; grams: number }>();
  for (let grams = 10; grams <= 5000; grams += 10) {
    const result = fit({ density, grams }, soldSizes);
    const kind =
      result.kind === 'fits' ? (result.snug ? (result.next ? 'snug' : 'snug-largest') : result.smaller ? 'fits' : 'fits-smallest') : `too-big-${result.reason}`;
    if (!found.has(kind)) found.set(kind, { result, grams });
    if (!found.has('custom') && customOffer(result, { density, grams }, soldSizes, machineRange)) found.set('custom', { result, grams });
  }
  return found;
}

describe('the size finder answers in English, Hindi and Tamil', () => {
  it('has every kind of product and broad kind in each language, in its script', () => {
    for (const locale of locales) {
      const t = finderTables[locale];
      expect(t.kinds.map((k) => k.slug)).toEqual(fillKinds.map((k) => k.slug));
      expect(t.choices.map((c) => c.slug)).toEqual(finderTables.en.choices.map((c) => c.slug));
      for (const k of t.kinds) for (const words of [k.label, k.noun]) expectIn(locale, words, `${locale} ${k.slug}`);
      for (const g of t.groups) for (const words of [g.label, g.question]) expectIn(locale, words, `${locale} ${g.slug}`);
    }
    expect(finderTables.hi.kinds.find((k) => k.slug === 'rice')!.noun).toBe('चावल');
    expect(finderTables.ta.kinds.find((k) => k.slug === 'rice')!.noun).toBe('அரிசி');
    expect(fillGroups.find((g) => g.slug === 'tea-leaves')!.question.hi).toBe('कौन-सी चाय?');
  });

  it('says every outcome (fits, snug, too big by weight or by room, a custom size) for every kind of product, in each language', () => {
    const seen = new Set<string>();
    for (const kind of fillKinds) {
      for (const [outcome, { result, grams }] of outcomes(kind.density)) {
        seen.add(outcome);
        for (const locale of locales) {
          const noun = kind.noun[locale];
          const what = `${locale} ${kind.slug} ${outcome} ${grams} g`;
          const why = reasoning(result, grams, noun, undefined, locale);
          const line = answerLine(result, grams, noun, locale);
          expectIn(locale, why, what);
          expectIn(locale, line, what);
          // Each names the product and the weight in the page's language.
          expect(why, what).toContain(noun);
          expect(line, what).toContain(formatWeight(grams, locale));
          if (outcome === 'custom') {
            const custom = customOffer(result, { density: kind.density, grams }, soldSizes, machineRange)!;
            const title = m.finder_made_size({ width: custom.width, length: custom.length, gusset: custom.gusset }, { locale });
            const note = m.finder_custom_why({ room: formatVolume(custom.usableMl, locale), weight: formatWeight(grams, locale) }, { locale });
            for (const words of [title, note, customLabel(custom, locale)]) expectIn(locale, words, what);
          }
        }
        // The three languages say different words with the same numbers.
        expect(reasoning(result, grams, kind.noun.hi, undefined, 'hi')).not.toBe(reasoning(result, grams, kind.noun.en));
        expect(reasoning(result, grams, kind.noun.ta, undefined, 'ta')).not.toBe(reasoning(result, grams, kind.noun.hi, undefined, 'hi'));
      }
    }
    expect([...seen].sort()).toEqual(['custom', 'fits', 'fits-smallest', 'snug', 'snug-largest', 'too-big-volume', 'too-big-weight']);
  });

  it('keeps the English answer word for word', () => {
    const result = fit({ density: 0.42, grams: 600 }, soldSizes);
    expect(reasoning(result, 600, 'light or medium roast coffee')).toBe(reasoning(result, 600, 'light or medium roast coffee', undefined, 'en'));
    expect(reasoning(result, 600, 'light or medium roast coffee')).toContain(
      '600 g of light or medium roast coffee at 0.42 g/ml takes about 1.4 litres (600 ÷ 0.42). The 2 Kg pouch holds about 2 litres below its zipper',
    );
    expect(answerLine(result, 600, 'coffee')).toMatch(/^2 Kg pouch for 600 g of coffee, about \d+ % full/);
    expect(formatVolume(1000)).toBe('1 litre');
    expect(formatVolume(1800)).toBe('1.8 litres');
    expect(customLabel({ width: 160, length: 240, gusset: 40 })).toBe('Custom 160 x 240 + 40 mm');
    // The finder's own words for the gusset are the ones every size page says.
    expect(m.finder_gusset({ gusset: 40, half: 20 }, { locale: 'en' })).toBe(gussetReading(40));
    expect(m.finder_gusset_note({}, { locale: 'en' })).toBe(GUSSET_NOTE);
  });

  it('answers in Hindi and Tamil with their words for weights, room and sizes', () => {
    const coffee = fit({ density: 0.42, grams: 600 }, soldSizes);
    expect(reasoning(coffee, 600, 'लाइट या मीडियम रोस्ट कॉफ़ी', undefined, 'hi')).toContain(
      '0.42 g/ml पर 600 ग्राम लाइट या मीडियम रोस्ट कॉफ़ी को लगभग 1.4 लीटर जगह चाहिए (600 ÷ 0.42)। 2 किलो पाउच में ज़िपर के नीचे लगभग 2 लीटर जगह है',
    );
    expect(answerLine(coffee, 600, 'அரிசி', 'ta')).toMatch(/^2 கிலோ பவுச்: 600 கிராம் அரிசி, சுமார் \d+% நிரம்பும்\.$/);
    expect(formatWeight(1500, 'hi')).toBe('1.5 किलो');
    expect(formatWeight(5001, 'ta')).toBe('5.001 கிலோ');
    expect(formatWeight(750, 'ta')).toBe('750 கிராம்');
    expect(formatVolume(570, 'hi')).toBe('570 ml');
    expect(formatVolume(1000, 'ta')).toBe('1 லிட்டர்');
    expect(sizeName(soldSizes.find((s) => s.slug === '500gm')!, 'hi')).toBe('500 ग्राम');
    expect(sizeName(soldSizes.find((s) => s.slug === '1kg')!, 'ta')).toBe('1 கிலோ');
    expect(sizeName(soldSizes.find((s) => s.slug === '1kg')!, 'en')).toBe('1 Kg');
    expect(customLabel({ width: 160, length: 240, gusset: 40 }, 'hi')).toBe('कस्टम 160 x 240 + 40 mm');
  });

  it('explains every fault in each language', () => {
    const { kinds, groups } = finderTables.hi;
    const faults = (locale: Locale, fill: string, grams: string, density = '', variety = '') => {
      const read = readFinder({ fill, variety, grams, density }, finderTables[locale].kinds, finderLimits, true, finderTables[locale].groups, locale);
      expect(read.state, `${locale} ${fill} ${grams}`).toBe('invalid');
      return read.state === 'invalid' ? read.errors : {};
    };
    for (const locale of locales) {
      const cases = [
        faults(locale, 'rice', '').grams,
        faults(locale, 'rice', 'lots').grams,
        faults(locale, 'rice', '5').grams,
        faults(locale, 'rice', '9 kg').grams,
        faults(locale, 'something-else', '500').density,
        faults(locale, 'something-else', '500', '7').density,
        faults(locale, 'tea-leaves', '500', '', 'rice').variety,
        faults(locale, 'caviar', '500').fill,
        faults(locale, '', '500').fill,
      ];
      for (const words of cases) expectIn(locale, words!, `${locale}: ${words}`);
    }
    expect(faults('hi', 'rice', '9 kg').grams).toBe('9 किलो एक पाउच की क्षमता से ज़्यादा है: 10 ग्राम से 5 किलो तक का वज़न लिखें। हर पैक में इससे ज़्यादा के लिए बल्क ऑर्डर देखें।');
    const ask = readFinder({ fill: 'tea-leaves', variety: '', grams: '200', density: '' }, kinds, finderLimits, true, groups, 'hi');
    expect(ask.state).toBe('ask');
    if (ask.state === 'ask') expect(askLine(ask.group, 'hi')).toBe('कौन-सी चाय? चाय पत्ती की किस्में जगह लेने में इतनी अलग हैं कि जवाब इसी पर टिका है: ऊपर से एक चुनें।');
    const other = readFinder(
      { fill: 'something-else', variety: '', grams: '500', density: '0.6' },
      finderTables.ta.kinds,
      finderLimits,
      true,
      finderTables.ta.groups,
      'ta',
    );
    expect(other.state === 'ok' && other.noun).toBe('0.6 g/ml அடர்த்தியுள்ள பொருள்');
  });

  it('reads weights typed in Hindi or Tamil words and digits', () => {
    expect(parseWeight('750 ग्राम')).toBe(750);
    expect(parseWeight('1.5 किलो')).toBe(1500);
    expect(parseWeight('२ किग्रा')).toBe(2000);
    expect(parseWeight('७५०')).toBe(750);
    expect(parseWeight('750 கிராம்')).toBe(750);
    expect(parseWeight('1.5 கிலோ')).toBe(1500);
    expect(parseWeight('௨௫௦ கி')).toBe(250);
    expect(parseWeight('750 चावल')).toBeNull();
    expect(parseWeight('किलो')).toBeNull();
    expect(parseDensity('०.६')).toBe(0.6);
  });

  it('says the sizes-names claim and the page in each language, worked out from the same model', () => {
    expect(namesClaim('hi')).toContain(
      '50 ग्राम से 500 ग्राम तक के पाउच और 3 किलो का पाउच अपने नाम जितना चावल रखते हैं; 1 किलो वाला लगभग 900 ग्राम और 2 किलो वाला लगभग 1.3 किलो चावल',
    );
    expect(namesClaim('ta')).toContain('50 கிராம் முதல் 500 கிராம் வரையிலான பவுச்கள்');
    expect(namesClaim('en')).toBe(namesClaim());
    for (const locale of ['hi', 'ta'] as const) {
      const page = sizeFinderPage;
      for (const words of [
        page.seo.title,
        page.seo.description,
        page.eyebrow,
        page.heading,
        page.lead,
        page.howTitle,
        ...page.how,
        page.sizesCaption,
        page.densitiesCaption,
        page.templatesText,
      ]) {
        expect(words[locale]).toMatch(script[locale]);
        expect(words[locale]).not.toBe(words.en);
      }
      for (const k of fillKinds) expect(k.source.measured[locale], k.slug).toMatch(script[locale]);
    }
  });

  it('lists the pouches of each size with their make and price in each language', () => {
    for (const locale of locales) expect(Object.keys(offersByLocale[locale])).toEqual(soldSizes.map((s) => s.slug));
    const hi = offersByLocale.hi['2kg']!.find((o) => o.product === 'kraft-with-window')!;
    expect(hi.make).toContain('मैट फ़िनिश · विंडो · ज़िपर');
    expect(hi.price).toBe('100 पीस पर ₹9.76 प्रति पाउच, 1,000 से ₹9.27');
    const onRequest = (locale: Locale) => offersByLocale[locale]['2kg']!.filter((o) => o.tiers.length === 0).map((o) => o.price);
    expect(onRequest('en').length).toBeGreaterThan(0);
    expect(new Set(onRequest('ta'))).toEqual(new Set(['விலைக்கு எங்களைக் கேளுங்கள்']));
    expect(new Set(onRequest('hi'))).toEqual(new Set(['कीमत के लिए संपर्क करें']));
    expect(offersByLocale.en['2kg']!.find((o) => o.product === 'kraft-with-window')!.price).toBe('₹9.76 a pouch at 100, ₹9.27 from 1000');
  });

  it('reads a product name kept as English or in every language', () => {
    expect(productName({ name: 'Matt Kraft Pouch' } as never, 'hi')).toBe('Matt Kraft Pouch');
    expect(productName({ name: { en: 'Kraft', hi: 'क्राफ्ट', ta: 'க்ராஃப்ட்' } } as never, 'ta')).toBe('க்ராஃப்ட்');
  });
});
