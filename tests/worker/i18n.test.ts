import { describe, expect, it } from 'vitest';
import { formatInWords, formatNumber, formatRupees, formatWeight, groupIndian } from '@platform/i18n/format';
import { localeTag, locales } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

// Inside workerd, where the site runs: what its Intl gives for Hindi and Tamil, and what the site writes itself.
describe('Indian numbers in workerd', () => {
  it('groups in lakhs and crores with Latin digits in every language', () => {
    for (const l of ['en', 'hi', 'ta'] as const) {
      expect(formatNumber(100000, l)).toBe('1,00,000');
      expect(formatNumber(12345678, l)).toBe('1,23,45,678');
      expect(formatRupees(123456, l)).toBe('₹1,23,456.00');
    }
  });
  it("writes every number as workerd's Intl does in each language, without making a formatter", () => {
    // Numbers of every size and sign, halves at the last decimal kept (1.005, 2.675, 99999.995:
    // Intl rounds the shortest decimal that reads back as the number, not the binary value).
    const numbers = [
      0,
      -0,
      1,
      -1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      0.001,
      -0.001,
      0.005,
      1.005,
      1.015,
      2.675,
      8001.525,
      99999.995,
      999.9995,
      1e20,
      -1234.5,
      0.1 + 0.2,
      5e-7,
      9.995,
      29360712561458.684,
      123456789.12349999,
      1.0000000000000002,
    ];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++) {
      const e = Math.floor(next() * 23) - 8;
      numbers.push((next() - 0.3) * 10 ** e, Math.round(next() * 10 ** (e + 3)) / 1000);
    }
    for (const l of locales)
      for (const fraction of [0, 2, 3]) {
        const most = new Intl.NumberFormat(`${l}-IN-u-nu-latn`, { maximumFractionDigits: fraction });
        const exact = new Intl.NumberFormat(`${l}-IN-u-nu-latn`, { minimumFractionDigits: fraction, maximumFractionDigits: fraction });
        for (const n of numbers) {
          expect(groupIndian(n, fraction), `${n} to ${fraction} in ${l}`).toBe(most.format(n));
          expect(groupIndian(n, fraction, true), `${n} to exactly ${fraction} in ${l}`).toBe(exact.format(n));
        }
      }
  });
  it('numbers in each language as written in India, the tag the page declares', () => {
    for (const l of locales) expect(localeTag[l]).toBe(`${l}-IN`);
  });
  it('says lakh and crore in words in each language', () => {
    expect(formatInWords(150000, 'en')).toBe('1.5 lakh');
    expect(formatInWords(150000, 'hi')).toBe('1.5 लाख');
    expect(formatInWords(20000000, 'hi')).toBe('2 करोड़');
    expect(formatInWords(1500000, 'ta')).toBe('15 லட்சம்');
    expect(formatInWords(5000, 'ta')).toBe('5,000');
  });
  it('writes weights in the words buyers use', () => {
    expect(formatWeight(250, 'hi')).toBe('250 ग्राम');
    expect(formatWeight(1500, 'ta')).toBe('1.5 கிலோ');
    expect(formatWeight(500, 'en')).toBe('500 g');
  });
  it('chooses Hindi and Tamil plural forms with workerd’s plural rules', () => {
    expect(m.shell_wishlist_count({ count: 1 }, { locale: 'en' })).toBe('Wishlist, 1 item');
    expect(m.shell_wishlist_count({ count: 2 }, { locale: 'en' })).toBe('Wishlist, 2 items');
    expect(m.shell_wishlist_count({ count: 2 }, { locale: 'hi' })).toBe('विशलिस्ट, 2 चीज़ें');
    expect(m.shell_wishlist_count({ count: 1 }, { locale: 'ta' })).toBe('விருப்பப் பட்டியல், 1 பொருள்');
    expect(m.shell_wishlist_count({ count: 3 }, { locale: 'ta' })).toBe('விருப்பப் பட்டியல், 3 பொருட்கள்');
  });
});

