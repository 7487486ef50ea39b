/**
 * The address of the enquiry form started for a quote. /contactus reads the query parameters
 * product (a product slug), size, quantity, packs (what one pouch holds, "750 g of coffee beans")
 * and wishlist (comma-separated wishlist ids, read by src/features/enquiry/intake/prefill.ts). Pure, so
 * islands build the same links as the server.
 * @example enquiryHref({ product: 'kraft-with-window', size: '1kg' }) // "/contactus?product=kraft-with-window&size=1kg"
 */
export function enquiryHref(params: { product?: string; size?: string; quantity?: number; packs?: string; wishlist?: readonly string[] }): string {
  const q = new URLSearchParams();
  if (params.product) q.set('product', params.product);
  if (params.size) q.set('size', params.size);
  if (params.quantity) q.set('quantity', String(params.quantity));
  if (params.packs) q.set('packs', params.packs);
  if (params.wishlist?.length) q.set('wishlist', params.wishlist.join(','));
  const search = q.toString();
  return search ? `/contactus?${search}` : '/contactus';
}
