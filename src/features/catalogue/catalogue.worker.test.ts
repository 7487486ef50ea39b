import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { products } from './products';
import { allVariants } from './catalogue';
import { productPages } from './product-pages';

const ORIGIN = 'https://www.printpouch.example';
const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));
const html = async (path: string) => {
  const res = await get(path);
  return { status: res.status, text: await res.text() };
};
const jsonLd = (text: string): Array<Record<string, any>> =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const canonical = (text: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(text)?.[1];
/** Text as React escapes it in HTML, read back. */
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
/** The FAQ accordion's questions and answers, in the order the page shows them. */
const shownFaq = (text: string) =>
  [...text.matchAll(/<details name="faq-[^"]+"[^>]*><summary>(.*?)<\/summary><p>(.*?)<\/p><\/details>/g)].map((m) => ({
    question: decodeEntities(withoutSlot(m[1]!)),
    answer: decodeEntities(withoutSlot(m[2]!)),
  }));
/** The text inside an island's slot (src/platform/islands/slot.tsx): `<site-slot data-name="…">text</site-slot>`. */
const withoutSlot = (html: string) => html.replace(/^<site-slot data-name="[^"]*">(.*)<\/site-slot>$/s, '$1');
/** The questions and answers of the page's FAQPage JSON-LD. */
const faqLd = (text: string) =>
  jsonLd(text)
    .find((b) => b['@type'] === 'FAQPage')
    ?.mainEntity.map((q: any) => ({ question: q.name, answer: q.acceptedAnswer.text }));
/** The opening tag of the element carrying `marker`, to check its attributes. */
const tagWith = (text: string, marker: string) => new RegExp(`<[^<>]*${marker}[^<>]*>`).exec(text)?.[0] ?? '';

