import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { products } from '@features/catalogue/products';
import { allVariants } from '@features/catalogue/catalogue';
import { chartFills } from './pouch-charts';
import { sizes } from '@features/catalogue/sizes';

const ORIGIN = 'https://www.printpouch.example';
const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));
const html = async (path: string) => {
  const res = await get(path);
  return { status: res.status, text: await res.text() };
};
const jsonLd = (text: string): Array<Record<string, any>> =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const canonical = (text: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(text)?.[1];
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
const fieldError = (text: string, field: string) =>
  decodeEntities(new RegExp(`<p class="field-error" id="finder-${field}-error">([^<]*)</p>`).exec(text)?.[1] ?? '');

describe('/size-finder', () => {
  it('is a page of its own: title, description, canonical, JSON-LD, in the sitemap', async () => {
    const { status, text } = await html('/size-finder');
    expect(status).toBe(200);
    expect(text).toMatch(/<title>Size Finder: Which Pouch Size Do I Need\? \| [^<]+<\/title>/);
    expect(text).toMatch(/<meta name="description" content="Tell us what you pack/);
    expect(canonical(text)).toBe(`${ORIGIN}/size-finder`);
    const page = jsonLd(text).find((b) => b['@type'] === 'WebPage');
    expect(page?.mainEntity).toMatchObject({ '@type': 'WebApplication', name: 'Pouch size finder' });
    expect(jsonLd(text).some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${ORIGIN}/size-finder</loc>`);
    expect(text).toContain('data-island="size-finder-page"');
    expect(answerText(text)).toContain('Choose what you pack and type the weight');
    // 15 kinds (three of them asking which form) and "something else".
    expect(text.match(/<option value="[a-z-]+"/g)).toHaveLength(16);
  });

  it.each([
    [
      'coffee-beans&variety=coffee-light-roast',
      '600',
      '2 Kg pouch',
      '600 g of light or medium roast coffee at 0.42 g/ml takes about 1.4 litres (600 ÷ 0.42). The 2 Kg pouch holds about 2 litres below its zipper',
    ],
    ['idli-dosa-batter', '1 kg', '1 Kg pouch', '1 kg of idli or dosa batter at 1.05 g/ml takes about 950 ml'],
    [
      'tea-leaves&variety=tea-ctc',
      '200',
      '500gm pouch',
      '200 g of CTC tea at 0.35 g/ml takes about 570 ml (200 ÷ 0.35). The 500gm pouch holds about 750 ml below its zipper',
    ],
    ['tea-leaves&variety=tea-orthodox', '200', '1 Kg pouch', '200 g of orthodox leaf tea at 0.18 g/ml takes about 1.1 litres'],
  ])('answers %s, %s without JavaScript, as a shareable address with /size-finder as its canonical', async (fill, grams, size, why) => {
    const { status, text } = await html(`/size-finder?fill=${fill}&grams=${encodeURIComponent(grams)}`);
    expect(status).toBe(200);
    expect(canonical(text)).toBe(`${ORIGIN}/size-finder`);
    const shown = answerText(text);
    expect(shown).toContain(size);
    expect(shown).toContain(why);
    expect(text).toMatch(/<svg class="finder-pouch"[^>]*role="img"/);
    expect(text).toContain('<rect class="finder-pouch-fill"');
  });

  it('offers every style in that size to choose, and shows the one chosen with its size page, prices and a quote that carries product, size and weight', async () => {
    const { text } = await html('/size-finder?fill=coffee-beans&variety=coffee-light-roast&grams=600&pouch=kraft-with-window');
    const inSize = allVariants.filter((v) => v.size === '2kg');
    for (const v of inSize) expect(text).toContain(`<option value="${v.product.slug}"`);
    expect(text).toContain('href="/products/kraft-with-window/2kg"');
    expect(text.match(/class="finder-offer"/g)).toHaveLength(1);
    expect(text).toContain('₹9.76 a pouch at 100, ₹9.27 from 1000');
    expect(text).toContain('href="/contactus?product=kraft-with-window&amp;size=2kg&amp;packs=600+g+of+light+or+medium+roast+coffee"');
    expect(answerText(text)).toContain('Roomier: the 3 Kg pouch');
    const enquiry = await html('/contactus?product=kraft-with-window&size=2kg&packs=600+g+of+light+or+medium+roast+coffee');
    // The enquiry form takes it as a quote line in the site's words, with what it is to pack.
    expect(enquiry.text).toMatch(
      /<a href="\/products\/kraft-with-window\/2kg">Matt Kraft With Window Stand-Up Zipper Pouch<\/a>, (<!-- -->)?2 Kg<span class="quote-summary-figures">100 pouches · estimate ₹[\d,.]+ · to pack 600 g of light or medium roast coffee<\/span>/,
    );
    expect(enquiry.text).not.toContain('size 2kg');
  });

  // The size finder, asked what a published chart puts in a pouch, answers with a pouch not
  // smaller than the chart's: never narrower and shorter both (src/features/size-finder/pouch-charts.ts).
  it.each(chartFills.map((p) => [p.fill, p.grams, p.pouch.asWritten, p] as const))(
    "answers %s, %d g (the chart's %s) with a pouch not smaller than the chart's",
    async (fill, grams, _, point) => {
      const { status, text } = await html(`/size-finder?fill=${fill}&grams=${grams}`);
      expect(status).toBe(200);
      const slug = /data-finder-size="([^"]+)"/.exec(text)?.[1] as keyof typeof sizes;
      const ours = sizes[slug].dimensions;
      expect(
        ours.width >= point.pouch.width || ours.length >= point.pouch.length,
        `${slug} ${ours.width} x ${ours.length} against ${point.pouch.width} x ${point.pouch.length}`,
      ).toBe(true);
      expect(answerText(text)).toContain(`${grams} g of light or medium roast coffee at 0.42 g/ml`);
    },
  );

  it('says when it is more than the largest pouch holds, and links bulk orders', async () => {
    const { status, text } = await html('/size-finder?fill=rice&grams=4kg');
    expect(status).toBe(200);
    expect(answerText(text)).toContain('More than our largest pouch holds');
    expect(answerText(text)).toContain('Our largest pouch, 3 Kg, has a weight limit of 3 kg');
    expect(text).toMatch(/<a href="\/bulk-orders">bulk and custom orders<\/a>/);
  });

  it.each([
    ['fill=rice&grams=0', 'grams', '0 g is too little to answer for'],
    ['fill=rice&grams=99kg', 'grams', '99 kg is more than one pouch takes'],
    ['fill=rice&grams=abc', 'grams', '"abc" is not a weight'],
    ['fill=rice&grams=', 'grams', 'Enter the weight'],
    ['fill=gravel&grams=100', 'fill', 'We do not know that product'],
    ['fill=something-else&grams=100&density=0', 'density', '"0" is not one'],
    ['fill=something-else&grams=100&density=50', 'density', '"50" is not one'],
    [`fill=${'x'.repeat(5000)}&grams=${'9'.repeat(3000)}`, 'fill', 'We do not know that product'],
    ['fill=%3Cscript%3Ealert(1)%3C%2Fscript%3E&grams=%3Cb%3E', 'grams', 'is not a weight'],
  ])('answers ?%s with 400 and the message beside the field at fault', async (query, field, message) => {
    const { status, text } = await html(`/size-finder?${query}`);
    expect(status).toBe(400);
    expect(fieldError(text, field)).toContain(message);
    expect(text).toMatch(new RegExp(`aria-invalid="true" aria-describedby="[^"]*finder-${field}-error`));
    expect(answerText(text)).toContain('Nothing to answer yet');
    expect(text).not.toContain('<script>alert');
  });

  it('sends the plain form to the first field at fault, or to the answer, and announces one line only', async () => {
    const bad = await html('/size-finder?fill=rice&grams=abc');
    expect(bad.text).toContain('action="/size-finder#finder-result"');
    expect(bad.text).toMatch(/<div class="field" id="finder-result"><label for="finder-grams">/);
    expect(bad.text.match(/id="finder-result"/g)).toHaveLength(1);
    const good = await html('/size-finder?fill=coffee-beans&variety=coffee-light-roast&grams=198');
    expect(good.text).toMatch(/<div class="finder-result is-snug" data-finder-state="fits" data-finder-size="250gm" data-finder-snug="" id="finder-result">/);
    expect(good.text.match(/id="finder-result"/g)).toHaveLength(1);
    // The answer box is not a live region; its one line is.
    expect(good.text).toMatch(/<div class="finder-answer" id="finder-answer" tabindex="-1">/);
    expect(good.text).toContain(
      '<p class="finder-line visually-hidden" role="status">250gm pouch for 198 g of light or medium roast coffee, about 83 % full: fits, but snugly; or the roomier 350gm pouch.</p>',
    );
  });

  it('preselects what a link names without asking a weight yet', async () => {
    const { status, text } = await html('/size-finder?fill=rice');
    expect(status).toBe(200);
    expect(text).toMatch(/<option value="rice" selected="">Rice<\/option>/);
  });
});

describe('links to the size finder', () => {
  it('are in the products menu, on /ourproducts, the home page, every product page and every size page', async () => {
    const pages = ['/', '/ourproducts', ...products.map((p) => `/products/${p.slug}`), ...allVariants.map((v) => v.link)];
    for (const path of pages) {
      const { text } = await html(path);
      const body = text.slice(text.indexOf('</header>'));
      expect(body, path).toContain('href="/size-finder"');
    }
    const { text } = await html('/aboutus');
    expect(text).toMatch(/<a class="mega-all" href="\/size-finder">Which size\? Size finder/);
  }, 30_000); // some 60 pages rendered in turn: a busy machine needs more than 5 s

  it("and every product page has a compact finder that answers from that product's sizes", async () => {
    for (const p of products) {
      const { text } = await html(`/products/${p.slug}`);
      expect(text, p.slug).toContain(`<input type="hidden" name="product" value="${p.slug}"/>`);
      const props = JSON.parse(decodeEntities(/data-island="size-finder"[^>]*data-props="([^"]*)"/.exec(text)![1]!));
      expect(
        props.sizes.map((s: { slug: string }) => s.slug),
        p.slug,
      ).toEqual(p.variants.map((v) => v.size));
    }
  }, 30_000); // ten product pages in turn: 5.9 s on a machine at load 29
});
