import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://www.printpouch.example';
const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));
const html = async (path: string) => {
  const res = await get(path);
  return { status: res.status, text: (await res.text()).replaceAll('/>', '>') };
};
const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
/** What the answer box says, as text. */
const answerText = (text: string) =>
  decodeEntities(
    /<div class="finder-answer"[^>]*>([\s\S]*?)<\/form>/
      .exec(text)?.[1]
      ?.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ') ?? '',
  );
/** The page's own content (between the header and the footer), as text. */
const mainText = (text: string) =>
  decodeEntities(
    /<main[^>]*>([\s\S]*?)<\/main>/
      .exec(text)?.[1]
      ?.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ') ?? '',
  );
const fieldError = (text: string, field: string) =>
  decodeEntities(new RegExp(`<p class="field-error" id="finder-${field}-error">([^<]*)</p>`).exec(text)?.[1] ?? '');
const jsonLd = (text: string): Array<Record<string, any>> =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
/** Every link inside the page's main content. */
const mainLinks = (text: string) =>
  [...(/<main[^>]*>([\s\S]*?)<\/main>/.exec(text)?.[1] ?? '').matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!));

const pages = [
  {
    locale: 'hi',
    tag: 'hi-IN',
    title: 'साइज़ फ़ाइंडर: मुझे कौन-सा पाउच साइज़ चाहिए?',
    words: [
      'आप जो पैक करते हैं, उसके लिए कौन-सा पाउच साइज़?',
      'हम साइज़ कैसे निकालते हैं',
      'मेरा साइज़ बताएँ',
      'कुछ और (उसकी डेंसिटी दें)',
      'चुनें कि आप क्या पैक करते हैं और एक पाउच का वज़न लिखें',
    ],
    answer: {
      query: 'fill=tea-leaves&variety=tea-ctc&grams=200',
      says: [
        '500 ग्राम पाउच',
        '0.35 g/ml पर 200 ग्राम CTC चाय को लगभग 570 ml जगह चाहिए (200 ÷ 0.35)। 500 ग्राम पाउच में ज़िपर के नीचे लगभग 750 ml जगह है',
        'कोटेशन माँगें',
        'अपना डिज़ाइन आज़माएँ',
      ],
    },
    typed: { query: 'fill=rice&grams=1.5%20%E0%A4%95%E0%A4%BF%E0%A4%B2%E0%A5%8B', says: '1.5 किलो चावल' },
    fault: { query: 'fill=rice&grams=lots', field: 'grams', says: '"lots" वज़न नहीं है। ग्राम या किलो में लिखें, जैसे 750 ग्राम या 1.5 किलो।' },
  },
  {
    locale: 'ta',
    tag: 'ta-IN',
    title: 'அளவு கண்டுபிடிப்பான்: எனக்கு எந்தப் பவுச் அளவு?',
    words: [
      'நீங்கள் பேக் செய்வதற்கு எந்தப் பவுச் அளவு?',
      'நாங்கள் எப்படிக் கணக்கிடுகிறோம்',
      'என் அளவைக் கண்டறி',
      'வேறு ஏதாவது (அதன் டென்சிட்டியைக் கொடுங்கள்)',
      'நீங்கள் பேக் செய்வதைத் தேர்ந்தெடுத்து',
    ],
    answer: {
      query: 'fill=tea-leaves&variety=tea-ctc&grams=200',
      says: [
        '500 கிராம் பவுச்',
        '0.35 g/ml அடர்த்தியில் 200 கிராம் CTC டீ சுமார் 570 ml இடம் எடுக்கும் (200 ÷ 0.35). 500 கிராம் பவுச் ஜிப்பருக்குக் கீழே சுமார் 750 ml கொள்ளும்',
        'விலைப்புள்ளி கேளுங்கள்',
        'டிசைனைப் போட்டுப் பாருங்கள்',
      ],
    },
    typed: { query: 'fill=rice&grams=1.5%20%E0%AE%95%E0%AE%BF%E0%AE%B2%E0%AF%8B', says: '1.5 கிலோ அரிசி' },
    fault: { query: 'fill=rice&grams=lots', field: 'grams', says: '"lots" ஒரு எடை அல்ல. கிராம் அல்லது கிலோவில் உள்ளிடுங்கள், எ.கா. 750 கிராம் அல்லது 1.5 கிலோ.' },
  },
] as const;

