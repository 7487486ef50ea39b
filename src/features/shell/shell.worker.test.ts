import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

const get = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://localhost${path}`, init));
/** A page's HTML with React's `/>` on void elements written as `>`, so tags compare as HTML. */
const page = async (path: string) => (await (await get(path)).text()).replaceAll('/>', '>');

describe('pages stream from the worker', () => {
  it('serves the home page with the shell and the hero, head first', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>')).toBe(true);
    expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('class="site-header"'));
    expect(html).toContain('Stand Out on the Shelf with Custom Printed Pouches');
    expect(html).toContain('<site-island data-island="hero-carousel"');
    expect(html).toContain('placeholder="Search for products..."');
    expect(html).toContain('placeholder="Search products..."');
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  it('streams the document, the head first', async () => {
    const res = await get('/');
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    expect(first.startsWith('<!DOCTYPE html><html lang="en-IN"><head>')).toBe(true);
  });

  it.each(['/products/kraft-with-window/500gm', '/ta/products/kraft-with-window/500gm', '/hi/faq', '/'])(
    'writes the structured data of %s after the footer, where it restates words the page has already sent',
    async (path) => {
      const html = await page(path);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">/g)].map((m) => m.index);
      expect(blocks.length).toBeGreaterThanOrEqual(2);
      expect(html.slice(0, html.indexOf('</head>'))).not.toContain('application/ld+json');
      for (const at of blocks) expect(at).toBeGreaterThan(html.indexOf('</footer>'));
      expect(html.slice(html.lastIndexOf('</script>')).trimEnd()).toBe('</script></body></html>');
    },
  );

  it("sends a Tamil product page's FAQ in fewer bytes with its structured data after the answers than before them", async () => {
    const gzipBytes = async (text: string) =>
      (await new Response(new Response(text).body!.pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength;
    const html = await page('/ta/products/kraft-with-window/500gm');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">.*?<\/script>/g)].map((m) => m[0]).join('');
    const served = await gzipBytes(html);
    const inHead = await gzipBytes(html.replace(ld, '').replace('</head>', `${ld}</head>`));
    expect(served).toBeLessThan(inHead - 500);
  });

  it("names every chunk an island's start imports, at any depth: React's once on the entry, the rest on each island, so the client asks for them together", async () => {
    const manifest = (await import('@build/.vite/manifest.json')).default as Record<string, { file: string; imports?: string[] }>;
    /** What each built file imports directly, by URL. */
    const importsOf = new Map(Object.values(manifest).map((c) => [`/build/${c.file}`, (c.imports ?? []).map((k) => `/build/${manifest[k]!.file}`)]));
    const html = await page('/ourproducts');
    const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '';
    const entry = html.match(/<script type="module"[^>]*>/)![0];
    // The entry's modules are named relative to the entry's own address.
    const at = (name: string) => new URL(name, `http://site${attr(entry, 'src')}`).pathname;
    const names = (tag: string, name: string) => attr(tag, name).split(' ').filter(Boolean).map(at);
    const hydrator = at(attr(entry, 'data-hydrator'));
    const hydratorImports = names(entry, 'data-hydrator-imports');
    expect(hydratorImports).toEqual(expect.arrayContaining([expect.stringMatching(/^\/build\/assets\/react-[\w-]+\.js$/)]));
    const islands = html.match(/<site-island[^>]*>/g)!;
    expect(islands.length).toBeGreaterThan(5);
    for (const tag of islands) {
      const imports = names(tag, 'data-imports');
      expect(new Set(imports).size, tag).toBe(imports.length);
      // React's chunk is named once, on the entry, never again on an island.
      expect(
        imports.filter((file) => hydratorImports.includes(file)),
        tag,
      ).toEqual([]);
      // Whatever a named file imports is named too: nothing is left for a later round trip.
      const named = new Set([hydrator, ...hydratorImports, at(attr(tag, 'data-src')), ...imports]);
      for (const file of named) {
        expect(importsOf.has(file), file).toBe(true);
        for (const dep of importsOf.get(file)!) expect(named.has(dep), `${tag}: ${file} imports ${dep}`).toBe(true);
      }
    }
    // The wish button's chunk imports the shell's, which holds the stored lists (vite.config.ts: one chunk for what every page can load, decision 078).
    expect(html).toMatch(/<site-island data-island="wish-button"[^>]* data-imports="(?:[^"]* )?shell-[\w-]+\.js/);
    // An island built inside the shell chunk is named by that chunk and its export there, never by a one-line facade (decision 083).
    expect(html).toMatch(/<site-island data-island="site-nav" data-src="shell-[\w-]+\.js" data-export="[\w$]+"/);
    expect(html).toMatch(/<site-island data-island="wish-button" data-src="island-wish-button-[\w-]+\.js"(?! data-export)/);
    // An island without props carries none (the entry reads a missing data-props as {}).
    expect(html).toMatch(/<site-island data-island="quote-badge"(?![^>]*data-props)[^>]*>/);
    expect(html).toMatch(/<site-island data-island="site-nav"[^>]* data-props="\{/);
  });

  it('answers an unknown path with the home page, 404, noindex and canonical /', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    const html = (await res.text()).replaceAll('/>', '>');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<link rel="canonical" href="https://www.printpouch.example/">');
    expect(html).toContain('Stand Out on the Shelf');
  });

  it('redirects a trailing slash to the one canonical address', async () => {
    const res = await get('/aboutus/?x=1', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/aboutus?x=1');
  });

  it('never redirects to another site, whatever the path holds', async () => {
    const origin = 'https://www.printpouch.example';
    const hostile = [
      '//evil.example/', // the request that found it
      '/\\evil.example/',
      '///evil.example/',
      '////evil.example//',
      '/\t/evil.example/',
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      '/./evil.example/..//evil.example/',
      '/%2e%2e//evil.example/',
      '/aboutus/..//evil.example/?x=//evil.example',
      '/search/?q=//evil.example',
    ];
    for (const path of hostile) {
      const res = await get(path, { redirect: 'manual' });
      const location = res.headers.get('location') ?? '';
      expect([path, res.status]).toEqual([path, 301]);
      expect([path, location]).toEqual([path, expect.stringMatching(/^\/(?![/\\])[\x21-\x7e]*$/)]);
      expect([path, new URL(location, `${origin}/aboutus`).origin]).toEqual([path, origin]);
    }
    // The other redirects go through the same door: an old ?q= search and an old product link.
    const search = await get('/search?q=%2F%2Fevil.example%2F', { redirect: 'manual' });
    expect([search.status, search.headers.get('location')]).toEqual([301, '/search?query=%2F%2Fevil.example%2F']);
  });

  it('carries its navigation once, for every width: each entry and each product page linked once in the header, in one list', async () => {
    for (const path of ['/', '/hi/aboutus']) {
      const html = await page(path);
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      const prefix = path.startsWith('/hi') ? '/hi' : '';
      expect(header.match(/<nav class="site-nav"/g)).toHaveLength(1);
      for (const to of ['/aboutus', '/portfolio', '/contactus', '/products/gold-standup', '/size-finder'])
        expect(header.split(`href="${prefix}${to}"`).length - 1, `${path}: ${to}`).toBe(1);
    }
  });

  it('marks the current page in the navigation', async () => {
    const html = await page('/');
    expect(html).toMatch(/<a href="\/" aria-current="page">Home<\/a>/);
    expect(html).not.toMatch(/href="\/aboutus" aria-current="page"/);
  });
});

describe('head and structured data', () => {
  it('writes title, description, keywords, author, canonical, Open Graph and Twitter tags', async () => {
    const html = await page('/');
    for (const tag of [
      '<title>PrintPouch — Custom Printed Stand-Up &amp; Zipper Pouches in India</title>',
      '<meta name="author" content="PrintPouch">',
      '<meta name="keywords" content="',
      '<meta name="description" content="Custom digitally printed',
      '<link rel="canonical" href="https://www.printpouch.example/">',
      '<meta property="og:url" content="https://www.printpouch.example/">',
      '<meta property="og:image" content="https://www.printpouch.example/og-image.png">',
      '<meta name="twitter:card" content="summary_large_image">',
    ])
      expect(html).toContain(tag);
    // X's card falls back to og:title, og:description and og:image: each is written once.
    expect(html).not.toMatch(/twitter:(title|description|image)/);
  });

  it('includes WebSite with a SearchAction on query, and Organization with the address', async () => {
    const html = await (await get('/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const website = blocks.find((b) => b['@type'] === 'WebSite');
    expect(website.potentialAction.target.urlTemplate).toBe('https://www.printpouch.example/search?query={search_term_string}');
    const org = blocks.find((b) => b['@type'] === 'Organization');
    expect(org.address).toMatchObject({ addressRegion: 'Tamil Nadu', postalCode: '625015', addressCountry: 'IN' });
  });
});

describe('security headers', () => {
  it('sends nosniff and the other headers on files the asset router serves, and keeps hashed builds a year', async () => {
    const logo = await env.ASSETS.fetch('http://localhost/logo.svg');
    await logo.arrayBuffer();
    expect([logo.status, logo.headers.get('x-content-type-options'), logo.headers.get('x-frame-options'), logo.headers.get('content-security-policy')]).toEqual(
      [200, 'nosniff', 'DENY', expect.stringContaining("script-src 'self'")],
    );
    expect(logo.headers.get('cache-control')).not.toContain('immutable');
    const entry = /src="(\/build\/assets\/[^"]+\.js)"/.exec(await (await get('/')).text())![1];
    const built = await env.ASSETS.fetch(`http://localhost${entry}`);
    await built.arrayBuffer();
    expect([built.status, built.headers.get('x-content-type-options'), built.headers.get('cache-control')]).toEqual([
      200,
      'nosniff',
      'public, max-age=31536000, immutable',
    ]);
    // The rules file itself is never a file of the site.
    const rules = await env.ASSETS.fetch('http://localhost/_headers');
    await rules.arrayBuffer();
    expect(rules.status).toBe(404);
  });

  it('sends a CSP with no inline script and no other host, and the standard headers', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    // Not even the one inline script npm start lets run by its hash (LIVE_RELOAD_HASH).
    expect(csp).toContain("script-src 'self';");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    // Only what a browser still reads: every byte of the headers rides in the page's first round trip.
    for (const retired of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies'])
      expect(res.headers.has(retired), retired).toBe(false);
  });

  it.each(['/', '/ourproducts', '/products/kraft-with-window/500gm', '/contactus', '/portfolio', '/faq', '/search?query=kraft', '/no/such/page'])(
    'puts no executable inline script in %s',
    async (path) => {
      const html = await page(path);
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(inline.length).toBeGreaterThan(0);
      expect(inline.filter((attrs) => !attrs!.includes('type="application/ld+json"'))).toEqual([]);
    },
  );
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows crawling and names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Sitemap: https://www.printpouch.example/sitemap.xml');
  });

  it('sitemap.xml lists the home page with absolute addresses', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<loc>https://www.printpouch.example/</loc>');
  });
});

describe('product drawings', () => {
  it('serves an SVG per product type', async () => {
    const res = await get('/img/pouch/kraft-with-window.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('answers 404 for an unknown drawing', async () => {
    expect((await get('/img/pouch/nope.svg')).status).toBe(404);
  });
});
