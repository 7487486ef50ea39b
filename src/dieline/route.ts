import type { Context } from 'hono';
import { findVariant, type Variant } from '../content/catalogue';
import { site } from '../content/site';
import { cachePolicy } from '../render/cache';
import { dielineLayout } from './layout';
import { dielineSvg } from './svg';

/** /products/<product>/<size>/dieline.svg and .pdf: the size's print template. */
export const dielinePath = (variant: Pick<Variant, 'link'>, format: 'svg' | 'pdf'): string => `${variant.link}/dieline.${format}`;

/** "printpouch-kraft-with-window-500gm-dieline.pdf" */
export const dielineFileName = (variant: Pick<Variant, 'size' | 'product'>, format: 'svg' | 'pdf'): string =>
  `${site.name.toLowerCase()}-${variant.product.slug}-${variant.size}-dieline.${format}`;

/** Where the build (vite.config.ts) leaves each size's PDF template, inside the client build folder. */
export const TEMPLATE_FOLDER = 'templates';

/** The static file the PDF template is served from: "/build/templates/printpouch-kraft-with-window-500gm-dieline.pdf". */
export const dielinePdfAsset = (variant: Pick<Variant, 'size' | 'product'>): string => `/build/${TEMPLATE_FOLDER}/${dielineFileName(variant, 'pdf')}`;

/** The print template of one size of one product, from the catalogue's dimensions. */
export function variantDieline(variant: Variant) {
  const { product } = variant;
  return dielineLayout(variant.dimensions, { zipper: product.art.zipper, window: product.art.window, productName: product.name, sizeLabel: variant.weight, brand: site.name });
}

/** The PDF's title and the caption of its piece pages. */
export const dielineTitle = (variant: Variant): string => `${site.name} print template: ${variant.title}`;
export const dielineCaption = (variant: Variant): string => `${variant.product.name}, ${variant.weight}`;

/** The one binding the route reads (the static assets, where the build left the PDFs), typed by what it uses so the build and Node tests can import this module too. */
interface TemplateBindings {
  Bindings: { ASSETS: { fetch(input: URL | string): Promise<Response> } };
}

const TYPES = { svg: 'image/svg+xml; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * GET the template as SVG or PDF, kept by the edge cache like a page; an unknown product or size
 * is a 404. The SVG is drawn on request (a millisecond or two). The PDF is made at build time
 * (pdf-lib is too large for the worker) and read from the static assets; one missing from the
 * deploy is a 503 that says so, never a broken file.
 */
export function dielineFile(format: 'svg' | 'pdf') {
  return async (c: Context<TemplateBindings>): Promise<Response> => {
    const variant = findVariant(c.req.param('slug') ?? '', c.req.param('size') ?? '');
    if (!variant) return c.text('No print template here: there is no such product or size.', 404);
    const headers = {
      'content-type': TYPES[format],
      'content-disposition': `attachment; filename="${dielineFileName(variant, format)}"`,
      'cache-control': cachePolicy.file,
    };
    if (format === 'svg') return c.body(dielineSvg(variantDieline(variant), dielineTitle(variant)), 200, headers);
    const file = await c.env.ASSETS.fetch(new URL(dielinePdfAsset(variant), c.req.url));
    if (!file.ok || !file.body) {
      console.error(JSON.stringify({ event: 'dieline.missing', asset: dielinePdfAsset(variant), status: file.status }));
      await file.body?.cancel();
      return c.text('This print template is missing from the site right now. Please try again later, or ask us for it by email.', 503, { 'retry-after': '3600' });
    }
    return c.body(file.body, 200, headers);
  };
}
