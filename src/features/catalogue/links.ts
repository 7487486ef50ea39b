import type { WishlistItem } from './items';
import { productImage, productPath, type Product } from './products';
import type { Variant } from './catalogue';

/** Addresses and wishlist entries built from catalogue records. */

/** Where buyers of more than the price tables cover are sent. */
export const BULK_ORDERS_PATH = '/bulk-orders';

const sizesText = (n: number) => `${n} size${n === 1 ? '' : 's'}`;

export function productWishItem(product: Product): WishlistItem {
  return {
    id: String(product.catalogue.id),
    name: product.name.en,
    text: `${product.category} · ${sizesText(product.variants.length)} · Pack of ${product.packOf}`,
    image: productImage(product),
    link: productPath(product),
  };
}

export function variantWishItem(variant: Variant): WishlistItem {
  return { id: variant.id, name: variant.title.en, text: variant.product.name.en, image: variant.image, link: variant.link };
}
