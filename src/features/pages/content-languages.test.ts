import { describe, expect, it } from 'vitest';
import { finishesIn, listIn, materialsIn } from '@platform/content/words';
import { displayDate } from './content/blog';
import { galleryTitle, gallery } from './content/gallery';
import { productName } from './product-name';
import { artTags } from './HomeSections';
import { products } from '@features/catalogue/products';
import { faqs } from './content/faq';
import { infoPages } from './content/offers';

describe('the business facts in each language', () => {
  it('joins lists as each language joins them', () => {
    expect(listIn(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(listIn(['a', 'b', 'c'], 'hi')).toBe('a, b और c');
    expect(listIn(['a', 'b'], 'ta')).toBe('a மற்றும் b');
    expect(listIn(['a'], 'hi')).toBe('a');
  });
  it('names materials and finishes with the trade words buyers use', () => {
    expect(materialsIn('en')).toBe('PET, Kraft and Metallized Foil');
    expect(materialsIn('hi')).toBe('PET, क्राफ्ट और मेटलाइज़्ड फ़ॉइल');
    expect(finishesIn('ta')).toBe('மேட், கிளாஸி, மெட்டாலிக் மற்றும் க்ராஃப்ட்');
  });
  it('builds the Hindi and Tamil sentences from the same facts as the English', () => {
    const minimum = faqs.find((f) => f.id === 'minimum-order')!;
    for (const l of ['en', 'hi', 'ta'] as const) expect(minimum.answer[l]).toContain('100');
    const shipping = infoPages.find((p) => p.slug === 'shipping')!;
    expect(shipping.cards.map((c) => c.figure.hi)).toEqual(['7–10', '3–5', 'फ़्री']);
  });
});

describe('dates, titles and names on the content pages', () => {
  it('prints dates in the page language with Latin digits', () => {
    expect(displayDate('2025-10-06')).toBe('6 Oct 2025');
    expect(displayDate('2025-10-06', 'hi')).toBe('6 अक्टूबर 2025');
    expect(displayDate('2025-09-18', 'ta')).toBe('18 செப்டம்பர், 2025');
  });
  it('titles a portfolio picture with the brand as it trades', () => {
    expect(galleryTitle(gallery[0]!, 'en')).toBe('Amma Podi House: idli podi range');
    expect(galleryTitle(gallery[0]!, 'hi')).toBe('Amma Podi House: इडली पोडी रेंज');
  });
  it('reads a featured product name through one accessor, in the page language', () => {
    const p = products.find((x) => x.slug === 'gold-zipper')!;
    expect(productName(p, 'en')).toEqual({ name: 'Gold Standy Zipper Pouch' });
    expect(productName(p, 'hi')).toEqual({ name: 'गोल्ड स्टैंडी ज़िपर पाउच' });
    expect(productName(p, 'ta')).toEqual({ name: 'கோல்டு ஸ்டாண்டி ஜிப்பர் பவுச்' });
  });
  it('says a product’s features in the page language', () => {
    const p = products.find((x) => x.slug === 'kraft-with-window')!;
    expect(artTags(p, 'en')).toEqual(['Kraft', 'Matte', 'Window', 'Zipper']);
    expect(artTags(p, 'hi')).toEqual(['क्राफ्ट', 'मैट', 'विंडो', 'ज़िपर']);
    expect(artTags(p, 'ta')).toEqual(['க்ராஃப்ட்', 'மேட்', 'விண்டோ', 'ஜிப்பர்']);
  });
});
