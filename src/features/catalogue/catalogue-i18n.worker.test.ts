import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { products } from './products';
import { allVariants } from './catalogue';

// The catalogue in Hindi and Tamil, as the worker serves it: /ourproducts, /products, every
// product page and every size page.
const ORIGIN = 'https://www.printpouch.example';
const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));
/** A page's HTML with React's `/>` on void elements written as `>`, and without the marks React puts between text pieces. */
const tidy = (text: string) => text.replaceAll('/>', '>').replaceAll('<!-- -->', '');
const html = async (path: string) => tidy(await (await get(path)).text());
/** The page's own content, between <main> and </main>. */
const main = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));
/** Every internal link in a piece of HTML: hrefs starting with one slash. */
const links = (part: string) => [...part.matchAll(/href="(\/(?!\/)[^"]*)"/g)].map((m) => m[1]!);
const jsonLd = (page: string): Array<Record<string, any>> =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
const at = (locale: 'hi' | 'ta', path: string) => `/${locale}${path}`;

/** Pages with words each must show in Hindi and in Tamil (real translated strings, as the page writes them). */
const pages: ReadonlyArray<{ path: string; hi: string[]; ta: string[] }> = [
  {
    path: '/ourproducts',
    hi: ['<h1 id="products-title">हमारे डिजिटल पैकेजिंग प्रोडक्ट</h1>', 'साइज़ देखें →', '>मैट क्राफ्ट विंडो वाला स्टैंड-अप ज़िपर पाउच</a>', 'साइज़ ढूँढ रहे हैं?'],
    ta: ['<h1 id="products-title">எங்கள் டிஜிட்டல் பேக்கேஜிங் பொருட்கள்</h1>', 'அளவுகளைப் பாருங்கள் →', '>மேட் க்ராஃப்ட் விண்டோ ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்</a>', 'அளவு தேடுகிறீர்களா?'],
  },
  {
    path: '/products',
    hi: [
      '<h1 id="all-title">सभी प्रोडक्ट और साइज़</h1>',
      'कैटलॉग नं. 101 · दूसरा नाम <span lang="en">Standing Kraft With Window Zip Lock</span> · 100 का पैक · ₹4.08 प्रति पाउच से शुरू',
      '<strong>500 ग्राम</strong>',
      '<strong>1 किलो</strong>',
    ],
    ta: [
      '<h1 id="all-title">எல்லா பொருட்களும் அளவுகளும்</h1>',
      'கேட்டலாக் எண் 108 · மற்றொரு பெயர் <span lang="en">Idly &amp; Dosa Batter Standy Zipper</span> · 50 பீஸ் பேக் · விலைக்கு எங்களைக் கேளுங்கள்',
      '<strong>500 கிராம்</strong>',
      '<strong>1 கிலோ</strong>',
    ],
  },
  {
    path: '/products/kraft-with-window',
    hi: [
      '<h1 id="product-title">मैट क्राफ्ट विंडो वाला स्टैंड-अप ज़िपर पाउच</h1>',
      '<th scope="col">ख़ूबी</th><th scope="col">क्यों ज़रूरी है</th>',
      'साइज़ और कीमतें',
      'हमें क्यों चुनें',
      'क्या विंडो का मटीरियल फ़ूड-सेफ़ है?',
      'कॉफ़ी बीन्स और पाउडर',
    ],
    ta: [
      '<h1 id="product-title">மேட் க்ராஃப்ட் விண்டோ ஸ்டாண்ட்-அப் ஜிப்பர் பவுச்</h1>',
      '<th scope="col">அம்சம்</th><th scope="col">ஏன் முக்கியம்</th>',
      'அளவுகளும் விலைகளும்',
      'எங்களை ஏன் தேர்வு செய்ய வேண்டும்',
      'விண்டோ மெட்டீரியல் உணவுக்குப் பாதுகாப்பானதா?',
      'காபி கொட்டை, காபி பவுடர்',
    ],
  },
  {
    path: '/products/kraft-with-window/500gm',
    hi: [
      '<h1 id="size-title">मैट क्राफ्ट विंडो वाला स्टैंड-अप ज़िपर पाउच, 500 ग्राम</h1>',
      'कम से कम ऑर्डर 100 पाउच',
      'स्पेसिफ़िकेशन',
      '500 ग्राम पाउच की कीमत क्या है?',
      'प्रति पाउच कीमत',
      'चौड़ाई 150 mm',
      'तुरंत कोटेशन',
    ],
    ta: [
      '<h1 id="size-title">மேட் க்ராஃப்ட் விண்டோ ஸ்டாண்ட்-அப் ஜிப்பர் பவுச், 500 கிராம்</h1>',
      'குறைந்தபட்ச ஆர்டர் 100 பவுச்கள்',
      'விவரக்குறிப்புகள்',
      '500 கிராம் பவுச்சின் விலை என்ன?',
      'ஒரு பவுச் விலை',
      'அகலம் 150 mm',
      'உடனடி விலைப்புள்ளி',
    ],
  },
  {
    path: '/products/kraft-with-window/3kg',
    hi: ['यह साइज़ हमने कैसे चुना: प्रकाशित 1-गैलन फ़ूड-स्टोरेज पाउच', '<strong>कीमत के लिए संपर्क करें।</strong>', 'इस पाउच के दूसरे साइज़'],
    ta: ['இந்த அளவை எப்படித் தேர்ந்தெடுத்தோம்: வெளியிடப்பட்ட 1-கேலன்', '<strong>விலைக்கு எங்களைக் கேளுங்கள்.</strong>', 'இந்த பவுச்சின் பிற அளவுகள்'],
  },
  {
    path: '/products/transparent-standup/1kg',
    hi: ['दोनों तरफ़ ट्रांसपेरेंट स्टैंड-अप पाउच, बिना ज़िपर, 1 किलो', 'नहीं, हीट सील', 'सिर्फ़ इसी एक साइज़ में आता है', 'इडली और डोसा बैटर'],
    ta: ['இரு பக்கமும் டிரான்ஸ்பரன்ட் ஸ்டாண்ட்-அப் பவுச், ஜிப்பர் இல்லாதது, 1 கிலோ', 'இல்லை, ஹீட் சீல்', 'இந்த ஒரே அளவில் மட்டுமே கிடைக்கும்', 'இட்லி, தோசை மாவு'],
  },
];

