import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { allVariants, ordering, products } from '@features/catalogue';
import { facts } from '@platform/content/facts';
import { groupIndian } from '@platform/i18n/format';
import { locales, localePath, type Locale } from '@platform/i18n/locales';
import { blogPosts } from './content/blog';
import { faqs } from './content/faq';

const get = async (path: string) => {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));
  expect(res.status, path).toBe(200);
  return res.text();
};

/** What a reader sees of a page, and what a search result shows of it (its description). */
const readable = (html: string) => {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return `${description} ${html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')}`
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
};

// A figure that is not the end of a range ("100–400 pouches" is a price band, not a minimum).
const figure = String.raw`(?<![\d,–-])(\d[\d,]*)`;
/** Each language's ways of stating a minimum order: "from 100 pouches", "100 पाउच से", "100 பவுச்களிலிருந்தே", "minimum … 100". */
const stated: Record<Locale, RegExp[]> = {
  en: [new RegExp(String.raw`(?:minimum|from|start(?:s|ing)? (?:at|from))\D{0,40}?${figure}[ -](?:printed )?(?:pouch(?:es)?|pieces?|pcs)\b`, 'gi')],
  hi: [
    new RegExp(String.raw`${figure}[ -](?:प्रिंटेड )?(?:पाउच|पीस)\S* से(?! ज़्यादा| अधिक| ऊपर| कम)`, 'gu'),
    new RegExp(String.raw`(?:कम से कम|न्यूनतम)\D{0,40}?${figure} (?:पाउच|पीस)`, 'gu'),
  ],
  ta: [
    new RegExp(String.raw`${figure}[ -](?:பிரிண்ட் )?(?:பவுச்|பீஸ்)\S*(?:லிருந்து|லிருந்தே|ில் தொடங்)`, 'gu'),
    new RegExp(String.raw`${figure} (?:பவுச்|பீஸ்)\S* (?:தொடங்)`, 'gu'),
    new RegExp(String.raw`குறைந்தபட்ச\D{0,40}?${figure} (?:பவுச்|பீஸ்)`, 'gu'),
  ],
};
/** A sentence that says there is no minimum at all. */
const noMinimum: Record<Locale, RegExp> = {
  en: /\bno minimum/i,
  hi: /बिना[^।]{0,25}न्यूनतम/u,
  ta: /குறைந்தபட்ச\S*\s+(?:இல்லை|இல்லாமல்)/u,
};

const paths = [
  '/',
  '/faq',
  '/aboutus',
  '/ourproducts',
  '/products',
  '/contactus',
  '/offers',
  '/bulk-orders',
  ...products.map((p) => `/products/${p.slug}`),
  ...products.map((p) => allVariants.find((v) => v.product.slug === p.slug)!.link),
  '/products/kraft-with-window/custom?w=240&l=318&g=44',
  ...blogPosts.map((post) => `/blog/${post.slug}`),
];

describe('the minimum order', () => {
  it.each(locales.map((l) => [l]))('is the same figure, facts.trialPouches, on every page that states one, in %s', async (locale) => {
    let statements = 0;
    for (const path of paths) {
      const body = readable(await get(localePath(locale, path)));
      expect(noMinimum[locale].exec(body)?.[0], `${locale} ${path} says there is no minimum`).toBeUndefined();
      for (const pattern of stated[locale]) {
        for (const m of body.matchAll(pattern)) {
          expect(Number(m[1]!.replace(/,/g, '')), `${locale} ${path}: ${m[0]}`).toBe(facts.trialPouches);
          statements++;
        }
      }
    }
    // The statements were read: the home page, the FAQ, each product and size page state one.
    expect(statements).toBeGreaterThanOrEqual(2 * products.length);
  });

  it.each(locales.map((l) => [l]))('is explained in the FAQ against the 1,000 pieces quoted elsewhere, in %s', async (locale) => {
    const answer = faqs.find((f) => f.id === 'minimum-order')!.answer[locale];
    const body = readable(await get(localePath(locale, '/faq')));
    expect(body).toContain(answer);
    expect(answer).toContain(groupIndian(facts.trialPouches, 0));
    expect(ordering.lowestPriceFromUnits).toBe(1000);
    expect(answer).toContain(groupIndian(ordering.lowestPriceFromUnits, 0));
  });
});
