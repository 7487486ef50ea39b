import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { findProduct, allVariants } from './catalogue';
import { customVariant } from './custom-variant';
import { templateSpec, variantDieline } from '@features/print-templates/template-files';
import { assetsFor } from '@platform/render/assets';
import { itemsText, priceItems } from '@features/enquiry/intake/items';
import { fillKinds, FILL_LIMIT, usableVolumeMl } from '@features/size-finder/fill';
import { sizes, SIZE_SLUGS } from './sizes';
import { facts } from '@platform/content/facts';
import { pouchVolumeMl as usableMl } from '@features/size-finder/pouch-volume';
import { itemsRules } from '@features/enquiry/intake/items.rules';

const { itemsSchema } = await itemsRules();

const origin = 'http://localhost';
const get = (path: string) => exports.default.fetch(new Request(`${origin}${path}`, { redirect: 'manual' }));
const flat = { width: 240, length: 318, gusset: 44 };
const page = '/products/kraft-with-window/custom?w=240&l=318&g=44';

describe('a custom size at /products/<slug>/custom?w=&l=&g=', () => {
  it('is a page, kept out of search results, with the mock-up, its SVG template and price on request', async () => {
    const res = await get(page);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('Custom 240 x 318 + 44 mm');
    expect(html).toContain('id="try-design"');
    expect(html).toContain('/products/kraft-with-window/custom/dieline.svg?w=240&amp;l=318&amp;g=44');
    expect(html).toContain('Price on request');
    expect(html).toContain('value="custom-240x318x44"');
  });

  it('redirects whole millimetres outside the machine range to the nearest size inside, and extra parameters to the canonical address', async () => {
    for (const [asked, to] of [
      ['/products/kraft-with-window/custom?w=999&l=318&g=44', '/products/kraft-with-window/custom?w=300&l=318&g=44'],
      ['/products/kraft-with-window/custom?w=10&l=10&g=0', '/products/kraft-with-window/custom?w=100&l=150&g=30'],
      [`${page}&utm=x`, page],
      ['/products/kraft-with-window/custom/dieline.svg?w=400&l=318&g=44', '/products/kraft-with-window/custom/dieline.svg?w=300&l=318&g=44'],
    ] as const) {
      const res = await get(asked);
      expect(res.status, asked).toBe(301);
      expect(new URL(res.headers.get('location')!, origin).pathname + new URL(res.headers.get('location')!, origin).search, asked).toBe(to);
    }
  });

  it('has one address for one size: duplicate, zero-padded or reordered parameters redirect to it, in the language asked', async () => {
    const location = (res: Response) => {
      const to = new URL(res.headers.get('location')!, origin);
      return to.origin === origin ? to.pathname + to.search : to.href;
    };
    for (const [asked, to] of [
      [`${page}&w=999`, page],
      ['/products/kraft-with-window/custom?w=999&w=240&l=318&g=44', '/products/kraft-with-window/custom?w=300&l=318&g=44'],
      ['/products/kraft-with-window/custom?w=0240&l=318&g=44', page],
      ['/products/kraft-with-window/custom?w=240&l=0318&g=044', page],
      ['/products/kraft-with-window/custom?l=318&w=240&g=44', page],
      ['/products/kraft-with-window/custom?w=240&l=318&g=44&', page],
      ['/products/kraft-with-window/custom?w=240&l=318&g=44&g=44', page],
      ['/products/kraft-with-window/custom?w=0&l=318&g=44', '/products/kraft-with-window/custom?w=100&l=318&g=44'],
      ['/ta/products/kraft-with-window/custom?w=240&l=318&g=44&w=1', `/ta${page}`],
      ['/products/kraft-with-window/custom/dieline.svg?w=0240&l=318&g=44', '/products/kraft-with-window/custom/dieline.svg?w=240&l=318&g=44'],
      ['/products/kraft-with-window/custom/dieline.svg?w=240&l=318&g=44&w=999', '/products/kraft-with-window/custom/dieline.svg?w=240&l=318&g=44'],
      ['/products/kraft-with-window/custom/mockup.json?w=240&l=318&g=44&w=1', '/products/kraft-with-window/custom/mockup.json?w=240&l=318&g=44'],
    ] as const) {
      const res = await get(asked);
      expect(res.status, asked).toBe(301);
      expect(location(res), asked).toBe(to);
      const there = await get(to);
      expect(there.status, to).toBe(200);
    }
  });

  it("gives the mock-up a custom size's facts in the language asked, by its quote line's name or its address, never dropping the language", async () => {
    const facts = async (path: string) => {
      let res = await get(path);
      for (let hops = 0; res.status === 301 && hops < 3; hops++) {
        const to = new URL(res.headers.get('location')!, origin);
        expect(to.origin, path).toBe(origin);
        res = await get(to.pathname + to.search);
      }
      expect(res.status, path).toBe(200);
      return res.json<{ dimensions: typeof flat; sizeLabel: string; sizeWords: string }>();
    };
    const tamil = await facts('/products/kraft-with-window/custom/mockup.json?w=240&l=318&g=44&locale=ta');
    expect(tamil.dimensions).toEqual(flat);
    expect(tamil.sizeWords).toMatch(/^கஸ்டம்/);
    // The enquiry form asks by the quote line's size, as the line names it.
    expect(await facts('/products/kraft-with-window/custom-240x318x44/mockup.json?locale=ta')).toEqual(tamil);
    expect((await facts('/products/kraft-with-window/custom-240x318x44/mockup.json?locale=hi')).sizeWords).toMatch(/^कस्टम/);
    expect((await facts('/products/kraft-with-window/custom-240x318x44/mockup.json')).sizeWords).toBe('Custom 240 x 318 + 44 mm');
    // Outside the machine range, or spelled twice: the nearest size, still in Tamil.
    expect((await facts('/products/kraft-with-window/custom/mockup.json?w=999&l=318&g=44&locale=ta')).sizeWords).toMatch(/^கஸ்டம் 300/);
    expect((await facts('/products/kraft-with-window/custom/mockup.json?locale=ta&w=240&l=318&g=44&w=5')).sizeWords).toBe(tamil.sizeWords);
    expect((await facts('/products/kraft-with-window/custom-999x318x44/mockup.json?locale=ta')).sizeWords).toMatch(/^கஸ்டம் 300/);
    for (const bad of ['custom-240x318', 'custom-abcx318x44', 'custom-240x318x44x1', 'custom--240x318x44']) {
      expect((await get(`/products/kraft-with-window/${bad}/mockup.json?locale=ta`)).status, bad).toBe(404);
    }
    expect((await get('/products/no-such-pouch/custom-240x318x44/mockup.json')).status).toBe(404);
    // The print template by the line's name, too.
    const svg = await get('/products/kraft-with-window/custom-240x318x44/dieline.svg');
    expect([svg.status, svg.headers.get('location')]).toEqual([301, '/products/kraft-with-window/custom/dieline.svg?w=240&l=318&g=44']);
  });

  it('is not a page for anything but whole millimetres, or for a product we do not make', async () => {
    for (const bad of ['?w=240.5&l=318&g=44', '?w=-240&l=318&g=44', '?w=240&l=318', '?w=abc&l=318&g=44', '?w=%20240&l=318&g=44', '']) {
      expect((await get(`/products/kraft-with-window/custom${bad}`)).status, bad).toBe(404);
    }
    expect((await get('/products/no-such-pouch/custom?w=240&l=318&g=44')).status).toBe(404);
  });

  it('has a print template whose trim, bleed and panels are the custom size, from the same generator as a stock size', async () => {
    const res = await get('/products/kraft-with-window/custom/dieline.svg?w=240&l=318&g=44');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="printpouch-kraft-with-window-custom-240x318x44-dieline.svg"');
    const svg = await res.text();
    const layout = variantDieline(customVariant(findProduct('kraft-with-window')!, flat));
    expect(svg).toContain(`width="${layout.width}mm" height="${layout.height}mm" viewBox="0 0 ${layout.width} ${layout.height}"`);
    expect(svg).toMatch(/<path class="trim" d="M[\d.]+ [\d.]+h240v318h-240z"/);
    const facts = await (await get('/products/kraft-with-window/custom/mockup.json?w=240&l=318&g=44')).json<{ dimensions: typeof flat; sizeLabel: string }>();
    expect(facts).toMatchObject({ dimensions: flat, sizeLabel: 'Custom 240 x 318 + 44 mm' });
  });

  it("offers its PDF template made in the browser from the spec a stock size's is built from, and its PDF address leads there", async () => {
    const html = await (await get(page)).text();
    const island = /<site-island data-island="template-pdf"[^>]*data-props="([^"]*)"/.exec(html);
    expect(island).not.toBeNull();
    const props = JSON.parse(
      island![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'"),
    ) as { spec: unknown; fileName: string; tool: string };
    expect(props.spec).toEqual(templateSpec(customVariant(findProduct('kraft-with-window')!, flat)));
    expect(props.fileName).toBe('printpouch-kraft-with-window-custom-240x318x44-dieline.pdf');
    expect(props.tool).toBe(assetsFor('en').templateTool);
    expect(html).toContain('The PDF of this template is made in your browser and needs JavaScript');
    expect(html).not.toContain('custom/dieline.pdf');

    const res = await get('/products/kraft-with-window/custom/dieline.pdf?w=240&l=318&g=44');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${page}#artwork`);
    const outside = await get('/products/kraft-with-window/custom/dieline.pdf?w=400&l=318&g=44');
    expect([outside.status, outside.headers.get('location')]).toEqual([301, '/products/kraft-with-window/custom/dieline.pdf?w=300&l=318&g=44']);
  });

  it("travels as a quote line priced on request, named for its size in the staff's copy, and only inside the machine range", () => {
    const items = itemsSchema.parse([{ product: 'kraft-with-window', size: 'custom-240x318x44', quantity: 500, note: 'to pack 1 kg of coffee' }]);
    const quote = priceItems(items);
    expect(quote.items[0]).toMatchObject({ weight: 'Custom 240 x 318 + 44 mm', unitPrice: null, estimate: null });
    // The note, typed by the visitor, is on a line of its own behind the staff copy's bar.
    expect(itemsText(quote).slice(1, 3)).toEqual([
      '1. Matt Kraft With Window Stand-Up Zipper Pouch, Custom 240 x 318 + 44 mm, 500 pouches: price on request',
      '   Note: │ to pack 1 kg of coffee',
    ]);
    expect(itemsSchema.safeParse([{ product: 'kraft-with-window', size: 'custom-999x318x44', quantity: 500 }]).success).toBe(false);
  });
});

