import type { Context } from 'hono';
import { findVariant, type Variant } from '@features/catalogue/catalogue';
import { customVariant, readCustomQuery, type LineSize } from '@features/catalogue/custom-variant';
import { customPath } from '@features/catalogue/custom-slug';
import { findProduct } from '@features/catalogue/catalogue';
import { redirectTo } from '@platform/render/redirect';
import { site } from '@platform/content/site';
import { cachePolicy } from '@platform/render/cache';
import { dielineLayout } from './layout';
import { dielineSvg } from './svg';
import { whiteInk } from './white';
import type { TemplateSpec } from './pdf';

/** /products/<product>/<size>/dieline.svg and .pdf: the size's print template. */
export const dielinePath = (variant: Pick<Variant, 'link'>, format: 'svg' | 'pdf'): string => `${variant.link}/dieline.${format}`;

/** "printpouch-kraft-with-window-500gm-dieline.pdf" */
export const dielineFileName = (variant: { size: string; product: Pick<Variant['product'], 'slug'> }, format: 'svg' | 'pdf'): string =>
  `${site.name.toLowerCase()}-${variant.product.slug}-${variant.size}-dieline.${format}`;

/** Where the build (vite.config.ts) leaves each size's PDF template, inside the client build folder. */
export const TEMPLATE_FOLDER = 'templates';

/** The static file the PDF template is served from: "/build/templates/printpouch-kraft-with-window-500gm-dieline.pdf". */
export const dielinePdfAsset = (variant: Pick<Variant, 'size' | 'product'>): string => `/build/${TEMPLATE_FOLDER}/${dielineFileName(variant, 'pdf')}`;

const dielineOptions = ({ product, weight }: Pick<Variant, 'product' | 'weight'>) =>
  ({ zipper: product.art.zipper, window: product.art.window, productName: product.name.en, sizeLabel: weight, brand: site.name, white: whiteInk(product.art) });

/** The print template of one size of one product, from the catalogue's dimensions. */
export function variantDieline(variant: Pick<Variant, 'product' | 'dimensions' | 'weight'>) {
  return dielineLayout(variant.dimensions, dielineOptions(variant));
}

/** The PDF's title and the caption of its piece pages. */
export const dielineTitle = (variant: Pick<Variant, 'title'>): string => `${site.name} print template: ${variant.title.en}`;
export const dielineCaption = (variant: Pick<Variant, 'product' | 'weight'>): string => `${variant.product.name.en}, ${variant.weight}`;

/** What a size's PDF template is made from, by the build for a stock size and in the browser for a custom one (`templatePdf`). */
export const templateSpec = (variant: Pick<Variant, 'product' | 'dimensions' | 'weight' | 'title'>): TemplateSpec => ({
  dimensions: { ...variant.dimensions },
  options: dielineOptions(variant),
  meta: { title: dielineTitle(variant), caption: dielineCaption(variant), author: site.name },
});

/** Where a custom size's page offers its print templates (the PDF is made there, in the browser). */
export const TEMPLATES_ID = 'artwork';

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
    const found = c.req.param('size') === 'custom' ? customSize(c, slug, `dieline.${format}`) : findVariant(slug, c.req.param('size') ?? '');
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
      return c.text('This print template is missing from the site right now. Please try again later, or ask us for it by email.', 503, { 'retry-after': '3600' });
    }
    return c.body(file.body, 200, headers);
  };
}

/**
 * The custom size a `/products/<slug>/custom/<file>?w=&l=&g=` address names; a redirect to the
 * nearest size the machine makes where its numbers are outside that range; undefined (404) for an
 * unknown product or an address that is not whole millimetres.
 */
export function customSize(c: Context, slug: string, file: 'dieline.pdf' | 'dieline.svg' | 'mockup.json'): LineSize | Response | undefined {
  const product = findProduct(slug);
  const read = readCustomQuery(c.req.query());
  if (!product || !read) return undefined;
  if ('nearest' in read) return redirectTo(c, customPath(product.slug, read.nearest, file), 301);
  return customVariant(product, read.flat);
}
