import { describe, expect, it } from 'vitest';
import { allVariants, ordering, products, sizeLabelIn } from '@features/catalogue';
import { productPages } from '@features/catalogue/product-pages';
import { sizePageFaq } from '@features/size-finder/size-faq';
import { facts } from '@platform/content/facts';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { messageFiles, siteTexts, type Locale } from '../support/site-texts';

/**
 * Where words are joined, Hindi and Tamil are written whole. A Tamil case ending is written into
 * its word (நாட்களில், நாட்களுக்குள், பவுச்சை), never glued to it by a hyphen ("நாட்கள்-இல்") or
 * bare ("நாட்கள்க்குள்"); a Hindi postposition is a word of its own ("दिवस में", not "दिवस-में").
 * After a number, a Latin word or a sign the hyphen is the written convention ("10%-க்குள்",
 * "PDF-இல்") and stays. Every message that takes a value is rendered with the values the site
 * gives it, and every text of the typed content and every size page's questions are read as shown.
 */

/** Tamil case endings and particles as they follow a word. */
const tamilEndings = [
  'இல்',
  'இலும்',
  'இலேயே',
  'இலிருந்து',
  'இன்',
  'இனுடைய',
  'ஐ',
  'ஐக்',
  'ஐச்',
  'ஐத்',
  'ஐப்',
  'ஐயும்',
  'க்கு',
  'க்குக்',
  'க்குப்',
  'க்குள்',
  'க்கான',
  'உக்கு',
  'உக்குள்',
  'உக்கான',
  'வுக்கு',
  'உடன்',
  'உம்',
  'ஆல்',
  'ஆக',
  'ஆகக்',
  'ஆன',
  'ஆனது',
  'ஓடு',
  'இடம்',
  'இடமிருந்து',
  'ஆவது',
];
const hindiPostpositions = ['में', 'का', 'की', 'के', 'को', 'से', 'पर', 'ने', 'तक', 'वाला', 'वाले', 'वाली'];
const notLetter = (range: string) => `(?=$|[^${range}])`;
const TA = '\\u0b80-\\u0bff';
const HI = '\\u0900-\\u097f';

/** The joins in `text` that are not the language's: each with a few letters around it. */
function badJoins(text: string, locale: Locale): string[] {
  const rules =
    locale === 'ta'
      ? [
          // A Tamil word, a hyphen, a case ending.
          new RegExp(`[${TA}]-(?:${tamilEndings.join('|')})${notLetter(TA)}`, 'gu'),
          // An ending's vowel letter put bare after a consonant (நாட்கள்இல்); after a vowel it spells a letter's name (டிபிஐ).
          /\u0bcd[இஐஉஆஓ]/gu,
          // A dative put bare after a consonant (நாட்கள்க்குள், பவுச்க்கு): the word takes -உக்கு. After ய், ர், ழ் it is
          // the language’s own (பார்க்க), after a borrowed word’s க் or ங்க் its doubling (லிங்க்குகள்).
          /[\u0b95-\u0bae\u0bb0-\u0bb9](?<![கஙயரழ])\u0bcdக்க(?:ு|ா)/gu,
        ]
      : // कौन-सा, कौन-से, कौन-सी: "which", one word.
        [new RegExp(`[${HI}](?<!कौन)-(?:${hindiPostpositions.join('|')})${notLetter(HI)}`, 'gu')];
  return rules.flatMap((rule) => [...text.matchAll(rule)].map((found) => text.slice(Math.max(0, found.index - 12), found.index + found[0].length + 4)));
}