describe.each(pages)('/$locale/size-finder', (p) => {
  const self = `/${p.locale}/size-finder`;

  it('answers 200 in its language, with its own canonical and every language as an alternate', async () => {
    const { status, text } = await html(self);
    expect(status).toBe(200);
    expect(text.startsWith(`<!DOCTYPE html><html lang="${p.tag}">`)).toBe(true);
    expect(text).toContain(`<title>${p.title} | `);
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}${self}">`);
    for (const [hreflang, path] of [
      ['en-IN', '/size-finder'],
      ['hi-IN', '/hi/size-finder'],
      ['ta-IN', '/ta/size-finder'],
      ['x-default', '/size-finder'],
    ]) {
      expect(text).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${ORIGIN}${path}">`);
    }
    const shown = mainText(text);
    for (const words of p.words) expect(shown).toContain(words);
    // No English sentence of the finder is left on the page.
    for (const english of [
      'Which pouch size holds what you pack?',
      'How we work it out',
      'Find my size',
      'What you pack',
      'Weight in one pouch',
      'Rice it holds',
      'No published figure found',
      'All products and sizes',
    ]) {
      expect(shown).not.toContain(english);
    }
  });

  it('links within its language, and says so in its structured data', async () => {
    const { text } = await html(self);
    expect(text).toContain(`<form class="finder" noValidate="" action="${self}#finder-result" method="get">`);
    const links = mainLinks(text).filter((href) => href.startsWith('/'));
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(href).toMatch(new RegExp(`^/${p.locale}/`));
    const page = jsonLd(text).find((b) => b['@type'] === 'WebPage')!;
    expect(page).toMatchObject({ url: `${ORIGIN}${self}`, inLanguage: p.tag, name: p.title });
    expect(page.mainEntity.url).toBe(`${ORIGIN}${self}`);
    const crumbs = jsonLd(text)
      .find((b) => b['@type'] === 'BreadcrumbList')!
      .itemListElement.map((i: { item: string }) => i.item);
    expect(crumbs).toEqual([`${ORIGIN}/${p.locale}/`, `${ORIGIN}/${p.locale}/products`, `${ORIGIN}${self}`]);
    // The publications the densities come from are English titles, marked as such.
    expect(text).toContain('<span lang="en">The Engineering ToolBox, &quot;Bulk Density – Food Products&quot;');
  });

  it('answers without JavaScript, as the form asks it: in its words, with its pouches, their pages and the quote in its language', async () => {
    const { status, text } = await html(`${self}?${p.answer.query}`);
    expect(status).toBe(200);
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}${self}">`);
    const shown = answerText(text);
    for (const words of p.answer.says) expect(shown).toContain(words);
    expect(shown).not.toMatch(/\b(pouch for|holds about|Request a quote|Try your design)\b/);
    expect(text).toContain(`href="/${p.locale}/products/kraft-with-window/500gm"`);
    expect(text).toContain(`href="/${p.locale}/products/kraft-with-window/500gm#try-design"`);
    expect(text).toMatch(new RegExp(`href="/${p.locale}/contactus\\?product=kraft-with-window&amp;size=500gm&amp;packs=`));
    expect(text).toMatch(/<svg class="finder-pouch"[^>]*role="img"/);
  });

  it('reads a weight typed in its own words', async () => {
    const { status, text } = await html(`${self}?${p.typed.query}`);
    expect(status).toBe(200);
    expect(answerText(text)).toContain(p.typed.says);
  });

  it('explains a fault beside its field in its language, with 400', async () => {
    const { status, text } = await html(`${self}?${p.fault.query}`);
    expect(status).toBe(400);
    expect(fieldError(text, p.fault.field)).toBe(p.fault.says);
  });
});

describe('/size-finder in the sitemap', () => {
  it('names its Hindi and Tamil addresses as alternates', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const entry = /<url><loc>https:\/\/www\.printpouch\.example\/size-finder<\/loc>.*?<\/url>/.exec(xml)?.[0] ?? '';
    expect(entry).toContain(`hreflang="hi-IN" href="${ORIGIN}/hi/size-finder"`);
    expect(entry).toContain(`hreflang="ta-IN" href="${ORIGIN}/ta/size-finder"`);
  });
});
