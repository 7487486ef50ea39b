import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { findProduct } from './catalogue';

// A custom size's page in Hindi and Tamil, as the worker serves it: its words, its head (title,
// description, canonical, no alternates: it is noindex), its structured data and links, and what a
// query that names no size, or one outside the machine's range, answers in the page's language.
const ORIGIN = 'https://www.printpouch.example';
const QUERY = '?w=240&l=318&g=44';
const PATH = `/products/kraft-with-window/custom${QUERY}`;
const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));
/** A page's HTML with React's `/>` on void elements written as `>`, and without the marks React puts between text pieces. */
const tidy = (text: string) => text.replaceAll('/>', '>').replaceAll('<!-- -->', '');
const html = async (path: string) => tidy(await (await get(path)).text());
/** The page's own content, between <main> and </main>. */
const main = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>') + '</main>'.length);
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
const attr = (text: string) => text.replaceAll('&', '&amp;');
const jsonLd = (page: string): Array<Record<string, any>> =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const islandProps = (page: string, name: string): Record<string, any> =>
  JSON.parse(decode(new RegExp(`<site-island data-island="${name}"[^>]*data-props="([^"]*)"`).exec(page)?.[1] ?? '{}'));

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * What a reader reads of a piece of HTML, outside elements marked lang="en": its text, each run
 * between tags a piece, and the words of its alt, aria-label, title and placeholder attributes.
 */
function readable(part: string): string[] {
  const pieces: string[] = [];
  const stack: Array<{ tag: string; en: boolean; hidden: boolean }> = [];
  const inEnglish = () => stack.some((s) => s.en);
  for (const token of part.match(/<[^>]+>|[^<]+/g) ?? []) {
    if (token.startsWith('<!')) continue;
    const close = /^<\/([\w-]+)/.exec(token);
    if (close) {
      const at = stack.map((s) => s.tag).lastIndexOf(close[1]!.toLowerCase());
      if (at >= 0) stack.length = at;
      continue;
    }
    const open = /^<([\w-]+)/.exec(token);
    if (open) {
      const tag = open[1]!.toLowerCase();
      const en = /\slang="en(-IN)?"/.test(token);
      if (!en && !inEnglish()) for (const m of token.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]+)"/g)) pieces.push(decode(m[1]!));
      if (!VOID.has(tag) && !token.endsWith('/>')) stack.push({ tag, en, hidden: tag === 'script' || tag === 'style' || tag === 'template' });
      continue;
    }
    if (stack.some((s) => s.hidden) || inEnglish()) continue;
    const text = decode(token).replace(/\s+/g, ' ').trim();
    if (text) pieces.push(text);
  }
  return pieces;
}