/** The values the site gives a message's parameters, in a language: the words it really passes where a parameter is words. */
function valuesOf(key: string, name: string, locale: Locale): (string | number)[] {
  // The artwork's messages measure files: a size there is bytes, a line the quote's line number.
  const files = /^(artwork|enquiry)_/.test(key);
  const l = { locale };
  const names = products.flatMap((p) => [p.name[locale], p.menuLabel[locale]]);
  const sizes = ['100gm', '500gm', '1kg'].map((s) => sizeLabelIn(s, locale, s));
  switch (name) {
    case 'count':
    case 'n':
    case 'hours':
    case 'minutes':
      return [1, 2, 5];
    case 'days':
      return [ordering.leadDays];
    case 'product':
    case 'name':
      return names;
    case 'line':
      if (files) return [2];
      return [2, ...products.map((p) => `${p.name[locale]}, ${sizes[1]}`)];
    case 'size':
      return files ? ['25 MB'] : sizes;
    case 'what':
      return [m.artwork_placement_left({}, l), m.artwork_placement_width({}, l)];
    case 'side':
    case 'which':
      return [m.mockup_side_word_front({}, l), m.mockup_side_word_back({}, l)];
    case 'design':
    case 'file':
      return ['logo.pdf'];
    default:
      return [2];
  }
}

/** Every message of `locale` that takes values, rendered with each value of each of its parameters. */
function renderedMessages(locale: Locale): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  const call = m as unknown as Record<string, (p: Record<string, unknown>, o: { locale: Locale }) => string>;
  for (const [, files] of messageFiles()) {
    for (const [key, message] of Object.entries(files[locale])) {
      if (key === '$schema') continue;
      const params = [...new Set([...JSON.stringify(message).matchAll(/\{(\w+)\}|"name":"(\w+)"/g)].map((p) => (p[1] ?? p[2])!))];
      if (!params.length) continue;
      const first = Object.fromEntries(params.map((p) => [p, valuesOf(key, p, locale)[0]]));
      for (const p of params)
        for (const value of valuesOf(key, p, locale)) out.push({ id: `${key} (${p} = ${value})`, text: call[key]!({ ...first, [p]: value }, { locale }) });
    }
  }
  return out;
}

/** Each size page's questions and answers, as its page shows them. */
function sizePageTexts(locale: Locale): { id: string; text: string }[] {
  const terms = { ...ordering, replyWithinHours: facts.replyWithinHours };
  return allVariants.flatMap((v) => {
    const page = productPages.get(v.product.slug)!;
    return sizePageFaq(v, page, terms, locale).map((f, i) => ({
      id: `${v.link} faq ${i}`,
      text: `${f.question} ${f.answer}`,
    }));
  });
}

describe('words joined as the language writes them', () => {
  it('refuses an ending glued to a word by a hyphen or bare, and leaves one after a number or a Latin word', () => {
    expect(badJoins('7–10 வேலை நாட்கள்-இல் அனுப்பப்படும்', 'ta')).toHaveLength(1);
    expect(badJoins('7–10 வேலை நாட்கள்-க்குள்', 'ta')).toHaveLength(1);
    expect(badJoins('7–10 வேலை நாட்கள்க்குள்', 'ta')).toHaveLength(1);
    expect(badJoins('நாட்கள்இல்', 'ta')).toHaveLength(1);
    expect(badJoins('7–10 வேலை நாட்களில் அனுப்பப்படும்; 10%-க்குள், PDF-இல், 5-இல் 2', 'ta')).toEqual([]);
    expect(badJoins('ஸ்டாண்ட்-அப் பவுச், இ-மெயில், பார்க்க, லிங்க்குகள்', 'ta')).toEqual([]);
    expect(badJoins('7–10 कार्य-दिवस-में', 'hi')).toHaveLength(1);
    expect(badJoins('7–10 कार्य-दिवस में, PDF में, कौन-से रिफ़ंड', 'hi')).toEqual([]);
  });

  for (const locale of ['hi', 'ta'] as const) {
    it(`renders every ${locale} message that takes a value with the site's values, each join whole`, () => {
      const rendered = renderedMessages(locale);
      expect(rendered.length).toBeGreaterThan(300);
      // One line for each message and join, however many values show it.
      const found = new Set(rendered.flatMap(({ id, text }) => badJoins(text, locale).map((j) => `${id.split(' ')[0]}: …${j}…`)));
      expect([...found]).toEqual([]);
    });

    it(`reads every ${locale} text of the typed content and every size page's questions, each join whole`, () => {
      const texts = [...siteTexts().map((t) => ({ id: t.id, text: t[locale] })), ...sizePageTexts(locale)];
      expect(texts.flatMap(({ id, text }) => badJoins(text, locale).map((j) => `${id}: …${j}…`))).toEqual([]);
    });
  }
});
