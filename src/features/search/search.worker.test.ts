import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { search } from './query';
import { siteSearchIndex } from './site-index';

const ORIGIN = 'http://localhost';
const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
const page = async (query: string, init?: RequestInit) => {
  const res = await get(`/search?query=${encodeURIComponent(query)}`, init);
  return { res, html: await res.text() };
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
/** The visible text of some HTML: tags dropped, entities decoded, space collapsed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->|<\/?(q|strong|mark)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .trim();
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const between = (html: string, open: RegExp, close: string) => {
  const start = html.search(open);
  return start < 0 ? '' : html.slice(start, html.indexOf(close, start) + close.length);
};
/** Every tag with its attribute values blanked: two pages with equal shapes have the same elements and attributes. */
const shape = (html: string) => (html.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/="[^"]*"/g, '=""'));

describe('/search results page', () => {
  it("shows 'Results for' the term, the plural count line, the three tiles and a card per match", async () => {
    const expected = search(siteSearchIndex(), 'kraft');
    expect(expected.total).toBeGreaterThan(1);
    const { res, html } = await page('kraft');
    expect(res.status).toBe(200);
    const body = main(html);
    expect(text(between(body, /<h1/, '</h1>'))).toBe('Results for kraft');
    expect(body).toContain('<q class="search-term">kraft</q>');
    expect(text(body)).toContain(`Found ${expected.total} products matching your search`);
    const tiles = text(between(body, /<dl class="search-tiles"/, '</dl>'));
    expect(tiles).toContain(`Products Found ${expected.total} `);
    expect(tiles).toContain(`Product Variants ${expected.variants} `);
    expect(tiles).toContain(`Unique Products ${expected.uniqueProducts} `);
    const cards = [...body.matchAll(/<a class="result-card" href="([^"]+)">.*?<img src="([^"]+)" width="(\d+)" height="(\d+)"/g)];
    expect(cards.map((m) => m[1])).toEqual(expected.items.map((i) => i.link));
    expect(cards.every((m) => m[2]!.startsWith('/img/') && Number(m[3]) > 0 && Number(m[4]) > 0)).toBe(true);
    expect(body).toContain('<a class="back-link" href="/ourproducts">');
    expect(text(between(body, /<a class="back-link"/, '</a>'))).toBe('Back to Products');
  });

  it("says 'product' for exactly one match", async () => {
    expect(search(siteSearchIndex(), '3kg').total).toBe(1);
    const { html } = await page('3kg');
    expect(text(main(html))).toContain('Found 1 product matching your search');
    expect(text(main(html))).not.toContain('Found 1 products');
  });

  it('finds weights in any spelling and marks the matched words', async () => {
    const { html } = await page('1 KG');
    const expected = search(siteSearchIndex(), '1kg');
    expect(text(main(html))).toContain(`Found ${expected.total} products matching your search`);
    expect((await page('window kraft')).html).toContain('<mark>Kraft</mark>');
  });

  it('is noindex with the canonical /search, whatever the query', async () => {
    const { html } = await page('kraft');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.printpouch.example/search"/>');
    expect(html).toContain('<title>Search results for “kraft” | PrintPouch</title>');
  });

  it('matches everything for an empty or missing query', async () => {
    const all = siteSearchIndex().items.length;
    for (const path of ['/search?query=', '/search', '/search?query=%20%20']) {
      const html = await (await get(path)).text();
      expect(text(between(main(html), /<h1/, '</h1>'))).toBe('Results for all products');
      expect(text(main(html))).toContain(`Found ${all} products matching your search`);
      expect([...html.matchAll(/class="result-card"/g)].length).toBe(all);
    }
  });

  it('cuts a long query to 100 characters and says so', async () => {
    const { res, html } = await page(`kraft${' '.repeat(200)}zzz`);
    expect(res.status).toBe(200);
    expect(text(main(html))).toContain('Only the first 100 characters of your search were used.');
    expect(text(between(main(html), /<h1/, '</h1>'))).toBe('Results for kraft');
  });

  it('offers a search box pre-filled with the term, with suggestions', async () => {
    const { html } = await page('kraft');
    expect(main(html)).toMatch(
      /<site-island data-island="search-box"[^>]*data-load="interaction"><form class="search search-refine" role="search" action="\/search" method="get">/,
    );
    expect(main(html)).toMatch(/<input id="search-page"[^>]*name="query" value="kraft"\/>/);
  });
});

describe('/search with no match', () => {
  it("shows 'No Products Found', the spec's text, and the two buttons", async () => {
    const { res, html } = await page('zzzz');
    expect(res.status).toBe(200);
    const body = main(html);
    expect(text(between(body, /<h1/, '</h1>'))).toBe('No Products Found');
    expect(text(body)).toContain("We couldn't find any products matching zzzz. Try searching with different keywords or browse our full product catalog.");
    expect(body).toMatch(/<a class="btn btn-primary" href="\/ourproducts">Browse All Products<\/a>/);
    expect(text(between(body, /<a class="btn btn-ghost"/, '</a>'))).toBe('Back to Previous');
    expect(body).toMatch(/<site-island data-island="history-back"[^>]*data-load="interaction"><a class="btn btn-ghost" href="\/ourproducts" data-replay=""/);
    expect(body).not.toContain('class="result-card"');
    expect(body).not.toContain('search-tiles');
  });

  it('points Back to Previous at a same-site referring page, never at another site', async () => {
    const from = (referer: string) => page('zzzz', { headers: { referer } }).then(({ html }) => between(main(html), /<a class="btn btn-ghost"/, '>'));
    expect(await from(`${ORIGIN}/products/kraft-with-window?x=1`)).toContain('href="/products/kraft-with-window?x=1"');
    expect(await from('https://elsewhere.example/page')).toContain('href="/ourproducts"');
    expect(await from('not a url')).toContain('href="/ourproducts"');
    expect(await from(`${ORIGIN}/search?query=zzzz`)).toContain('href="/ourproducts"');
  });

  it('never points Back to Previous off the site through a same-origin Referer whose path a browser reads as another host', async () => {
    const from = (referer: string) => page('zzzz', { headers: { referer } }).then(({ html }) => between(main(html), /<a class="btn btn-ghost"/, '>'));
    for (const path of [
      '//evil.example/search?query=zzzz',
      '//evil.example',
      '///evil.example/x',
      '//evil.example/%2e%2e/',
      '/%5C/evil.example',
      '/\\evil.example/',
    ]) {
      const href = /href="([^"]*)"/.exec(await from(`${ORIGIN}${path}`))![1]!.replaceAll('&amp;', '&');
      expect(new URL(href, ORIGIN).origin, path).toBe(ORIGIN);
      expect(href, path).not.toMatch(/^[/\\]{2}/);
    }
    expect(await from(`${ORIGIN}//evil.example/search?query=zzzz`)).toContain('href="/ourproducts"');
    // An ordinary same-site path still leads back to itself.
    expect(await from(`${ORIGIN}/ta/products?x=1`)).toContain('href="/ta/products?x=1"');
  });

  it('is kept only by the browser, since it depends on the Referer', async () => {
    const { res } = await page('zzzz');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect((await page('kraft')).res.headers.get('cache-control')).toMatch(/^public/);
  });

  it('links its popular searches to searches that find something', async () => {
    const { html } = await page('zzzz');
    const links = [...between(main(html), /<ul class="popular-list"/, '</ul>').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const query = new URL(link, ORIGIN).searchParams.get('query')!;
      expect(search(siteSearchIndex(), query).total, query).toBeGreaterThan(0);
    }
  });
});