/** Words that stay in Latin letters in every language: units, file formats, codes and the colour model. */
const CODES = new Set([
  'x',
  'mm',
  'cm',
  'ml',
  'g',
  'kg',
  'dpi',
  'ppi',
  'GSM',
  'PET',
  'PDF',
  'X',
  'SVG',
  'AI',
  'EPS',
  'PSD',
  'CDR',
  'TIFF',
  'PNG',
  'JPEG',
  'ZIP',
  'CMYK',
  'FMCG',
  'JavaScript',
  'White',
  'Dieline',
  'Adobe',
  'Illustrator',
  'Photoshop',
  'CorelDRAW',
]);
/** A piece's Latin words that are not codes: what would be English left in a Hindi or Tamil page. */
const englishWords = (piece: string) => (piece.match(/[A-Za-z]+(?:'[A-Za-z]+)*/g) ?? []).filter((w) => !CODES.has(w));

describe.each(['hi', 'ta'] as const)('a custom size in %s', (locale) => {
  const tag = `${locale}-IN`;
  const other = locale === 'hi' ? 'ta' : 'hi';
  const script = locale === 'hi' ? /[\u0900-\u097f]/ : /[\u0b80-\u0bff]/;
  const at = (path: string) => `/${locale}${path}`;
  const product = findProduct('kraft-with-window')!;

  it('answers 200 in the language, noindex, with its own canonical, no alternates and the switcher to the same size', async () => {
    const res = await get(at(PATH));
    expect(res.status).toBe(200);
    const page = tidy(await res.text());
    expect(page.startsWith(`<!DOCTYPE html><html lang="${tag}">`)).toBe(true);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${attr(at(PATH))}">`);
    expect(page).toContain('<meta name="robots" content="noindex, follow">');
    // Like the other noindex pages in three languages (quote, wishlist, search): no hreflang between pages kept out of search.
    expect(page).not.toContain('<link rel="alternate"');
    const switcher = /<nav class="lang-switch"[^>]*>(.*?)<\/nav>/s.exec(page)?.[1] ?? '';
    expect(switcher).toContain(`href="${attr(PATH)}"`);
    expect(switcher).toContain(`href="/${other}${attr(PATH)}"`);
  });

  it('writes every sentence of the English page in the language: none of its words are left outside lang="en"', async () => {
    const english = readable(main(await html(PATH)));
    const page = await html(at(PATH));
    const own = readable(main(page));
    // The English page's sentences and labels (two words or more), none of them read on this page.
    const sentences = english.filter((p) => englishWords(p).length >= 2);
    expect(sentences.length).toBeGreaterThan(30);
    const joined = own.join('\n');
    expect(sentences.filter((s) => joined.includes(s))).toEqual([]);
    // And no piece of this page says an English word but for codes and units: each piece is in the language.
    expect(own.filter((p) => englishWords(p).length > 0)).toEqual([]);
    expect(own.filter((p) => /[A-Za-z]{3}/.test(p) && !script.test(p) && englishWords(p).length > 0)).toEqual([]);
    // The title and description are the language's too.
    const title = decode(/<title>(.*?)<\/title>/.exec(page)![1]!);
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(page)![1]!);
    for (const words of [title.replace(/ \| PrintPouch$/, ''), description]) {
      expect(words).toMatch(script);
      expect(englishWords(words), words).toEqual([]);
    }
  });

  it('says the words a buyer reads in the language: trail, category, gusset, machine range, what a price includes', async () => {
    const page = decode(await html(at(PATH)));
    const words =
      locale === 'hi'
        ? [
            '>होम</a>',
            '>प्रोडक्ट</a>',
            `>${product.menuLabel.hi}</a>`,
            '<span aria-current="page">कस्टम साइज़</span>',
            'कस्टम साइज़ · ज़िप पाउच',
            `<h1 id="size-title">${product.name.hi}, कस्टम 240 x 318 + 44 mm</h1>`,
            '240 x 318 + 44 mm (+ 44: नीचे का गसेट, कुल 44 mm, 22 + 22 मोड़कर)',
            '(हमारे स्टॉक साइज़ों का दायरा, 50 ग्राम (100 x 150 + 30 mm) से 3 किलो (300 x 345 + 50 mm) तक)',
            'हर कीमत एक तैयार पाउच की है',
            'प्रिंट टेम्पलेट डाउनलोड करें (PDF, 240 x 318 + 44 mm)',
            'लगभग 2.03 किलो चावल',
          ]
        : [
            '>முகப்பு</a>',
            '>பொருட்கள்</a>',
            `>${product.menuLabel.ta}</a>`,
            '<span aria-current="page">கஸ்டம் அளவு</span>',
            'கஸ்டம் அளவு · ஜிப் பவுச்',
            `<h1 id="size-title">${product.name.ta}, கஸ்டம் 240 x 318 + 44 mm</h1>`,
            '240 x 318 + 44 mm (+ 44: அடிப்பகுதி கஸெட், மொத்தம் 44 mm, 22 + 22 ஆக மடித்தது)',
            '(எங்கள் ஸ்டாக் அளவுகளின் வரம்பு, 50 கிராம் (100 x 150 + 30 mm) முதல் 3 கிலோ (300 x 345 + 50 mm) வரை)',
            'ஒவ்வொரு விலையும் ஒரு முழுமையான பவுச்சுக்கானது',
            'சுமார் 2.03 கிலோ அரிசி',
          ];
    for (const w of words) expect(page).toContain(w);
  });

  it("gives its islands the words of the language: the PDF button, and the mock-up's name and material of the pouch", async () => {
    const page = await html(at(PATH));
    const pdf = islandProps(page, 'template-pdf');
    expect(pdf.label).toMatch(script);
    expect(pdf.fileName).toBe('printpouch-kraft-with-window-custom-240x318x44-dieline.pdf');
    // The PDF made here and the SVG beside it say "download" with the same word.
    const svg = /<a class="btn btn-ghost" href="[^"]*" download="[^"]*" type="image\/svg\+xml">([^<]*)<\/a>/.exec(page)?.[1];
    expect(decode(svg ?? '')).toBe(pdf.label.replace('PDF', 'SVG'));
    const mockup = islandProps(page, 'design-mockup');
    expect([mockup.productName, mockup.materialLabel]).toEqual([product.name[locale], product.materialLabel[locale]]);
    // The template's own text and the file's name stay the catalogue's English.
    expect(mockup.templateName).toBe(product.name.en);
    expect(islandProps(page, 'quote-request').action).toBe(`/${locale}/contactus`);
  });

  it('names its trail in the language in its structured data, at addresses in the language', async () => {
    const trail = jsonLd(await html(at(PATH))).find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement.map((c: { name: string }) => c.name)).toEqual(
      locale === 'hi' ? ['होम', 'प्रोडक्ट', product.menuLabel.hi, 'कस्टम साइज़'] : ['முகப்பு', 'பொருட்கள்', product.menuLabel.ta, 'கஸ்டம் அளவு'],
    );
    for (const c of trail.itemListElement) expect(c.item).toMatch(new RegExp(`^${ORIGIN}/${locale}/`));
  });

  it('links inside the page to addresses in the language (print templates are files, not pages)', async () => {
    const links = [...main(await html(at(PATH))).matchAll(/href="(\/(?!\/)[^"]*)"/g)]
      .map((m) => decode(m[1]!))
      .filter((href) => !/^\/(img|build)\//.test(href) && !/\/dieline\.(pdf|svg)\?/.test(href));
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links.filter((href) => !href.startsWith(`/${locale}/`))).toEqual([]);
  });

  it("is where the size finder's answer in the language leads for a size made for the product", async () => {
    const answer = await html(at('/size-finder?fill=coffee-beans&variety=coffee-light-roast&grams=1000'));
    const custom = [...new Set([...answer.matchAll(/href="([^"]*\/custom\?[^"#]*)/g)].map((m) => decode(m[1]!)))];
    // The link names what the size was made for after the size (its page's Holds line starts with it).
    expect(custom).toEqual([`${at(PATH)}&for=coffee-light-roast&grams=1000`]);
    const res = await get(custom[0]!);
    expect(res.status).toBe(200);
    expect(tidy(await res.text())).toContain(`<html lang="${tag}">`);
  });

  it("redirects a size outside the machine's range, or extra parameters, to the nearest size inside, in the language", async () => {
    for (const [asked, to] of [
      ['/products/kraft-with-window/custom?w=999&l=318&g=44', '/products/kraft-with-window/custom?w=300&l=318&g=44'],
      ['/products/kraft-with-window/custom?w=10&l=10&g=0', '/products/kraft-with-window/custom?w=100&l=150&g=30'],
      [`${PATH}&utm=x`, PATH],
    ] as const) {
      const res = await get(at(asked));
      expect(res.status, asked).toBe(301);
      expect(res.headers.get('location'), asked).toBe(at(to));
    }
  });

  it('answers a query that names no size, and a product we do not make, with the 404 page in the language', async () => {
    for (const bad of [
      '/products/kraft-with-window/custom?w=240.5&l=318&g=44',
      '/products/kraft-with-window/custom?w=abc&l=318&g=44',
      '/products/kraft-with-window/custom',
      '/products/no-such-pouch/custom?w=240&l=318&g=44',
    ]) {
      const res = await get(at(bad));
      expect(res.status, bad).toBe(404);
      const page = tidy(await res.text());
      expect(page.startsWith(`<!DOCTYPE html><html lang="${tag}">`), bad).toBe(true);
      expect(page).toContain('<meta name="robots" content="noindex, follow">');
      const own = readable(main(page));
      expect(
        own.filter((p) => englishWords(p).length >= 2),
        bad,
      ).toEqual([]);
    }
  });
});

describe('the custom size page in English stays as it was', () => {
  it('keeps its words and English addresses, and its trail in its structured data', async () => {
    const raw = await html(PATH);
    const page = decode(raw);
    expect(page).toContain('<html lang="en-IN">');
    expect(page).toContain('<h1 id="size-title">Matt Kraft With Window Stand-Up Zipper Pouch, Custom 240 x 318 + 44 mm</h1>');
    expect(page).toContain('Custom size · Zip Pouch');
    expect(page).toContain('240 x 318 + 44 mm (+ 44: the bottom gusset, 44 mm in all, folded 22 + 22)');
    expect(page).toContain('(the span of our stock sizes, 50gm (100 x 150 + 30 mm) to 3 Kg (300 x 345 + 50 mm))');
    expect(page).toContain(
      'Each price is for one finished pouch, digitally printed in full colour with your design (no plate or setup charge), taxes included; shipping may apply.',
    );
    expect(main(page)).not.toContain('lang="en"');
    expect([...main(page).matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!).filter((h) => /^\/(hi|ta)\//.test(h))).toEqual([]);
    expect(islandProps(raw, 'design-mockup').productName).toBe('Matt Kraft With Window Stand-Up Zipper Pouch');
    const trail = jsonLd(raw).find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(trail.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Products', 'Matt Kraft With Window Zipper Pouch', 'Custom size']);
    expect((await get('/products/kraft-with-window/custom?w=999&l=318&g=44')).headers.get('location')).toBe(
      '/products/kraft-with-window/custom?w=300&l=318&g=44',
    );
  });
});
