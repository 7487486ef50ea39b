import type { Variant } from '@features/catalogue';
import { site } from '@platform/content/site';
import { dielineLayout } from './layout';
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

const dielineOptions = ({ product, weight }: Pick<Variant, 'product' | 'weight'>) => ({
  zipper: product.art.zipper,
  window: product.art.window,
  productName: product.name.en,
  sizeLabel: weight,
  brand: site.name,
  white: whiteInk(product.art),
});

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