describe('an address under /hi/ or /ta/', () => {
  it('sends /hi and /ta to their home pages with the slash', async () => {
    const { SELF } = await import('cloudflare:test');
    for (const l of ['hi', 'ta']) {
      const res = await SELF.fetch(`https://example.com/${l}?x=1`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(new URL(res.headers.get('location')!, 'https://example.com').pathname).toBe(`/${l}/`);
    }
  });
  it('answers an unknown page in the language of its address: Hindi or Tamil shell, 404, noindex', async () => {
    const { SELF } = await import('cloudflare:test');
    const hi = await SELF.fetch('https://example.com/hi/no-such-page');
    expect(hi.status).toBe(404);
    const html = await hi.text();
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('मुख्य सामग्री पर जाएँ');
    expect(html).toContain('noindex');
    const ta = await (await SELF.fetch('https://example.com/ta/no-such-page')).text();
    expect(ta).toContain('<html lang="ta-IN">');
    expect(ta).toContain('முதன்மை உள்ளடக்கத்துக்குச் செல்லவும்');
  });
  it("says above the home page it stands in for that the address had no page, in the address's language, with the way to the pouches", async () => {
    const { SELF } = await import('cloudflare:test');
    const notice = async (path: string) =>
      (await (await SELF.fetch(`https://example.com${path}`)).text())
        .match(/<main[^>]*>(?:<!--\$-->)?<div class="notfound"><p class="container">([^<]*)<a href="([^"]*)">([^<]*)<\/a>/)
        ?.slice(1);
    expect(await notice('/no-such-page')).toEqual([
      'We could not find a page at that address, so here is our home page. ',
      '/ourproducts',
      'See all our pouches',
    ]);
    expect(await notice('/hi/no-such-page')).toEqual(['उस पते पर हमें कोई पेज नहीं मिला, इसलिए यह हमारा होम पेज है। ', '/hi/ourproducts', 'हमारे सभी पाउच देखें']);
    expect(await notice('/ta/products/no-such-pouch')).toEqual([
      'அந்த முகவரியில் எந்தப் பக்கமும் இல்லை; இதோ எங்கள் முகப்புப் பக்கம். ',
      '/ta/ourproducts',
      'எங்கள் எல்லாப் பவுச்களையும் பாருங்கள்',
    ]);
    for (const home of ['/', '/hi/', '/ta/']) expect(await (await SELF.fetch(`https://example.com${home}`)).text()).not.toContain('class="notfound"');
  });
  it.each([
    ['hi', 'प्रिंट टेम्पलेट डाउनलोड करें (PDF, 500 ग्राम)', 'हर प्रोडक्ट और उसके सभी साइज़ (कुल 37)'],
    ['ta', '(PDF, 500 கிராம்)', 'ஒவ்வொரு பொருளும் அதன் எல்லா அளவுகளும் (மொத்தம் 37)'],
  ])(
    'in %s, marks the footer’s English address and company name as English, names a size in its words, and says the catalogue has 37 sizes in all',
    async (locale, download, index) => {
      const { SELF } = await import('cloudflare:test');
      const size = await (await SELF.fetch(`https://example.com/${locale}/products/kraft-with-window/500gm`)).text();
      expect(size).toMatch(/<address><p lang="en">[^<]*Madurai[^<]*<\/p>/);
      expect(size).toMatch(/© \d{4} <span lang="en">[^<]+\.<\/span>/);
      expect(size).toContain(download);
      expect(size).not.toContain('500gm)');
      const products = await (await SELF.fetch(`https://example.com/${locale}/products`)).text();
      expect(products).toContain(index);
    },
  );

  it('keeps English pages English, with no alternates for a page only in English', async () => {
    const { SELF } = await import('cloudflare:test');
    const html = await (await SELF.fetch('https://example.com/no-such-page')).text();
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('Skip to main content');
  });
});