/** The visible text of a page, tags and scripts removed. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('what pages say a size holds', () => {
  const nouns = new Map(fillKinds.map((k) => [k.noun.en, k]));
  const held = (slug: (typeof SIZE_SLUGS)[number], density: number) => Math.min(sizes[slug].grams, usableVolumeMl[slug] * FILL_LIMIT * density);
  const pages = [
    '/',
    '/size-finder',
    '/faq',
    '/ourproducts',
    ...allVariants.filter((v) => v.product.slug === 'kraft-with-window').map((v) => v.link),
    '/products/kraft-with-window',
  ];

  it.each(pages.map((p) => [p]))('%s states no capacity the volume model does not give', async (path) => {
    const body = text(await (await get(path)).text());
    const own = allVariants.find((v) => v.link === path)?.size;
    let checked = 0;
    expect(body).not.toMatch(/capacity is \d/i);
    expect(body).not.toMatch(/sizes for beans|named for a typical|so the pouch holds its weight|checked against pouch makers' published charts/);
    // "holds about 900 g of rice, 620 g of atta …" in a sentence that names one size: each weight no more than the model gives.
    for (const sentence of body.split(/(?<=[.!?])\s/)) {
      // On a size page every sentence speaks of its size unless it names another.
      const others = SIZE_SLUGS.filter((s) => sentence.includes(`“${sizes[s].label}”`) || sentence.includes(`${sizes[s].label} pouch`));
      const named = others.length ? others : own ? [own] : [];
      if (named.length !== 1 || !/holds? about/.test(sentence)) continue;
      for (const m of sentence.matchAll(/(\d+(?:\.\d+)?) (g|kg) of ([a-z /-]+?)(?=[,.;]| or |$)/g)) {
        const kind = nouns.get(m[3]!.trim());
        if (!kind) continue;
        const grams = Number(m[1]) * (m[2] === 'kg' ? 1000 : 1);
        expect(grams, `${path}: ${m[0]}`).toBeLessThanOrEqual(held(named[0]!, kind.density) + 1);
        checked += 1;
      }
    }
    if (own) expect(checked, `${path}: the claims it makes were read`).toBeGreaterThanOrEqual(3);
  });

  it.each(['/', '/faq', '/about', '/products/kraft-with-window', '/products/kraft-with-window/2kg', '/ourproducts'].map((p) => [p]))(
    '%s names one minimum order',
    async (path) => {
      const body = text(await (await get(path)).text());
      for (const m of body.matchAll(/(?:minimum|from|start[s]? (?:at|from))[^.]{0,40}?(\d[\d,]*) (?:printed )?(?:pouches|pieces|pcs)/gi)) {
        expect(Number(m[1]!.replace(/,/g, '')), `${path}: ${m[0]}`).toBe(facts.trialPouches);
      }
    },
  );
});

describe('a custom size the size finder made for a product', () => {
  it('names that product and weight first on its Holds line, and keeps it in its one address', async () => {
    const tea = fillKinds.find((k) => k.slug === 'tea-ctc')!;
    const made = '/products/kraft-with-window/custom?w=158&l=231&g=40&for=tea-ctc&grams=250';
    const res = await get(made);
    expect(res.status).toBe(200);
    const html = await res.text();
    const holds = /<dt>Holds<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1] ?? '';
    const share = Math.round((250 / tea.density / usableMl({ width: 158, length: 231, gusset: 40 })) * 100);
    expect(holds).toMatch(new RegExp(`^250 g of CTC tea, as it is made for \\(about ${share} % full\\); or about [\\d.]+ (kg|g) of rice`));
    // Its canonical address is the size's alone: one page per size, whatever it was made for.
    expect(html).toContain('<link rel="canonical" href="https://');
    expect(html).not.toMatch(/rel="canonical" href="[^"]*for=/);
    // Anything else after the size still goes to the one address, and a kind we do not know is dropped.
    expect((await get(`${made}&x=1`)).headers.get('location')).toBe(made);
    expect((await get('/products/kraft-with-window/custom?w=158&l=231&g=40&for=gold&grams=250')).headers.get('location')).toBe(
      '/products/kraft-with-window/custom?w=158&l=231&g=40',
    );
    // The Hindi page names it in Hindi.
    const hi = await (await get(`/hi${made}`)).text();
    expect(hi).toContain(`250 ग्राम CTC चाय, जिसके लिए यह बना है (लगभग ${share} % भरा)`);
  });
});
