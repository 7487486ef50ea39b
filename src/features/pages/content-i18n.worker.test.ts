import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

// The home page and the company's content pages in Hindi and Tamil, as the worker serves them.
const ORIGIN = 'https://www.printpouch.example';
const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`));
/** A page's HTML with React's `/>` on void elements written as `>`. */
const html = async (path: string) => (await (await get(path)).text()).replaceAll('/>', '>');
/** The page's own content, between <main> and </main>. */
const main = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));
/** Every internal link in a piece of HTML: hrefs starting with one slash. */
const links = (part: string) => [...part.matchAll(/href="(\/(?!\/)[^"]*)"/g)].map((m) => m[1]!);
const jsonLd = (page: string) => [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
/** The address of English `path` in `locale`: /faq → /hi/faq, / → /hi/. */
const at = (locale: 'hi' | 'ta', path: string) => (path === '/' ? `/${locale}/` : `/${locale}${path}`);

const POST = '/blog/pouch-design-that-stands-out';
/** Each page, with words it must show in Hindi and in Tamil (real translated strings, not keys). */
const pages: ReadonlyArray<{ path: string; hi: string[]; ta: string[] }> = [
  {
    path: '/',
    hi: ['कस्टम प्रिंटेड पाउच से शेल्फ़ पर सबसे अलग दिखें', 'हर तरह के कारोबार के लिए पाउच', 'हमारे ग्राहक क्या कहते हैं', 'मुझे कौन-सा साइज़ चाहिए?', 'ये लेख अंग्रेज़ी में हैं।'],
    ta: ['எங்கள் வாடிக்கையாளர்கள் சொல்வது', 'ஒவ்வொரு தயாரிப்பாளருக்கும் ஏற்ற பவுச்கள்', 'எனக்கு எந்த அளவு தேவை?', 'இந்தக் கட்டுரைகள் ஆங்கிலத்தில் உள்ளன.'],
  },
  {
    path: '/aboutus',
    hi: ['हमारी कहानी', 'आपके आर्टवर्क से आपके दरवाज़े तक', 'भरोसेमंद निर्माता', 'PET, क्राफ्ट और मेटलाइज़्ड फ़ॉइल'],
    ta: ['எங்கள் கதை', 'நம்பகமான உற்பத்தியாளர்', 'PET, க்ராஃப்ட் மற்றும் மெட்டலைஸ்டு ஃபாயில்'],
  },
  {
    path: '/faq',
    hi: ['अक्सर पूछे जाने वाले सवाल', 'कम से कम कितना ऑर्डर देना होता है?', 'अपना आर्टवर्क तैयार करना', 'हमसे पूछें'],
    ta: ['அடிக்கடி கேட்கப்படும் கேள்விகள்', 'குறைந்தபட்ச ஆர்டர் எண்ணிக்கை என்ன?', 'உங்கள் ஆர்ட்வொர்க்கைத் தயாரித்தல்'],
  },
  {
    path: '/portfolio',
    hi: ['हमारा पोर्टफ़ोलियो', 'इडली पोडी रेंज', 'स्टैंड-अप', 'इनकी तस्वीरें दिखाएँ'],
    ta: ['எங்கள் படைப்புகள்', 'இட்லி பொடி வகைகள்', 'இவற்றின் படங்களைக் காட்டு'],
  },
  {
    path: '/offers',
    hi: ['अपनी कस्टम पैकेजिंग पर बचत करें', 'ऑफ़र कैसे पाएँ', '₹1,500 से ऊपर के ऑर्डर पर डिलीवरी'],
    ta: ['உங்கள் கஸ்டம் பேக்கேஜிங்கில் சேமியுங்கள்', 'சலுகையைப் பெறுவது எப்படி'],
  },
  { path: '/bulk-orders', hi: ['5,000 से ज़्यादा पीस के ऑर्डर पर 15% अतिरिक्त छूट', 'बल्क ऑर्डर कैसे होता है'], ta: ['மொத்த ஆர்டர் எப்படி நடக்கிறது', 'கூடுதல் மொத்தத் தள்ளுபடி'] },
  {
    path: '/shipping',
    hi: ['पूरे भारत में तेज़, भरोसेमंद डिलीवरी', 'डिलीवरी का समय', '7–10 कार्य-दिवस'],
    ta: ['இந்தியா முழுவதும் விரைவான, நம்பகமான டெலிவரி', '7–10 வேலை நாட்கள்'],
  },
  { path: '/blog', hi: ['पैकेजिंग ब्लॉग', 'ये लेख अंग्रेज़ी में हैं।', '18 सितंबर 2025'], ta: ['பேக்கேஜிங் வலைப்பதிவு', 'இந்தக் கட்டுரைகள் ஆங்கிலத்தில் உள்ளன.', '18 செப்டம்பர், 2025'] },
  { path: POST, hi: ['यह लेख अंग्रेज़ी में है।', 'ब्लॉग से और लेख', 'PrintPouch टीम की ओर से'], ta: ['இந்தக் கட்டுரை ஆங்கிலத்தில் உள்ளது.', 'மேலும் கட்டுரைகள்'] },
];

describe.each(['hi', 'ta'] as const)('content pages in %s', (locale) => {
  const tag = `${locale}-IN`;
  it.each(pages)('$path answers 200 in the language, with its own words, canonical and alternates', async ({ path, ...words }) => {
    const res = await get(at(locale, path));
    expect(res.status).toBe(200);
    const page = (await res.text()).replaceAll('/>', '>');
    expect(page).toContain(`<html lang="${tag}">`);
    for (const w of words[locale]) expect(page).toContain(w);
    const english = path === '/' ? `${ORIGIN}/` : `${ORIGIN}${path}`;
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${at(locale, path)}">`);
    for (const [hreflang, href] of [
      ['en-IN', english],
      ['hi-IN', `${ORIGIN}${at('hi', path)}`],
      ['ta-IN', `${ORIGIN}${at('ta', path)}`],
      ['x-default', english],
    ])
      expect(page).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${href}">`);
    expect(page).toContain('<meta name="robots" content="index, follow">');
  });

  it.each(pages)('$path links inside the page to addresses in the language', async ({ path }) => {
    const inner = links(main(await html(at(locale, path)))).filter((href) => !/^\/(img|build)\//.test(href));
    expect(inner.length).toBeGreaterThan(0);
    expect(inner.filter((href) => !href.startsWith(`/${locale}/`))).toEqual([]);
  });

  it.each(pages)('$path says in its structured data which language the page is in, at its own address', async ({ path }) => {
    const blocks = jsonLd(await html(at(locale, path)));
    const node = blocks.find((b) => b['@id']?.endsWith('#webpage'));
    if (path === '/') return expect(node).toBeUndefined();
    expect(node).toMatchObject({ url: `${ORIGIN}${at(locale, path)}`, inLanguage: tag });
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    for (const item of crumbs.itemListElement) expect(item.item).toMatch(new RegExp(`^${ORIGIN}/${locale}/`));
  });

  it('marks the English articles as English and says so on the blog and an article', async () => {
    const list = main(await html(at(locale, '/blog')));
    expect(list).toMatch(
      /<h2 class="blog-card-title" lang="en"><a href="\/(hi|ta)\/blog\/pouch-design-that-stands-out">Five Design Rules for Pouches That Stand Out on the Shelf<\/a><\/h2>/,
    );
    const post = await html(at(locale, POST));
    expect(post).toContain('<h1 lang="en">Five Design Rules for Pouches That Stand Out on the Shelf</h1>');
    expect(post).toContain('<article class="section article" lang="en">');
    const posting = jsonLd(post).find((b) => b['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ inLanguage: 'en-IN', mainEntityOfPage: { '@id': `${ORIGIN}${at(locale, POST)}#webpage` } });
  });

  it('answers an unknown address under the language with its home page, 404 and noindex', async () => {
    const res = await get(`/${locale}/no/such/page`);
    expect(res.status).toBe(404);
    const page = (await res.text()).replaceAll('/>', '>');
    expect(page).toContain(`<html lang="${tag}">`);
    expect(page).toContain('<meta name="robots" content="noindex, follow">');
    expect(page).toContain(locale === 'hi' ? 'कस्टम प्रिंटेड पाउच से शेल्फ़ पर सबसे अलग दिखें' : 'எங்கள் வாடிக்கையாளர்கள் சொல்வது');
    expect(page).toContain(
      `<title>${locale === 'hi' ? 'PrintPouch — भारत में कस्टम प्रिंटेड स्टैंड-अप और ज़िपर पाउच' : 'PrintPouch — இந்தியாவில் கஸ்டம் பிரிண்ட் ஸ்டாண்ட்-அப் &amp; ஜிப்பர் பவுச்கள்'}</title>`,
    );
  });

  it('gives the FAQ structured data the questions as the page shows them', async () => {
    const faq = jsonLd(await html(at(locale, '/faq'))).find((b) => b['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(15);
    expect(faq.mainEntity[0].name).toBe(locale === 'hi' ? 'कम से कम कितना ऑर्डर देना होता है?' : 'குறைந்தபட்ச ஆர்டர் எண்ணிக்கை என்ன?');
  });
});

describe('the English pages keep their words', () => {
  it('shows no language note and no English marks on the English blog', async () => {
    const page = await html('/blog');
    expect(page).not.toContain('The articles are in English.');
    expect(main(page)).not.toContain('lang="en"');
    expect(page).toContain('18 Sept 2025');
  });

  it('lists the content pages in the sitemap in every language', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const path of ['/hi/faq', '/ta/aboutus', '/hi/', '/ta/blog/pouch-design-that-stands-out', '/hi/shipping']) expect(xml).toContain(`${ORIGIN}${path}`);
  });
});
