import type { Text } from '@platform/i18n/text';
import type { Product } from './products';
import { sizes, formatDimensions, SIZE_SLUGS } from './sizes';
import { catalogueProducts, variantsOf } from './catalogue';
import type { LineNames } from './line-names';

/** A product's name in every language: the one place the quote list, the wishlist and the custom size page read it. */
export const productNameText = (product: Pick<Product, 'name'>): Text => product.name;

/** Every product's and stock size's names, for the quote list and the wishlist islands. */
export const lineNames = (): LineNames => ({
  products: Object.fromEntries(catalogueProducts.map((p) => [p.slug, { name: productNameText(p), sizes: variantsOf(p).length, packOf: p.packOf }])),
  sizes: Object.fromEntries(SIZE_SLUGS.map((s) => [s, { dimensions: formatDimensions(sizes[s].dimensions) }])),
});
