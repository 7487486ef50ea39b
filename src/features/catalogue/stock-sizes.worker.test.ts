import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { allVariants } from './catalogue';
import { SIZE_SLUGS, sizes } from './sizes';

/** The sizes the catalogue sells, read from its products, smallest first. */
const stockSizes = SIZE_SLUGS.filter((slug) => allVariants.some((v) => v.size === slug)).map((slug) => sizes[slug]);

const get = async (path: string) => {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`));
  expect(res.status, path).toBe(200);
  return res.text();
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('every list of stock sizes comes from the catalogue, and they agree', () => {
  it('names the same sizes, in the same order, in the FAQ, the size table, the About page and the size pages', async () => {
    const labels = stockSizes.map((s) => s.label);
    const list = `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
    // The FAQ's answer lists them all.
    expect(text(await get('/faq'))).toContain(`Stock sizes are ${list}.`);
    // The size finder's table has a row for each, and no other.
    const finder = await get('/size-finder');
    const table = /<table class="finder-table finder-sizes-table"[\s\S]*?<\/table>/.exec(finder)![0];
    expect([...table.matchAll(/<th scope="row">([^<]+)<\/th>/g)].map((m) => m[1])).toEqual(labels);
    // About says the span from the same list.
    expect(text(await get('/aboutus'))).toContain(`from ${labels[0]} to ${labels.at(-1)}`);
    // Each stock size has its pages, and each page names its size as the catalogue does, and says
    // what the name means without calling it the most the pouch carries.
    for (const size of stockSizes) {
      const v = allVariants.find((x) => x.size === size.slug)!;
      const page = text(await get(v.link));
      expect(page, v.link).toContain(`Size name ${v.capacity.en}: the trade's name and its weight limit, not what it holds (see Capacity)`);
      expect(v.capacity.en.replace(/\s/g, '').toLowerCase().startsWith(size.label.replace(/\s/g, '').toLowerCase()), v.link).toBe(true);
      expect(page, v.link).not.toContain('most it is made to carry');
    }
  });

  it('says the same in Hindi and Tamil', async () => {
    expect(text(await get('/hi/faq'))).toContain('स्टॉक साइज़ हैं 50 ग्राम, 100 ग्राम, 200 ग्राम, 250 ग्राम, 350 ग्राम, 500 ग्राम, 1 किलो, 2 किलो और 3 किलो।');
    expect(text(await get('/ta/faq'))).toContain('வழக்கமான அளவுகள்: 50 கிராம், 100 கிராம், 200 கிராம், 250 கிராம், 350 கிராம், 500 கிராம், 1 கிலோ, 2 கிலோ மற்றும் 3 கிலோ.');
  });
});

describe("a size page's specification", () => {
  it.each([
    ['', ['SKU Code', 'Capacity', 'Dimensions']],
    ['/hi', ['SKU कोड', 'क्षमता', 'माप']],
    ['/ta', ['SKU குறியீடு', 'கொள்ளளவு', 'அளவுகள்']],
  ])('names its SKU code, capacity and dimensions with those words (%s)', async (prefix, words) => {
    const html = await get(`${prefix}/products/kraft-with-window/100gm`);
    const spec = /<dl class="spec-list">([\s\S]*?)<\/dl>/.exec(html)![1]!;
    const terms = [...spec.matchAll(/<dt>([^<]+)<\/dt>/g)].map((m) => m[1]);
    expect(terms).toEqual(expect.arrayContaining(words));
    expect(text(spec)).toContain('M-KWZ-100');
  });
});