describe.each(['hi', 'ta'] as const)('the catalogue in %s', (locale) => {
  const tag = `${locale}-IN`;

  it.each(pages)('$path answers 200 in the language, with its own words, canonical and alternates', async ({ path, ...words }) => {
    const res = await get(at(locale, path));
    expect(res.status).toBe(200);
    const page = tidy(await res.text());
    expect(page).toContain(`<html lang="${tag}">`);
    for (const w of words[locale]) expect(page).toContain(w);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${at(locale, path)}">`);
    for (const [hreflang, href] of [
      ['en-IN', `${ORIGIN}${path}`],
      ['hi-IN', `${ORIGIN}${at('hi', path)}`],
      ['ta-IN', `${ORIGIN}${at('ta', path)}`],
      ['x-default', `${ORIGIN}${path}`],
    ])
      expect(page).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${href}">`);
    expect(page).toContain('<meta name="robots" content="index, follow">');
  });

  it.each(pages)('$path links inside the page to addresses in the language (print templates are files, not pages)', async ({ path }) => {
    const inner = links(main(await html(at(locale, path)))).filter((href) => !/^\/(img|build)\//.test(href) && !/\/dieline\.(pdf|svg)$/.test(href));
    expect(inner.length).toBeGreaterThan(0);
    expect(inner.filter((href) => !href.startsWith(`/${locale}/`))).toEqual([]);
  });

  it.each([...products.map((p) => `/products/${p.slug}`), ...allVariants.map((v) => v.link)])('answers %s in the language, its own canonical', async (path) => {
    const res = await get(at(locale, path));
    expect(res.status).toBe(200);
    const page = (await res.text()).replaceAll('/>', '>');
    expect(page).toContain(`<html lang="${tag}">`);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${at(locale, path)}">`);
  });

  it('names each product in the language on the grid and in the list', async () => {
    const grid = decodeEntities(await html(at(locale, '/ourproducts')));
    const list = decodeEntities(await html(at(locale, '/products')));
    for (const p of products) {
      expect(grid).toContain(`href="/${locale}/products/${p.slug}">${p.name[locale]}</a>`);
      expect(grid).toContain(p.description[locale]);
      expect(list).toContain(`href="/${locale}/products/${p.slug}">${p.name[locale]}</a>`);
      expect(grid).not.toContain(`>${p.name.en}</a>`);
    }
  });

  it('describes a product and a size in the language in its structured data, at its own address', async () => {
    const kraft = products.find((p) => p.slug === 'kraft-with-window')!;
    const product = jsonLd(await html(at(locale, '/products/kraft-with-window')));
    expect(product.find((b) => b['@type'] === 'Product')).toMatchObject({
      name: kraft.name[locale],
      description: kraft.description[locale],
      url: `${ORIGIN}/${locale}/products/kraft-with-window`,
      alternateName: 'Standing Kraft With Window Zip Lock',
    });
    const faq = product.find((b) => b['@type'] === 'FAQPage')!;
    expect(faq.mainEntity[0].name).toBe(locale === 'hi' ? '250 ग्राम पाउच का साइज़ क्या है?' : '250 கிராம் பவுச்சின் அளவுகள் என்ன?');
    const size = jsonLd(await html(at(locale, '/products/kraft-with-window/500gm')));
    const variant = allVariants.find((v) => v.link === '/products/kraft-with-window/500gm')!;
    expect(size.find((b) => b['@type'] === 'Product')).toMatchObject({
      name: variant.title[locale],
      url: `${ORIGIN}/${locale}/products/kraft-with-window/500gm`,
      isVariantOf: { '@id': `${ORIGIN}/${locale}/products/kraft-with-window#product` },
    });
    const crumbs = size.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement;
    expect(crumbs.map((c: { name: string }) => c.name)).toEqual(
      locale === 'hi' ? ['होम', 'प्रोडक्ट', 'मैट क्राफ्ट विंडो ज़िपर पाउच', '500 ग्राम'] : ['முகப்பு', 'பொருட்கள்', 'மேட் க்ராஃப்ட் விண்டோ ஜிப்பர் பவுச்', '500 கிராம்'],
    );
    for (const c of crumbs) expect(c.item).toMatch(new RegExp(`^${ORIGIN}/${locale}/`));
  });

  it('sends the use case filter and the estimator, without JavaScript, back to the page in the language', async () => {
    const filtered = await html(at(locale, `/products/kraft-with-window?uses=${encodeURIComponent(locale === 'hi' ? 'कॉफ़ी' : 'காபி')}`));
    expect(filtered).toContain(`action="/${locale}/products/kraft-with-window#use-cases"`);
    const shown = [...filtered.matchAll(/<li data-name="([^"]+)" data-kind="[^"]+"(?! hidden)/g)].map((m) => m[1]);
    expect(shown).toEqual(locale === 'hi' ? ['कॉफ़ी बीन्स और पाउडर'] : ['காபி கொட்டை, காபி பவுடர்']);
    const priced = await html(at(locale, '/products/kraft-with-window/500gm?quantity=1000'));
    expect(priced).toContain(`action="/${locale}/products/kraft-with-window/500gm#estimate"`);
    expect(priced).toContain('data-q-state="priced"');
    expect(priced).toContain(locale === 'hi' ? '1000 पाउच का कोटेशन माँगें' : '1000 பவுச்களுக்கு விலைப்புள்ளி கேளுங்கள்');
    expect(priced).toContain(`href="/${locale}/contactus?product=kraft-with-window&amp;size=500gm&amp;quantity=1000"`);
  });
});

describe('the catalogue in English stays as it was', () => {
  it('keeps its words and English addresses, and lists the Hindi and Tamil pages as alternates', async () => {
    const page = await html('/products/kraft-with-window/500gm');
    expect(page).toContain('<html lang="en-IN">');
    expect(page).toContain('<h1 id="size-title">Matt Kraft With Window Stand-Up Zipper Pouch, 500gm</h1>');
    expect(page).toContain('How much does the 500gm pouch cost?');
    expect(page).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${ORIGIN}/hi/products/kraft-with-window/500gm">`);
    expect(links(main(page)).filter((href) => /^\/(hi|ta)\//.test(href))).toEqual([]);
    expect(main(page)).not.toContain('lang="en"');
  });
});
