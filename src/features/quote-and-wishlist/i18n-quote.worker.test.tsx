import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Context } from 'hono';
import { renderToString } from 'react-dom/server';
import type { AppEnv } from '@platform/app-env';
import type { PageView } from '@platform/render/render';
import { customSizePage } from '@features/catalogue/custom-size.server';
import { LocaleContext } from '@platform/i18n/locale';
import type { Locale } from '@platform/i18n/locales';

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`));
/** A page's HTML with React's `/>` on void elements written as `>`, and its text nodes joined as a reader sees them. */
const page = async (path: string) => {
  const res = await get(path);
  return { status: res.status, html: (await res.text()).replaceAll('/>', '>').replaceAll('<!-- -->', '') };
};
/** Every link of a page's `<a href>` that stays on the site. */
// Every internal link but the language switcher's, which leads to the other languages on purpose.
const internalLinks = (html: string) =>
  [...html.replace(/<nav class="lang-switch".*?<\/nav>/s, '').matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!).filter((h) => !h.startsWith('//'));

const ORIGIN = 'https://www.printpouch.example';

describe('the quote list and the wishlist in Hindi and Tamil', () => {
  const cases = [
    {
      path: '/quote',
      locale: 'hi',
      tag: 'hi-IN',
      words: ['<h1 id="quote-title" tabindex="-1">आपका कोटेशन</h1>', 'आपकी कोटेशन सूची इसी ब्राउज़र में रखी जाती है', 'आपका कोटेशन अभी खाली है।', 'हमारे प्रोडक्ट देखें'],
    },
    {
      path: '/quote',
      locale: 'ta',
      tag: 'ta-IN',
      words: ['<h1 id="quote-title" tabindex="-1">உங்கள் விலைப்புள்ளி</h1>', 'உங்கள் விலைப்புள்ளிப் பட்டியல் இந்த பிரவுசரிலேயே', 'உங்கள் விலைப்புள்ளி இப்போது காலியாக உள்ளது.'],
    },
    {
      path: '/wishlist',
      locale: 'hi',
      tag: 'hi-IN',
      words: ['<h1 id="wishlist-title" tabindex="-1">मेरी विशलिस्ट</h1>', 'आपकी विशलिस्ट अभी खाली है। किसी भी प्रोडक्ट पर दिल का निशान दबाएँ', '>हमसे कोटेशन माँगें</a>'],
    },
    {
      path: '/wishlist',
      locale: 'ta',
      tag: 'ta-IN',
      words: ['<h1 id="wishlist-title" tabindex="-1">என் விருப்பப் பட்டியல்</h1>', 'உங்கள் விருப்பப் பட்டியல் இப்போது காலியாக உள்ளது.', '>எங்களிடம் விலைப்புள்ளி கேளுங்கள்</a>'],
    },
  ] as const;

  for (const c of cases) {
    it(`answers /${c.locale}${c.path} in ${c.tag}, with its own words and links in its language`, async () => {
      const { status, html } = await page(`/${c.locale}${c.path}`);
      expect(status).toBe(200);
      expect(html.startsWith(`<!DOCTYPE html><html lang="${c.tag}">`)).toBe(true);
      for (const words of c.words) expect(html).toContain(words);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/${c.locale}${c.path}">`);
      // Noindex, like the English page: no hreflang alternates between pages kept out of search,
      // while the language switcher still leads to the same page in the others.
      expect(html).toContain('<meta name="robots" content="noindex, follow">');
      expect(html).not.toContain('<link rel="alternate"');
      expect(html).toMatch(new RegExp(`<nav class="lang-switch"[^>]*>.*href="${c.path}".*href="/${c.locale === 'hi' ? 'ta' : 'hi'}${c.path}"`, 's'));
      // The breadcrumb trail, visible and structured, in the page's language.
      expect(html).toContain(`"item":"${ORIGIN}/${c.locale}${c.path}"`);
      expect(html).toContain(`"item":"${ORIGIN}/${c.locale}/"`);
      const links = internalLinks(html);
      expect(links.length).toBeGreaterThan(5);
      for (const href of links) expect(href, href).toMatch(new RegExp(`^/${c.locale}(/|$)`));
      // No English words of the page's own left in it.
      expect(html).not.toMatch(/Your Quote|My Wishlist|Browse our products|"Breadcrumb"|needs JavaScript|Lines of your quote|Saved products|Estimated total/);
    });
  }

  it('keeps the English pages as they were', async () => {
    const quote = (await page('/quote')).html;
    expect(quote).toContain('<html lang="en-IN">');
    expect(quote).toContain('<h1 id="quote-title" tabindex="-1">Your Quote</h1>');
    expect(quote).toContain(
      'Your quote list is kept in this browser and needs JavaScript. Without it, open a size in <a href="/ourproducts">our products</a>, enter the number of pouches and choose &quot;Request a quote&quot;: the enquiry form then carries that line.',
    );
    expect(quote).toContain(
      'Your quote is empty. Add sizes with their quantities from a size&#x27;s price table, from the <a href="/size-finder">size finder</a> or from your <a href="/wishlist">wishlist</a>, then send them in one request.',
    );
    expect(quote).toContain('<nav class="crumbs container" aria-label="Breadcrumb">');
    const wishlist = (await page('/wishlist')).html;
    expect(wishlist).toContain(
      'Your wishlist is currently empty. Tap the heart on any product to save it here. <a href="/ourproducts">Browse our products</a>.',
    );
    expect(wishlist).toContain(
      'Turn JavaScript on to see the pouches you saved, or <a href="/ourproducts">browse our products</a> and <a href="/contactus">ask us for a quote</a>.',
    );
  });

  it("hands the quote list every product's name by slug, so that stored lines show in the page's language", async () => {
    const { html } = await page('/hi/quote');
    const props = JSON.parse(
      html
        .match(/<site-island data-island="quote-list"[^>]*data-props="([^"]*)"/)?.[1]
        ?.replaceAll('&quot;', '"')
        .replaceAll('&amp;', '&') ?? '{}',
    );
    expect(Object.keys(props.names.products)).toHaveLength(10);
    expect(props.names.products['kraft-with-window'].name.hi).toBeTruthy();
  });
});