describe('/ourproducts', () => {
  it('shows the heading and ten cards, each linking to its product page with a wishlist heart', async () => {
    const { status, text } = await html('/ourproducts');
    expect(status).toBe(200);
    expect(text).toContain('<h1 id="products-title">Our Digital Packaging Products</h1>');
    expect(text.match(/<li class="product-card">/g)).toHaveLength(10);
    for (const p of products) expect(text).toContain(`href="/products/${p.slug}">${p.name.en.replace(/&/g, '&amp;')}</a>`);
    expect(text.match(/aria-pressed="false"/g)).toHaveLength(10);
    expect(text.match(/data-island="wish-button"/g)).toHaveLength(10);
    expect(text).not.toMatch(/href="#?"/);
  });

  it('carries a BreadcrumbList and an ItemList of the products', async () => {
    const blocks = jsonLd((await html('/ourproducts')).text);
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement.map((i: any) => i.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/ourproducts`]);
    expect(blocks.find((b) => b['@type'] === 'ItemList')!.itemListElement).toHaveLength(10);
  });
});

describe('/products', () => {
  it('lists every product and links all 37 size pages', async () => {
    const { status, text } = await html('/products');
    expect(status).toBe(200);
    for (const p of products) expect(text).toContain(`href="/products/${p.slug}"`);
    for (const v of allVariants) expect(text).toContain(`href="${v.link}"`);
  });
});

describe('product pages', () => {
  it.each(products.map((p) => [p.slug, p]))('/products/%s shows the whole anatomy', async (slug, p) => {
    const { status, text } = await html(`/products/${slug}`);
    expect(status).toBe(200);
    expect(canonical(text)).toBe(`${ORIGIN}/products/${slug}`);
    expect(text).toContain(`<h1 id="product-title">${p.name.en}</h1>`);
    expect(text).toContain('<th scope="col">Feature</th><th scope="col">Why It Matters</th>');
    expect(text).toContain('Applications / Use Cases');
    expect(text).toContain('Why Choose Us');
    expect(text).toContain(`<details name="faq-${slug}" open="">`);
    expect(text).toContain(`href="/contactus?product=${slug}"`);
    for (const v of allVariants.filter((x) => x.product.slug === slug)) expect(text).toContain(`href="${v.link}"`);
    const blocks = jsonLd(text);
    expect(blocks.find((b) => b['@type'] === 'Product')).toMatchObject({ name: p.name.en, brand: { '@type': 'Brand' }, category: p.category });
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement).toHaveLength(3);
    expect(shownFaq(text).length).toBeGreaterThanOrEqual(3);
    expect(faqLd(text)).toEqual(shownFaq(text));
  });

  it('banner buttons lead to an enquiry for this product and to the sizes', async () => {
    const { text } = await html('/products/kraft-with-window');
    expect(text).toContain('data-island="product-banner"');
    expect(text.match(/<div class="pbanner-slide"/g)).toHaveLength(3);
    expect(text).toMatch(
      /<a class="btn btn-accent" href="\/contactus\?product=kraft-with-window">Get a Quote<\/a><a class="btn btn-ghost pbanner-ghost" href="#sizes">See Sizes<\/a>/,
    );
    expect(text).toContain('id="sizes"');
  });

  it('offers INR prices from the tiers only where there are tiers', async () => {
    const priced = jsonLd((await html('/products/kraft-with-window')).text).find((b) => b['@type'] === 'Product')!;
    expect(priced.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: '4.08', highPrice: '9.76', offerCount: 15 });
    const unpriced = jsonLd((await html('/products/gold-zipper')).text).find((b) => b['@type'] === 'Product')!;
    expect(unpriced.offers).toBeUndefined();
  });

  it('shows every use case without a filter, and filters by kind and text as a plain form', async () => {
    const all = (await html('/products/kraft-with-window')).text;
    expect(all).toContain('Showing 10 of 10 uses');
    expect(tagWith(all, 'data-name="Pet treats"')).not.toContain('hidden');
    const food = (await html('/products/kraft-with-window?kind=food')).text;
    expect(tagWith(food, 'data-name="Pet treats"')).toContain('hidden');
    expect(tagWith(food, 'data-name="Coffee beans and powder"')).not.toContain('hidden');
    const coffee = (await html('/products/kraft-with-window?uses=coffee&kind=all')).text;
    expect(tagWith(coffee, 'data-name="Tea and herbal infusions"')).toContain('hidden');
    expect(tagWith(coffee, 'data-name="Coffee beans and powder"')).not.toContain('hidden');
  });

  it('answers an unknown product with the home page, 404 and noindex', async () => {
    const { status, text } = await html('/products/no-such-pouch');
    expect(status).toBe(404);
    expect(text).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(canonical(text)).toBe(`${ORIGIN}/`);
  });
});

describe('size pages', () => {
  it.each(allVariants.map((v) => [v.link, v]))('%s answers with specifications and a drawing', async (link, v) => {
    const { status, text } = await html(link);
    expect(status).toBe(200);
    expect(canonical(text)).toBe(`${ORIGIN}${link}`);
    expect(text).toContain(`${v.dimensions.width} x ${v.dimensions.length} + ${v.dimensions.gusset} mm`);
    expect(text).toContain(`W ${v.dimensions.width} mm`);
    expect(text).toContain(`G ${v.dimensions.gusset} mm`);
    expect(text).toContain('Minimum order 100 pouches');
    const product = jsonLd(text).find((b) => b['@type'] === 'Product')!;
    expect(product.name).toBe(v.title.en);
    expect(jsonLd(text).find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement).toHaveLength(4);
  });

  it.each(allVariants.map((v) => [v.link, v]))(
    '%s is a whole product page: banner, description, features, use cases, Why Choose Us and FAQ',
    async (link, v) => {
      const { text } = await html(link);
      const page = productPages.get(v.product.slug)!;
      expect(text).toContain(`aria-label="${v.product.menuLabel.en} highlights"`);
      expect(text.match(/<div class="pbanner-slide"/g)).toHaveLength(page.banner.length);
      expect(decodeEntities(text)).toContain(page.overview[0]!.en);
      expect(text).toContain('<th scope="col">Feature</th><th scope="col">Why It Matters</th>');
      for (const f of page.features) expect(decodeEntities(text)).toContain(`<th scope="row">${f.title.en}</th>`);
      expect(text).toContain('<h2 id="uses-title">Applications / Use Cases</h2>');
      expect(text).toContain('<label for="uc-query">Search uses</label>');
      expect(tagWith(text, 'class="usecases-controls"')).toContain(`action="${link}#use-cases"`);
      expect(text).toContain('<h2 id="why-title">Why Choose Us</h2>');
      expect(text).toContain(`<details name="faq-${v.product.slug}" open="">`);
      // The specifics of the size stay above the product's sections.
      expect(text.indexOf('id="spec-title"')).toBeLessThan(text.indexOf('class="pbanner"'));
      expect(text.indexOf('id="price-title"')).toBeLessThan(text.indexOf('id="features-title"'));
    },
  );

  it.each(allVariants.map((v) => [v.link, v]))('%s asks about its own size first and lists exactly the shown questions as FAQPage JSON-LD', async (link, v) => {
    const { text } = await html(link);
    const shown = shownFaq(text);
    expect(shown[0]).toEqual({
      question: `What are the dimensions of the ${v.weight} pouch?`,
      answer: expect.stringContaining(`${v.dimensions.width} x ${v.dimensions.length} + ${v.dimensions.gusset} mm`),
    });
    expect(shown.map((f) => f.question)).toEqual(
      expect.arrayContaining([
        `How much does the ${v.weight} pouch hold?`,
        `What is the minimum order for the ${v.weight} pouch?`,
        `How much does the ${v.weight} pouch cost?`,
        `Can I order a custom size instead of ${v.weight}?`,
      ]),
    );
    expect(faqLd(text)).toEqual(shown);
  });

  it('states the 50gm pouch as 3.94 x 5.91 + 1.18 inch', async () => {
    const shown = shownFaq((await html('/products/kraft-with-window/50gm')).text);
    expect(shown[0]!.answer).toContain('3.94 x 5.91 + 1.18 inch');
  });

  it('filters the use cases of a size page as a plain form', async () => {
    const food = (await html('/products/kraft-with-window/250gm?kind=food')).text;
    expect(tagWith(food, 'data-name="Pet treats"')).toContain('hidden');
    expect(tagWith(food, 'data-name="Coffee beans and powder"')).not.toContain('hidden');
  });

  it('shows the spec SKU, capacity and the exact price table of 500gm', async () => {
    const { text } = await html('/products/kraft-with-window/500gm');
    expect(text).toContain('<dt>SKU Code</dt><dd>M-KWW-500</dd>');
    expect(text).toContain('<dt>Dimensions</dt><dd>150 x 220 + 40 mm (+ 40: the bottom gusset, 40 mm in all, folded 20 + 20)</dd>');
    for (const [band, price] of [
      ['100–400', '₹6.06'],
      ['500–900', '₹5.88'],
      ['1000–5000', '₹5.76'],
    ]) {
      expect(text).toMatch(new RegExp(`<th scope="row">${band}</th><td>${price}</td>`));
    }
    expect(text).toContain('data-island="quote-estimator"');
    const offer = jsonLd(text).find((b) => b['@type'] === 'Product')!.offers;
    expect(offer).toMatchObject({ priceCurrency: 'INR', lowPrice: '5.76', highPrice: '6.06' });
  });

  it('says price on request for 250gm, with a link to enquire and no estimator', async () => {
    const { text } = await html('/products/kraft-with-window/250gm');
    expect(text).toContain('Price on request.');
    expect(text).toContain('href="/contactus?product=kraft-with-window&amp;size=250gm"');
    expect(text).not.toContain('data-island="quote-estimator"');
    expect(text).not.toContain('class="price-table"');
    expect(jsonLd(text).find((b) => b['@type'] === 'Product')!.offers).toBeUndefined();
  });

  it('prices a quantity on the server when the estimator is sent without JavaScript', async () => {
    const { text } = await html('/products/kraft-with-window/1kg?quantity=2500');
    expect(text).toContain('<dd data-q-total="">₹17,675.00</dd>');
    expect(text).toContain('<dd data-q-unit="">₹7.07</dd>');
    expect(text).toContain('href="/contactus?product=kraft-with-window&amp;size=1kg&amp;quantity=2500"');
    expect(tagWith(text, 'data-tier="2"')).toContain('data-active');
  });

  it.each([
    ['50', 'below-minimum'],
    ['6000', 'bulk'],
    ['lots', 'invalid'],
  ])('answers ?quantity=%s with the %s message alone', async (quantity, state) => {
    const { status, text } = await html(`/products/kraft-with-window/1kg?quantity=${quantity}`);
    expect(status).toBe(200);
    expect(text.match(/data-q-state="([a-z-]+)"/g)).toEqual([`data-q-state="${state}"`]);
    if (state === 'bulk') expect(text).toContain('href="/bulk-orders"');
  });

  it('answers an unknown size with the home page and 404', async () => {
    expect((await get('/products/kraft-with-window/9kg')).status).toBe(404);
    expect((await get('/products/no-such-pouch/1kg')).status).toBe(404);
  });
});

describe('old link shapes', () => {
  it.each([
    ['/zippouch/standing-kraft-with-window', '/products/kraft-with-window'],
    ['/zippouch/standing-kraft', '/products/kraft-inner-foiled'],
    ['/zippouch/clear-standy', '/products/transparent-zipper'],
    ['/zippouch/clear-silver', '/products/silver-one-side-zipper'],
    ['/standing-kraft-window/50gm', '/products/kraft-with-window/50gm'],
    ['/standing-kraft/1kg', '/products/kraft-inner-foiled/1kg'],
    ['/clear-kraft/200gm', '/products/gold-standup/200gm'],
    ['/clear-silver/500gm', '/products/silver-one-side-zipper/500gm'],
    ['/clear-standy/2kg', '/products/transparent-zipper/2kg'],
    ['/idly-dosa-batter/1kg', '/products/transparent-standup/1kg'],
    ['/milky-standy/100gm', '/products/silver-two-side-zipper/100gm'],
    ['/printed-dryfruit/250gm', '/products/gold-zipper/250gm'],
    ['/without-window/100gm', '/products/coloured-zipper/100gm'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('redirects every catalogue entry /zippouch/<slug>', async () => {
    for (const p of products) {
      const res = await get(`/zippouch/${p.catalogue.legacySlug}`);
      expect(res.headers.get('location')).toBe(`/products/${p.slug}`);
    }
  });

  it.each(['/zippouch/nothing', '/standing-kraft/9kg', '/clear-kraft/3kg'])('%s is the home page with 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('noindex');
  });
});

describe('/wishlist', () => {
  it('sends the frame: heading, table head, texts and a quote link, and no rows', async () => {
    const { status, text } = await html('/wishlist');
    expect(status).toBe(200);
    expect(text).toContain('>My Wishlist</h1>');
    expect(text).toContain('<th scope="col">Image</th><th scope="col">Product</th><th scope="col">Action</th>');
    expect(text).toContain('<tbody></tbody>');
    expect(text).toContain('Your wishlist is currently empty.');
    expect(text).toContain('needs JavaScript to be shown');
    expect(text).toContain('Request a quote for these products');
    expect(text).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(jsonLd(text).some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

describe('sitemap', () => {
  it('lists the catalogue pages and every product and size page, but not the wishlist', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const path of ['/ourproducts', '/products', ...products.map((p) => `/products/${p.slug}`), ...allVariants.map((v) => v.link)]) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    expect(xml).not.toContain('/wishlist');
  });
});