describe('?q= from the old structured data', () => {
  it('redirects permanently to ?query=', async () => {
    for (const [from, to] of [
      ['/search?q=kraft', '/search?query=kraft'],
      ['/search?q=a%20b%26c', '/search?query=a%20b%26c'],
      ['/search?q=', '/search?query='],
    ]) {
      const res = await get(from!, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('leaves an address that already has query alone', async () => {
    const res = await get('/search?q=zzzz&query=kraft', { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(text(between(main(await res.text()), /<h1/, '</h1>'))).toBe('Results for kraft');
  });
});

describe('GET /api/search', () => {
  const api = async (qs: string) => {
    const res = await get(`/api/search${qs}`);
    return { res, body: (await res.json()) as { query: string; total: number; items: Record<string, unknown>[]; error?: string } };
  };

  it('answers up to 6 items with id, name, image, link and isVariant, and a short cache', async () => {
    const { res, body } = await api('?query=kraft');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{1,3},/);
    const expected = search(siteSearchIndex(), 'kraft');
    expect(body.total).toBe(expected.total);
    expect(body.items).toHaveLength(6);
    expect(body.items.map((i) => i.link)).toEqual(expected.items.slice(0, 6).map((i) => i.link));
    for (const item of body.items) {
      expect(Object.keys(item)).toEqual(['id', 'name', 'image', 'link', 'isVariant']);
      expect(typeof item.isVariant).toBe('boolean');
    }
  });

  it('honours a limit from 1 to 20', async () => {
    expect((await api('?query=&limit=20')).body.items).toHaveLength(20);
    expect((await api('?query=kraft&limit=2')).body.items).toHaveLength(2);
    expect((await api('?query=1kg&limit=1')).body.items[0]!.name).toMatch(/^1 Kg /);
  });

  it('answers an empty list for no match', async () => {
    const { res, body } = await api('?query=zzzz');
    expect(res.status).toBe(200);
    expect(body).toEqual({ query: 'zzzz', total: 0, items: [] });
  });

  it.each([
    ['', /query/],
    ['?q=kraft', /query/],
    [`?query=${'x'.repeat(101)}`, /at most 100 characters/],
    ['?query=kraft&limit=0', /limit/],
    ['?query=kraft&limit=21', /limit/],
    ['?query=kraft&limit=abc', /limit/],
    ['?query=kraft&limit=1.5', /limit/],
  ])('answers 400 with a clear message for %j', async (qs, message) => {
    const { res, body } = await api(qs);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.error).toMatch(message);
  });

  it('counts characters, not UTF-16 units: 100 emoji are a valid query', async () => {
    expect((await api(`?query=${encodeURIComponent('😀'.repeat(100))}`)).res.status).toBe(200);
    expect((await api(`?query=${encodeURIComponent('😀'.repeat(101))}`)).res.status).toBe(400);
  });
});

describe('markup and script in the query are only ever text', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '</script><script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'><svg onload=alert(1)>",
    '" autofocus onfocus="alert(1)',
    "' onmouseover='alert(1)",
    'javascript:alert(1)',
    '<a href="javascript:alert(1)">click</a>',
    'JaVaScRiPt:alert(document.cookie)',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<!--',
    ']]><![CDATA[',
    '<style>body{display:none}</style>',
    '{{constructor.constructor("alert(1)")()}}',
    '%3Cscript%3Ealert(1)%3C/script%3E',
    '\u2028\u2029<\u0000>',
    'Ünïcødé 包装袋 🛍️ مرحبا',
  ];
  /** The page without its "Did you mean" names, which are catalogue names chosen by likeness to the query. */
  const withoutNearNames = (html: string) => html.replace(/<div class="popular near-names">[\s\S]*?<\/ul><\/div>/, '');
  const benign = async () => shape(withoutNearNames((await page('zzzz')).html));
  /** Payloads that read, by meaning, as words of the catalogue ("style" one slip from "stale") show results: checked below. */
  const noMatch = payloads.filter((p) => search(siteSearchIndex(), p).total === 0);

  it('leaves nearly all of them without a match', () => {
    expect(noMatch.length).toBeGreaterThanOrEqual(payloads.length - 2);
  });

  it.each(noMatch)('renders %j inert on the page', async (payload) => {
    const { res, html } = await page(payload);
    expect(res.status).toBe(200);
    // No element or attribute is added: the page has exactly the shape of any other no-match page.
    expect(shape(withoutNearNames(html))).toEqual(await benign());
    for (const [, href, name] of withoutNearNames(html) === html
      ? []
      : html
          .matchAll(/<div class="popular near-names">[\s\S]*?<\/div>/g)
          .next()
          .value![0].matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)) {
      expect(siteSearchIndex().items.some((i) => i.link === href && i.name.replace(/&/g, '&amp;') === name)).toBe(true);
    }
    expect(html).not.toMatch(/href="\s*javascript:/i);
    // The visitor sees what they typed, as text.
    const shown = payload.trim();
    expect(text(between(main(html), /<p class="search-for"/, '</p>'))).toBe(`Results for ${shown.replace(/\s+/g, ' ')}`.trim());
    expect(html).toContain(
      `value="${shown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')}"`,
    );
  });

  it.each(payloads)('returns %j as plain JSON text', async (payload) => {
    const res = await get(`/api/search?query=${encodeURIComponent(payload)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const raw = await res.text();
    expect(raw).not.toMatch(/[<>]/);
    expect((JSON.parse(raw) as { query: string }).query).toBe(payload.trim());
  });

  it('keeps a query that also finds products inert on the results page', async () => {
    const { html } = await page('kraft "\'<>');
    expect(text(main(html))).toMatch(/Found \d+ products matching your search/);
    expect(between(main(html), /<h1/, '</h1>')).toContain('kraft &quot;&#x27;&lt;&gt;');
    expect(main(html)).not.toContain('"\'<>');
  });
});

describe('header search boxes', () => {
  it("are React islands started only on use (the phone one its own island in the menu island's slot), with their listbox, on every page", async () => {
    const html = await (await get('/')).text();
    expect(html).toMatch(
      /<site-island data-island="search-box"[^>]*data-load="use"><form class="search search-desktop" role="search" aria-label="Site search" action="\/search" method="get">/,
    );
    expect(html).toMatch(
      /<site-island data-island="site-nav"[^>]*data-load="interaction">.*<site-slot data-name="search"><site-island data-island="search-box"[^>]*data-load="use"><form class="search search-mobile" role="search" aria-label="Site search" action="\/search" method="get">/s,
    );
    // An island in another's slot has no slots of its own (src/platform/islands/Island.tsx).
    const inSlot = html.slice(html.indexOf('<site-slot data-name="search">'), html.indexOf('</site-island></site-slot>'));
    expect(inSlot).toContain('id="search-mobile"');
    expect(inSlot.match(/<site-slot/g)).toHaveLength(1);
    for (const id of ['search-desktop', 'search-mobile']) {
      expect(html).toContain(`<div class="suggest-list" role="listbox" id="${id}-list" aria-label="Suggestions"></div>`);
    }
  });
});

describe('search that understands buyers', () => {
  it('finds products by what buyers pack, ranked after every name match', async () => {
    const { res, html } = await page('coffee');
    expect(res.status).toBe(200);
    expect(text(main(html))).toContain('Results for coffee');
    expect(html).toContain('href="/products/kraft-with-window"');
    expect(html).not.toContain('Showing results for');
  });

  it('says which words a typo was read as, with a link to search the text as typed', async () => {
    const { html } = await page('kraft windw');
    expect(text(between(html, /<p class="search-corrected"/, '</p>'))).toBe('Showing results for kraft window. Search for kraft windw as typed');
    expect(html).toContain('href="/search?query=kraft%20windw&amp;typed=1"');
    const typed = await get('/search?query=kraft%20windw&typed=1');
    const typedHtml = await typed.text();
    expect(text(main(typedHtml))).toContain('No Products Found');
    expect(typedHtml).not.toContain('Showing results for');
  });

  it('answers for the words something holds when nothing holds them all, and says so', async () => {
    const { html } = await page('garam masala');
    expect(text(between(html, /<p class="search-corrected"/, '</p>'))).toContain('Showing results for masala.');
  });

  it('offers the nearest product names and the size finder when nothing fits', async () => {
    const { html: none } = await page('qqqq');
    expect(text(main(none))).toContain('No Products Found');
    expect(none).toContain('href="/size-finder"');
    const { html: near } = await page('trnsprnt');
    expect(text(main(near))).toContain('Did you mean');
    expect(near).toMatch(/<a href="\/products\/transparent-[a-z-]+">Both-Side Transparent/);
  });

  it('gives the suggestions the same matching, with the reading of a typo', async () => {
    const res = await get('/api/search?query=transparant');
    const body = (await res.json()) as { total: number; items: Array<{ link: string }>; corrected?: string };
    expect(body.corrected).toBe('transparent');
    expect(body.items[0]!.link).toBe('/products/transparent-zipper');
    const chai = (await (await get('/api/search?query=chai')).json()) as { total: number; corrected?: string };
    expect(chai.total).toBe(search(siteSearchIndex(), 'tea').total);
    expect(chai.corrected).toBeUndefined();
  });
});

describe('search typed in Hindi, Tamil or romanised words', () => {
  it.each([
    ['कॉफी पाउच', 'coffee pouch'],
    ['chai patti pouch', 'tea pouch'],
    ['காபி', 'coffee'],
    ['kaapi', 'coffee'],
  ])('answers %s on /api/search with what %s finds, and says how it was read', async (typed, english) => {
    const res = await get(`/api/search?query=${encodeURIComponent(typed)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { query: string; items: Array<{ link: string }>; readAs?: string };
    expect(body.query).toBe(typed);
    expect(body.items.map((i) => i.link)).toEqual(search(siteSearchIndex(), english, { limit: 6 }).items.map((i) => i.link));
    if (typed !== 'kaapi') expect(body.readAs).toBe(english);
  });

  it('lists on /search, for a Hindi query, the cards its English lists, under the query as typed', async () => {
    const { res, html } = await page('कॉफ़ी के लिए क्राफ्ट पाउच');
    expect(res.status).toBe(200);
    const body = main(html);
    expect(text(between(body, /<h1/, '</h1>'))).toBe('Results for कॉफ़ी के लिए क्राफ्ट पाउच');
    const cards = [...body.matchAll(/<a class="result-card" href="([^"]+)">/g)].map((m) => m[1]);
    expect(cards.slice(0, 5)).toEqual(
      search(siteSearchIndex(), 'coffee kraft pouch')
        .items.slice(0, 5)
        .map((i) => i.link),
    );
  });

  it('counts a Devanagari query in code points against the 100-character limit', async () => {
    const ninetyNine = 'क'.repeat(99);
    expect((await get(`/api/search?query=${encodeURIComponent(`${ninetyNine}ि`)}`)).status).toBe(200);
    expect((await get(`/api/search?query=${encodeURIComponent(`${ninetyNine}िा`)}`)).status).toBe(400);
  });
});
