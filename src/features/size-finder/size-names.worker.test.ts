import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sizes } from '@features/catalogue';
import { FILL_LIMIT, fillKinds, riceHeld, usableVolumeMl } from './fill';
import { formatWeight } from './model';

/**
 * Issue 63: a buyer must never read a size's name as a promise its own figures break. The model
 * fills no size past the weight in its name (its weight limit) and says what it holds of each
 * product from its room; the size table, the finder's answer, a size page and the FAQ say that
 * in the same words, in every language, and none says a size is made for or holds "up to" its name.
 */

const get = async (path: string) => {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`));
  expect(res.status, path).toBe(200);
  return res.text();
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const main = (html: string) => text(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)![1]!);

const languages = [
  {
    locale: 'en',
    prefix: '',
    limit: 'weight limit',
    // What the 250gm pouch holds of CTC tea, in the answer for 250 g of it.
    heldTea: (held: string) => `The 250gm pouch holds only about ${held} of CTC tea`,
    kiloRice: (held: string) => `the 1 Kg holds about ${held} of rice`,
    // The wordings that made a name a promise: "up to 1 kg" beside 900 g of rice, names said to be rice's weight.
    promises: [
      /\bup to \d+(?:\.\d+)? ?k?g\b(?!\/)/,
      /made for up to/,
      /for dense products such as rice/,
      /trade names are the weight of rice/,
      /most it is made to carry/,
    ],
  },
  {
    locale: 'hi',
    prefix: '/hi',
    limit: 'वज़न की सीमा',
    heldTea: (held: string) => `250 ग्राम पाउच में सिर्फ़ लगभग ${held} CTC चाय की जगह है`,
    kiloRice: (held: string) => `1 किलो वाले में लगभग ${held} चावल आता है`,
    promises: [
      /(?<!से |[\d.])\d+(?:\.\d+)? (ग्राम|किलो) तक/u,
      /चावल जैसे भारी प्रोडक्ट के हिसाब से/,
      /उतने चावल या अनाज के वज़न पर/,
      /ज़्यादा से ज़्यादा \d+ (ग्राम|किलो) के लिए बना/,
    ],
  },
  {
    locale: 'ta',
    prefix: '/ta',
    limit: 'எடை வரம்பு',
    heldTea: (held: string) => `250 கிராம் பவுச்சில் சுமார் ${held} CTC டீ மட்டுமே கொள்ளும்`,
    kiloRice: (held: string) => `1 கிலோ பவுச்சில் சுமார் ${held} அரிசி கொள்ளும்`,
    promises: [/(?<!முதல் |[\d.])\d+(?:\.\d+)? (கிராம்|கிலோ) வரை/u, /அரிசி போன்ற அடர்த்தியான பொருட்களுக்கானது/, /அரிசி அல்லது தானியத்தின் எடை/, /தாங்கும்படி செய்யப்பட்டது/],
  },
] as const;

/** What the model says the 250gm pouch holds of CTC tea, filled to the limit, rounded down to 10 g. */
const teaIn250 = Math.floor((usableVolumeMl['250gm'] * FILL_LIMIT * fillKinds.find((k) => k.slug === 'tea-ctc')!.density) / 10) * 10;
const riceIn1kg = riceHeld({ usableMl: usableVolumeMl['1kg'], grams: sizes['1kg'].grams });

describe("a size's name is its weight limit, and what it holds is the promise (issue 63)", () => {
  it.each(languages)(
    'the size table shows the limit beside what each size holds of rice, never "up to" ($locale)',
    async ({ locale, prefix, limit, promises }) => {
      const html = await get(`${prefix}/size-finder`);
      const table = /<table class="finder-table finder-sizes-table"[\s\S]*?<\/table>/.exec(html)![0];
      const head = [...table.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1]!);
      const limitColumn = head.findIndex((h) => h.toLowerCase() === limit);
      const riceColumn = head.length - 2;
      expect(limitColumn, head.join(' | ')).toBe(head.length - 1);
      const rows = [...table.matchAll(/<tr><th scope="row">[\s\S]*?<\/tr>/g)].map((r) => [...r[0].matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((c) => c[1]!));
      expect(rows).toHaveLength(Object.values(sizes).length);
      for (const row of rows) {
        const size = Object.values(sizes).find((s) => formatWeight(s.grams, locale) === row[limitColumn]);
        expect(size, row.join(' | ')).toBeDefined();
        // The rice figure is the model's, never more than the limit.
        expect(row[riceColumn]).toBe(formatWeight(riceHeld({ usableMl: usableVolumeMl[size!.slug], grams: size!.grams }), locale));
      }
      const page = main(html);
      for (const p of promises) expect(page).not.toMatch(p);
      expect(page).toContain(limit);
    },
  );

  it.each(languages)(
    "the finder's answer for 250 g of CTC tea says what the 250gm pouch holds of it ($locale)",
    async ({ prefix, heldTea, limit, promises, locale }) => {
      const page = main(await get(`${prefix}/size-finder?fill=tea-leaves&variety=tea-ctc&grams=250`));
      expect(teaIn250).toBeLessThan(250);
      expect(page).toContain(heldTea(formatWeight(teaIn250, locale)));
      expect(page).toContain(limit);
      for (const p of promises) expect(page).not.toMatch(p);
    },
  );

  it.each(languages)(
    'the 1 Kg size page names the limit in its specification and says what it holds of rice ($locale)',
    async ({ prefix, limit, promises, locale }) => {
      const html = await get(`${prefix}/products/kraft-with-window/1kg`);
      const spec = text(/<dl class="spec-list">([\s\S]*?)<\/dl>/.exec(html)![1]!);
      expect(spec).toContain(limit);
      expect(spec).toContain(formatWeight(riceIn1kg, locale));
      const page = main(html);
      for (const p of promises) expect(page).not.toMatch(p);
    },
  );

  it.each(languages)(
    'the FAQ says a name is the weight limit, with what the 1 Kg holds of rice ($locale)',
    async ({ prefix, limit, kiloRice, promises, locale }) => {
      const page = main(await get(`${prefix}/faq`));
      expect(page).toContain(limit);
      expect(page).toContain(kiloRice(formatWeight(riceIn1kg, locale)));
      for (const p of promises) expect(page).not.toMatch(p);
    },
  );
});
