import type { Context } from 'hono';
import { findVariant, type Variant } from '../content/catalogue';
import { site } from '../content/site';
import { cachePolicy } from '../render/cache';
import { dielineLayout } from './layout';
import { dielineSvg } from './svg';
import { dielinePdf } from './pdf';

/** /products/<product>/<size>/dieline.svg and .pdf: the size's print template. */
export const dielinePath = (variant: Pick<Variant, 'link'>, format: 'svg' | 'pdf'): string => `${variant.link}/dieline.${format}`;

/** "printpouch-kraft-with-window-500gm-dieline.pdf" */
export const dielineFileName = (variant: Pick<Variant, 'size' | 'product'>, format: 'svg' | 'pdf'): string =>
  `${site.name.toLowerCase()}-${variant.product.slug}-${variant.size}-dieline.${format}`;

/** The print template of one size of one product, from the catalogue's dimensions. */
export function variantDieline(variant: Variant) {
  const { product } = variant;
  return dielineLayout(variant.dimensions, { zipper: product.art.zipper, window: product.art.window, productName: product.name, sizeLabel: variant.weight, brand: site.name });
}

const TYPES = { svg: 'image/svg+xml; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * GET the template as SVG or PDF, made on request (a millisecond or two) and kept by the edge
 * cache like a page; an unknown product or size is a 404.
 */
export function dielineFile(format: 'svg' | 'pdf') {
  return (c: Context): Response => {
    const variant = findVariant(c.req.param('slug') ?? '', c.req.param('size') ?? '');
    if (!variant) return c.text('No print template here: there is no such product or size.', 404);
    const layout = variantDieline(variant);
    const title = `${site.name} print template: ${variant.title}`;
    const body = format === 'svg' ? dielineSvg(layout, title) : dielinePdf(layout, title);
    return c.body(body, 200, {
      'content-type': TYPES[format],
      'content-disposition': `attachment; filename="${dielineFileName(variant, format)}"`,
      'cache-control': cachePolicy.file,
    });
  };
}
