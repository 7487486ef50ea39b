/** Size slugs as they appear in addresses (/products/<slug>/<size>), smallest first. */
export const SIZE_SLUGS = ['50gm', '100gm', '200gm', '250gm', '350gm', '500gm', '1kg', '2kg', '3kg'] as const;
export type SizeSlug = (typeof SIZE_SLUGS)[number];
