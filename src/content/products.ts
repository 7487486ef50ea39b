import { z } from 'zod';
import { pouchArtSchema } from '../art/pouch';

/**
 * The ten pouch types the company makes, in the order the menu and grid show them.
 * The catalogue (variants, prices, page content) extends these records.
 */
export const productSchema = z.object({
  gridId: z.number().int().min(1).max(10),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(5).max(80).describe('Name as the grid and product page show it'),
  menuLabel: z.string().min(5).max(80).describe('Name as the mega menu shows it'),
  art: pouchArtSchema,
});
export type Product = z.infer<typeof productSchema>;

export const products: readonly Product[] = z.array(productSchema).length(10).parse([
  { gridId: 1, slug: 'transparent-standup', name: 'Both-Side Transparent Stand-Up Pouch Without Zipper', menuLabel: 'Both-Side Transparent Stand-Up Pouch', art: { material: 'clear', finish: 'glossy', window: false, zipper: false, colour: '#0f766e' } },
  { gridId: 2, slug: 'transparent-zipper', name: 'Both-Side Transparent Stand-Up Zipper Pouch', menuLabel: 'Both-Side Transparent Zipper Pouch', art: { material: 'clear', finish: 'glossy', window: false, zipper: true, colour: '#1d4ed8' } },
  { gridId: 3, slug: 'gold-standup', name: 'Gold Standy Pouch', menuLabel: 'Gold Stand-Up Pouch', art: { material: 'gold', finish: 'metallic', window: false, zipper: false, colour: '#7c2d12' } },
  { gridId: 4, slug: 'gold-zipper', name: 'Gold Standy Zipper Pouch', menuLabel: 'Gold Stand-Up Zipper Pouch', art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#111827' } },
  { gridId: 5, slug: 'silver-one-side-zipper', name: 'One-Sided Silver Stand-Up Zipper Pouch', menuLabel: 'One-Sided Silver Zipper Pouch', art: { material: 'silver', finish: 'metallic', window: true, zipper: true, colour: '#be123c' } },
  { gridId: 6, slug: 'silver-two-side-zipper', name: 'Two-Sided Silver Stand-Up Zipper Pouch', menuLabel: 'Two-Sided Silver Zipper Pouch', art: { material: 'silver', finish: 'metallic', window: false, zipper: true, colour: '#4338ca' } },
  { gridId: 7, slug: 'coloured-window-zipper', name: 'Coloured Window Stand-Up Zipper Pouch (Inner Metallized, 3 Layer)', menuLabel: 'Coloured Window Zipper Pouch', art: { material: 'colour', finish: 'glossy', window: true, zipper: true, colour: '#b91c1c' } },
  { gridId: 8, slug: 'coloured-zipper', name: 'Coloured Stand-Up Zipper Pouch (Inner Metallized, 3 Layer)', menuLabel: 'Coloured Zipper Pouch', art: { material: 'colour', finish: 'matte', window: false, zipper: true, colour: '#15803d' } },
  { gridId: 9, slug: 'kraft-with-window', name: 'Matt Kraft With Window Stand-Up Zipper Pouch', menuLabel: 'Matt Kraft With Window Zipper Pouch', art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#14532d' } },
  { gridId: 10, slug: 'kraft-inner-foiled', name: 'Matt Kraft Inner Foiled Stand-Up Zipper Pouch', menuLabel: 'Matt Kraft Inner Foiled Zipper Pouch', art: { material: 'kraft', finish: 'matte', window: false, zipper: true, colour: '#9a3412' } },
]);

export const productPath = (p: Pick<Product, 'slug'>): string => `/products/${p.slug}`;
export const productImage = (p: Pick<Product, 'slug'>): string => `/img/pouch/${p.slug}.svg`;