describe("the custom size page's own words, ready for Hindi and Tamil", () => {
  /**
   * The page for a 160 x 240 + 40 mm gold zipper pouch, rendered in `locale` as the route would: a
   * product without published price tables, so its custom size is priced on request (the kraft
   * window pouch's has an indicative price: src/features/catalogue/custom-price.worker.test.ts).
   */
  const custom = (locale: Locale) => {
    const c = {
      req: {
        param: () => 'gold-zipper',
        query: () => ({ w: '160', l: '240', g: '40' }),
        url: 'https://www.printpouch.example/products/gold-zipper/custom?w=160&l=240&g=40',
      },
      get: (key: string) => (key === 'locale' ? locale : undefined),
    };
    const view = customSizePage(c as unknown as Context<AppEnv>) as PageView;
    return { view, html: renderToString(<LocaleContext value={locale}>{view.body}</LocaleContext>).replaceAll('<!-- -->', '') };
  };

  it('writes its own sentences in Hindi, its links under /hi/, and its meta path in English', () => {
    const { view, html } = custom('hi');
    expect(view.meta.path).toBe('/products/gold-zipper/custom?w=160&l=240&g=40');
    expect(view.meta.description).toContain('ऑर्डर पर बनता है, कीमत के लिए संपर्क करें।');
    for (const words of [
      'कस्टम 160 x 240 + 40 mm',
      'ज़िपर के नीचे जगह',
      'कीमत के लिए संपर्क करें।',
      'हर डिज़ाइन के लिए कम से कम ऑर्डर 100 पाउच',
      'इस पाउच पर अपना डिज़ाइन आज़माएँ',
      'कितने पाउच?',
      'प्रिंट टेम्पलेट डाउनलोड करें (PDF, 160 x 240 + 40 mm)',
    ])
      expect(html).toContain(words);
    expect(html).toContain('href="/hi/products/gold-zipper"');
    expect(html).toContain('href="/hi/size-finder"');
    expect(html).toContain('action="/hi/contactus#enquiry-form"');
    expect(html).toMatch(/लगभग [\d.,]+ (किलो|ग्राम) /);
  });

  it('writes them in Tamil', () => {
    const { html } = custom('ta');
    for (const words of ['கஸ்டம் 160 x 240 + 40 mm', 'ஜிப்பருக்குக் கீழே இடம்', 'விலைப்புள்ளி கேளுங்கள்', 'இந்தப் பவுச்சில் உங்கள் டிசைனைப் பொருத்திப் பாருங்கள்'])
      expect(html).toContain(words);
    expect(html).toContain('href="/ta/size-finder"');
  });

  it('keeps the English as it was', () => {
    const { view, html } = custom('en');
    expect(view.meta.title).toMatch(/, custom 160 x 240 \+ 40 mm$/);
    expect(html).toContain('Price on request.</strong> A custom size has no published price table: tell us the quantity and we will quote within 24 hours.');
    expect(html).toContain('<a href="/size-finder">The size finder</a> designs one from what you pack.');
    expect(html).toContain('action="/contactus#enquiry-form"');
  });
});
