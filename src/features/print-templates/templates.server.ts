import type { Context } from 'hono';
import { findVariant } from '@features/catalogue';
import { customVariant, readCustomQuery, readCustomSlugNearest, type LineSize } from '@features/catalogue';
import { customPath, customQuery } from '@features/catalogue';
import { findProduct } from '@features/catalogue';
import { redirectTo } from '@platform/render/redirect';
import { cachePolicy } from '@platform/render/cache';
import { dielineSvg } from './svg';
import { dielineFileName, dielinePdfAsset, dielineTitle, TEMPLATES_ID, variantDieline } from './template-files';

/** The one binding the route reads (the static assets, where the build left the PDFs), typed by what it uses so the build and Node tests can import this module too. */
interface TemplateBindings {
  Bindings: { ASSETS: { fetch(input: URL | string): Promise<Response> } };
}

const TYPES = { svg: 'image/svg+xml; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * GET the template as SVG or PDF, kept by the edge cache like a page; an unknown product or size
 * is a 404. The SVG is drawn on request (a millisecond or two). A stock size's PDF is made at
 * build time (pdf-lib is too large for the worker) and read from the static assets; one missing
 * from the deploy is a 503 that says so, never a broken file. A custom size's PDF cannot be made
 * ahead, so its address leads to the page's templates, where the browser makes it.
 */
export function dielineFile(format: 'svg' | 'pdf') {
  return async (c: Context<TemplateBindings>): Promise<Response> => {
    const slug = c.req.param('slug') ?? '';
    const found = customSize(c, slug, `dieline.${format}`) ?? findVariant(slug, c.req.param('size') ?? '');
    if (found instanceof Response) return found;
    const variant = found;
    if (!variant) return c.text('No print template here: there is no such product or size.', 404);
    const headers = {
      'content-type': TYPES[format],
      'content-disposition': `attachment; filename="${dielineFileName(variant, format)}"`,
      'cache-control': cachePolicy.file,
    };
    if (format === 'svg') return c.body(dielineSvg(variantDieline(variant), dielineTitle(variant)), 200, headers);
    if ('custom' in variant) return redirectTo(c, `${variant.link}#${TEMPLATES_ID}`, 302);
    const file = await c.env.ASSETS.fetch(new URL(dielinePdfAsset(variant), c.req.url));
    if (!file.ok || !file.body) {
      console.error(JSON.stringify({ event: 'dieline.missing', asset: dielinePdfAsset(variant), status: file.status }));
      await file.body?.cancel();
      return c.text('This print template is missing from the site right now. Please try again later, or ask us for it by email.', 503, {
        'retry-after': '3600',
      });
    }
    return c.body(file.body, 200, headers);
  };
}

/**
 * The custom size a `/products/<slug>/custom/<file>?w=&l=&g=` address names, or the quote line's
 * `/products/<slug>/custom-160x240x40/<file>`; undefined when the size is not a custom one, or the
 * product unknown, or the numbers not whole millimetres (404). One size has one address: a size
 * outside the machine's range, a line's name, or a query spelled another way (a parameter twice,
 * zero-padded, in another order, one more) is a redirect to the nearest size's address, `extra`
 * (the mock-up's `&locale=ta`) kept at its end.
 */
export function customSize(c: Context, slug: string, file: 'dieline.pdf' | 'dieline.svg' | 'mockup.json', extra = ''): LineSize | Response | undefined {
  const size = c.req.param('size') ?? '';
  if (size !== 'custom' && !size.startsWith('custom-')) return undefined;
  const product = findProduct(slug);
  const url = new URL(c.req.url);
  const flat = size === 'custom' ? readCustomQuery(url.searchParams) : readCustomSlugNearest(size);
  if (!product || !flat) return undefined;
  if (size !== 'custom' || url.search !== `${customQuery(flat)}${extra}`) return redirectTo(c, `${customPath(product.slug, flat, file)}${extra}`, 301);
  return customVariant(product, flat);
}
