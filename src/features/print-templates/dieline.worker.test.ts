import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../index';
import { describe, expect, it } from 'vitest';
import { allVariants, findVariant } from '@features/catalogue/catalogue';
import { cacheKey, defaultCache, EDGE_CACHE_HEADER } from '@platform/render/edge-cache';
import { cachePolicy } from '@platform/render/cache';
import { dielinePdfAsset, variantDieline } from './template-files';
import { BLEED_MM } from '@features/catalogue/pouch-measures';
import { readTemplate } from '@tests/support/pdf-template';

const origin = 'http://localhost';
const get = (path: string) => exports.default.fetch(new Request(`${origin}${path}`, { redirect: 'manual' }));
const variant = findVariant('kraft-with-window', '500gm')!;
const layout = variantDieline(variant);

describe('print templates at /products/<product>/<size>/dieline.svg and .pdf', () => {
  it('answers the SVG at 1:1 in mm, as a download named for the product and size', async () => {
    const res = await get('/products/kraft-with-window/500gm/dieline.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="printpouch-kraft-with-window-500gm-dieline.svg"');
    expect(res.headers.get('cache-control')).toBe(cachePolicy.file);
    const svg = await res.text();
    expect(svg).toContain(`width="${layout.width}mm" height="${layout.height}mm" viewBox="0 0 ${layout.width} ${layout.height}"`);
    const front = layout.pieces[0]!.trim;
    expect(svg).toContain(`<path class="trim" d="M${front.x} ${front.y}h150v220h-150z" fill="none"`);
    expect(svg).toMatch(/<g id="Cut" inkscape:groupmode="layer" inkscape:label="Cut"/);
    expect(svg).not.toMatch(/<text\b/);
  });

  it('answers the PDF made at build time: the overview sheet, then front, back and gusset at 1:1 with trim and bleed boxes, the cut line a spot colour on its layer', async () => {
    const res = await get('/products/kraft-with-window/500gm/dieline.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="printpouch-kraft-with-window-500gm-dieline.pdf"');
    expect(res.headers.get('cache-control')).toBe(cachePolicy.file);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The very file the build left in the static assets.
    const asset = await env.ASSETS.fetch(new Request(`${origin}${dielinePdfAsset(variant)}`));
    expect(new Uint8Array(await asset.arrayBuffer())).toEqual(bytes);

    const template = await readTemplate(bytes);
    expect(template.pages.map((p) => p.label)).toEqual(['Overview (not for print)', 'Front', 'Back', 'Gusset']);
    expect(template.pages[0]!.media.width).toBeCloseTo(layout.width, 2);
    expect(template.pages[0]!.media.height).toBeCloseTo(layout.height, 2);
    for (const [i, piece] of layout.pieces.entries()) {
      const page = template.pages[i + 1]!;
      const { trim, bleed } = page;
      expect([trim.width, trim.height, bleed.width, bleed.height].map((n) => Math.round(n * 100) / 100)).toEqual([
        piece.trim.width,
        piece.trim.height,
        piece.bleed.width,
        piece.bleed.height,
      ]);
      expect([trim.x - bleed.x, trim.y - bleed.y].map((n) => Math.round(n * 100) / 100)).toEqual([BLEED_MM, BLEED_MM]);
      expect(page.separations).toContainEqual({ name: 'Dieline', alternate: 'DeviceCMYK', full: [0, 1, 0, 0] });
      const cut = page.paints.filter((p) => p.layer === 'Cut');
      expect(cut.length).toBeGreaterThan(0);
      expect(cut.every((p) => p.space === 'Dieline' && p.overprint)).toBe(true);
    }
    expect([...template.layers].sort()).toEqual(['Bleed', 'Cut', 'Dimensions', 'Fold', 'Notes', 'Safe zone', 'Seals', 'White']);
    expect([...template.pages[1]!.layersUsed].sort()).toEqual(['Bleed', 'Cut', 'Fold', 'Notes', 'Safe zone', 'Seals', 'White']);
  });

  it('serves a template for every size of every product', async () => {
    for (const v of allVariants) {
      const [svg, pdf] = await Promise.all([get(`${v.link}/dieline.svg`), get(`${v.link}/dieline.pdf`)]);
      expect([v.link, svg.status, pdf.status]).toEqual([v.link, 200, 200]);
      await Promise.all([svg.arrayBuffer(), pdf.arrayBuffer()]);
    }
  });

  it('is a 404 for an unknown product, an unknown size, or a size the product does not come in', async () => {
    for (const path of [
      '/products/no-such-pouch/500gm/dieline.pdf',
      '/products/kraft-with-window/9kg/dieline.svg',
      '/products/transparent-standup/500gm/dieline.pdf',
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(await res.text()).toContain('no such product or size');
    }
  });

  it("is a 503 that says so, never a broken download, when the build's file is missing", async () => {
    const missing = { fetch: async () => new Response('Not Found', { status: 404 }) } as unknown as Fetcher;
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${origin}${variant.link}/dieline.pdf`), { ...env, PAGE_CACHE: 'off', ASSETS: missing }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(await res.text()).toContain('print template is missing');
  });

  it('is kept by the edge cache after its first views, then answered from it', async () => {
    const path = '/products/kraft-with-window/250gm/dieline.pdf';
    const first = await get(path);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(first.headers.get(EDGE_CACHE_HEADER)).toBe('miss');
    await (await get(path)).arrayBuffer();
    await expect.poll(async () => Boolean(await defaultCache()!.match(cacheKey(`${origin}${path}`))), { timeout: 5000 }).toBe(true);
    const later = await get(path);
    expect(later.headers.get(EDGE_CACHE_HEADER)).toMatch(/^(memory|hit)$/);
    expect(later.headers.get('content-disposition')).toBe('attachment; filename="printpouch-kraft-with-window-250gm-dieline.pdf"');
    expect(new Uint8Array(await later.arrayBuffer())).toEqual(bytes);
  });

  it('is offered on the size page as PDF and SVG downloads, with a link to the artwork guide, which /faq carries whole', async () => {
    const page = await (await get(variant.link)).text();
    expect(page).toContain('href="/products/kraft-with-window/500gm/dieline.pdf" download="printpouch-kraft-with-window-500gm-dieline.pdf"');
    expect(page).toContain('href="/products/kraft-with-window/500gm/dieline.svg" download="printpouch-kraft-with-window-500gm-dieline.svg"');
    expect(page).toContain('<h2 id="artwork-title">Preparing your artwork</h2>');
    expect(page).toContain('The template marks the bleed, the safe zone and the seals');
    expect(page).toContain('<a href="/faq#artwork">Read the artwork guide</a>');
    // The guide's own lists are on /faq, once, not on each size page.
    const pdfLine =
      'The PDF: each piece at 1:1 with trim and bleed boxes; cut, fold and seals in the spot colour Dieline, on layers that are off and never print';
    expect(page).not.toContain(pdfLine);
    expect(page).not.toContain('<dt>EPS</dt>');
    const faq = await (await get('/faq')).text();
    expect(faq).toMatch(
      /<section id="artwork"[^>]*aria-labelledby="artwork-title"><div class="container narrow"><div class="artwork-guide"><h2 id="artwork-title">Preparing your artwork<\/h2>/,
    );
    expect(faq).toContain(pdfLine);
    for (const type of ['PDF', 'AI', 'EPS', 'PSD', 'CDR', 'TIFF', 'PNG', 'JPEG', 'SVG', 'ZIP']) expect(faq).toContain(`<dt>${type}</dt>`);
    // In Tamil, the link goes to the Tamil FAQ's guide.
    expect(await (await get(`/ta${variant.link}`)).text()).toContain('<a href="/ta/faq#artwork">ஆர்ட்வொர்க் வழிகாட்டியைப் படியுங்கள்</a>');
  });

  it('leaves the templates out of the sitemap, which lists pages', async () => {
    expect(await (await get('/sitemap.xml')).text()).not.toContain('dieline');
  });
});
