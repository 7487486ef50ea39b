import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { english, rich } from '@platform/i18n/rich';
import { allVariants, findVariant, sizeLabel, variantTitle } from './catalogue';
import { products } from './products';
import { productPages } from './product-pages';
import { ordering } from './ordering';
import { facts } from '@platform/content/facts';
import { sizes, SIZE_SLUGS } from './sizes';
import { gussetReading } from './gusset';
import { heldLine, namedFor, sizePageFaq, sizeQuestions } from '@features/size-finder/size-faq';
import { locales } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

const terms = { ...ordering, replyWithinHours: facts.replyWithinHours };
const kraft = products.find((p) => p.slug === 'kraft-with-window')!;
const html = (node: unknown) => renderToStaticMarkup(<p>{node as never}</p>);

describe('a message with elements in it', () => {
  it('puts each element where the language puts it', () => {
    const link = <a href="/x">L</a>;
    expect(html(rich((p) => m.catalogue_ordering_larger_value({ ...p, count: 5000 }, { locale: 'en' }), { link }))).toBe(
      '<p>Above 5000 pouches: <a href="/x">L</a></p>',
    );
    expect(html(rich((p) => m.catalogue_other_lead({ ...p, weight: '500 ग्राम' }, { locale: 'hi' }), { finder: link }))).toBe(
      '<p>पक्का नहीं कि 500 ग्राम आपका साइज़ है? <a href="/x">L</a> आपके सामान और उसकी मात्रा से सही साइज़ निकाल देता है।</p>',
    );
  });

  it('keeps several elements apart and in order, and drops nothing around them', () => {
    const out = rich((p) => `${p.b} then ${p.a}.`, { a: <i>A</i>, b: <b>B</b> });
    expect(html(out)).toBe('<p><b>B</b> then <i>A</i>.</p>');
    expect(html(rich(() => 'no parts here', {}))).toBe('<p>no parts here</p>');
  });

  it('gives a plural message its number and the element apart, and renders tags and elements together', () => {
    const found = (count: number, locale: 'en' | 'ta') => html(rich((p) => m.search_found({ ...p, count }, { locale }), { shown: <strong>{count}</strong> }));
    expect(found(1, 'en')).toBe('<p>Found <strong>1</strong> product matching your search</p>');
    expect(found(17, 'en')).toBe('<p>Found <strong>17</strong> products matching your search</p>');
    expect(found(17, 'ta')).toBe('<p>உங்கள் தேடலுக்குப் பொருந்தும் <strong>17</strong> பொருட்கள் கிடைத்தன</p>');
    const both = rich((p) => `${p.n} in <a>the list</a>`, { n: <b>2</b>, a: (w: string) => <a href="/x">{w}</a> });
    expect(html(both)).toBe('<p><b>2</b> in <a href="/x">the list</a></p>');
  });

  it('joins a Tamil case ending to a word of the sentence, not after a space', () => {
    expect(m.quote_note_for({ line: 'க்ராஃப்ட் பவுச், 2 கிலோ' }, { locale: 'ta' })).toBe(' (க்ராஃப்ட் பவுச், 2 கிலோ உருப்படிக்கு)');
  });

  it('marks English words inside Hindi and Tamil, and leaves English pages bare', () => {
    expect(html(english('hi', 'Milky Standy Zipper'))).toBe('<p><span lang="en">Milky Standy Zipper</span></p>');
    expect(html(english('en', 'Milky Standy Zipper'))).toBe('<p>Milky Standy Zipper</p>');
  });
});

describe('sizes and titles in each language', () => {
  it('names a size as the trade does in English and by its weight in Hindi and Tamil', () => {
    expect(SIZE_SLUGS.map((s) => sizeLabel(s, 'en'))).toEqual(SIZE_SLUGS.map((s) => sizes[s].label));
    expect(['50gm', '500gm', '1kg', '3kg'].map((s) => sizeLabel(s as never, 'hi'))).toEqual(['50 ग्राम', '500 ग्राम', '1 किलो', '3 किलो']);
    expect(['50gm', '500gm', '1kg', '3kg'].map((s) => sizeLabel(s as never, 'ta'))).toEqual(['50 கிராம்', '500 கிராம்', '1 கிலோ', '3 கிலோ']);
  });

  it('titles a variant with the same facts in every language', () => {
    expect(variantTitle(kraft, '500gm')).toBe('500gm Matt Kraft Stand-Up Zipper Pouch With Window, 15 x 22 cm, 110 GSM, Pack of 100');
    expect(variantTitle(kraft, '500gm', 'hi')).toBe('500 ग्राम मैट क्राफ्ट स्टैंड-अप ज़िपर पाउच, विंडो के साथ, 15 x 22 cm, 110 GSM, 100 का पैक');
    expect(variantTitle(kraft, '500gm', 'ta')).toBe('500 கிராம் மேட் க்ராஃப்ட் ஸ்டாண்ட்-அப் ஜிப்பர் பவுச், விண்டோவுடன், 15 x 22 cm, 110 GSM, 100 பீஸ் பேக்');
    const figures = (text: string) => (text.match(/\d+(\.\d+)?/g) ?? []).join(' ');
    for (const v of allVariants) {
      expect(v.title.en).toBe(variantTitle(v.product, v.size));
      for (const l of ['hi', 'ta'] as const) expect(figures(v.title[l]), `${v.id} ${l}`).toBe(figures(v.title.en));
      expect(v.title.hi).toMatch(v.product.art.window ? /विंडो के साथ/ : /बिना विंडो/);
      expect(v.title.ta).toMatch(v.product.art.window ? /விண்டோவுடன்/ : /விண்டோ இல்லாமல்/);
    }
  });

  it('reads the gusset in each language with the same figures', () => {
    expect(gussetReading(40)).toBe('+ 40: the bottom gusset, 40 mm in all, folded 20 + 20');
    expect(gussetReading(40, 'hi')).toBe('+ 40: नीचे का गसेट, कुल 40 mm, 20 + 20 मोड़कर');
    expect(gussetReading(50, 'ta')).toBe('+ 50: அடிப்பகுதி கஸெட், மொத்தம் 50 mm, 25 + 25 ஆக மடித்தது');
  });
});

describe("a size page's answers in each language", () => {
  const priced = findVariant('kraft-with-window', '500gm')!;
  const onRequest = findVariant('kraft-with-window', '250gm')!;

  it('prices the bands in each language with the same rupees and bands', () => {
    const cost = (v: typeof priced, l: (typeof locales)[number]) => sizeQuestions(v, terms, l)[3]!;
    expect(cost(priced, 'hi')).toEqual({
      question: '500 ग्राम पाउच की कीमत क्या है?',
      answer: '100–400 पाउच के लिए ₹6.06 प्रति पाउच, 500–900 के लिए ₹5.88 और 1000–5000 के लिए ₹5.76, टैक्स सहित। जितना ज़्यादा ऑर्डर, हर पाउच उतना सस्ता।',
    });
    expect(cost(priced, 'ta').answer).toBe(
      '100–400 பவுச்களுக்கு ஒரு பவுச் ₹6.06, 500–900-க்கு ₹5.88, 1000–5000-க்கு ₹5.76, வரிகள் உட்பட. அதிகமாக ஆர்டர் செய்தால் ஒவ்வொரு பவுச்சின் விலையும் குறையும்.',
    );
    expect(cost(onRequest, 'hi').answer).toMatch(/^कीमत के लिए संपर्क करें: .* 24 घंटे के अंदर/);
  });

  it('says what a size holds with the same weights in every language', () => {
    expect(heldLine('500gm', 'hi')).toMatch(/^\d+ ग्राम चावल, \d+ ग्राम आटा, \d+ ग्राम लाइट\/मीडियम रोस्ट कॉफ़ी या \d+ ग्राम पफ़्ड स्नैक्स$/);
    /** The weights a line names, in grams: "500 g", "1.3 kg", "500 ग्राम", "1.3 கிலோ". */
    const grams = (text: string) =>
      [...text.matchAll(/(\d+(?:\.\d+)?) (g|kg|ग्राम|किलो|கிராம்|கிலோ)(?![\p{L}\p{M}])/gu)].map((x) =>
        Math.round(Number(x[1]) * (/kg|किलो|கிலோ/.test(x[2]!) ? 1000 : 1)),
      );
    for (const slug of SIZE_SLUGS) {
      expect(grams(heldLine(slug))).toHaveLength(4);
      for (const l of ['hi', 'ta'] as const) expect([slug, l, grams(heldLine(slug, l))]).toEqual([slug, l, grams(heldLine(slug))]);
    }
    expect(namedFor('1kg', 'ta')).toMatch(/^“1 கிலோ” என்பது/);
  });

  it("asks the same questions in every language, the size's first, then the product's general ones", () => {
    const page = productPages.get('kraft-with-window')!;
    for (const l of locales) {
      const faq = sizePageFaq(priced, page, terms, l);
      expect(faq).toHaveLength(sizePageFaq(priced, page, terms).length);
      expect(faq.slice(5)).toEqual(page.faq.filter((f) => !f.perSize).map((f) => ({ question: f.question[l], answer: f.answer[l] })));
      expect(new Set(faq.map((f) => f.question)).size).toBe(faq.length);
      expect(faq.flatMap((f) => [...f.answer.matchAll(/\d+ x \d+ \+ \d+ mm/g)].map((x) => x[0]))).toEqual(['150 x 220 + 40 mm']);
    }
  });
});

describe("the catalogue's words are written in every language", () => {
  it("has every product page's texts in Hindi and Tamil, none left in English", () => {
    const texts = [...productPages.values()].flatMap((p) => [
      ...p.overview,
      ...p.banner.flatMap((b) => [b.title, b.desc, b.buttonText1, b.buttonText2]),
      ...p.features.flatMap((f) => [f.title, f.why]),
      ...p.useCases.map((u) => u.name),
      ...p.whyChoose.flatMap((w) => [w.title, w.description]),
      ...p.faq.flatMap((f) => [f.question, f.answer]),
    ]);
    for (const t of texts) {
      expect(t.hi, t.en).toMatch(/[\u0900-\u097F]/);
      expect(t.ta, t.en).toMatch(/[\u0B80-\u0BFF]/);
    }
    for (const p of products)
      for (const t of [p.name, p.menuLabel, p.description, p.materialLabel]) {
        expect(t.hi, t.en).toMatch(/[\u0900-\u097F]/);
        expect(t.ta, t.en).toMatch(/[\u0B80-\u0BFF]/);
      }
  });
});
