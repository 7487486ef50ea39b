import { z } from 'zod';
import { pouchArtSchema } from '../art/pouch';
import { SIZE_SLUGS, sizeSlugSchema } from './sizes';

/**
 * The ten pouch types the company makes, in the order the menu and grid show them, each with
 * its catalogue entry (spec §3) and that entry's size variants.
 *
 * Mapping decision (docs/decisions/011): the site's 10 products are the 10 product types of the
 * header and grid; their slugs are the canonical /products/<slug> addresses. The spec's catalogue
 * list (ids 101–109 and 1010, names, variant counts, legacy /zippouch/<slug> and
 * /<legacy-variant-slug>/<size> links) names the same ten pouches in a different order and with
 * trade names, so each catalogue entry is attached to the type whose material fits best:
 *   101 Standing Kraft With Window Zip Lock (7)  → kraft-with-window       (fixed by the spec's size pages)
 *   102 Standing Kraft Zip Lock (5)              → kraft-inner-foiled      (kraft, no window; the spec's 50g mention)
 *   103 Standing Zip Lock Without Window (1)     → coloured-zipper         (opaque printed body, no window)
 *   104 Zip Lock With Window Stand Up (1)        → coloured-window-zipper  (printed body with a window)
 *   105 Clear Kraft Standy Zipper (4)            → gold-standup            (clear front over a kraft-toned metallised back)
 *   106 Clear Silver Standy Zipper (4)           → silver-one-side-zipper  (clear front, silver back)
 *   107 Clear Standy Zipper (6)                  → transparent-zipper      (clear both sides, zipper)
 *   108 Idly & Dosa Batter Standy Zipper (1)     → transparent-standup     (clear so the batter shows; packs of 50)
 *   109 Milky Standy Zipper (4)                  → silver-two-side-zipper  (opaque light body both sides)
 *   1010 Printed Dry Fruit Zip Lock (4)          → gold-zipper             (printed metallic, the dry-fruit classic)
 * Two product types have no zipper while every catalogue name says "zip"; there the type's own
 * name and attributes win on the page, and the catalogue name stays as the "also listed as" name
 * that old links and search still find.
 *
 * Prices: the spec gives per-pouch tiers only for the kraft-with-window sizes 50gm, 100gm, 500gm,
 * 1kg and 2kg (§9). No price is invented for any other variant: those pages say "price on
 * request" and lead to the enquiry form. SKU codes likewise exist only where the spec gives them.
 */

export const priceTierSchema = z.object({
  minUnits: z.number().int().positive(),
  maxUnits: z.number().int().positive(),
  /** Price of one pouch in INR, taxes included (policy: prices are inclusive of taxes). */
  unitPrice: z.number().positive(),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

/** The three quantity bands of every price table (spec §9): 100–400, 500–900, 1000–5000 units. */
const BANDS = [[100, 400], [500, 900], [1000, 5000]] as const;
const tiers = (...prices: [number, number, number]): PriceTier[] =>
  BANDS.map(([minUnits, maxUnits], i) => ({ minUnits, maxUnits, unitPrice: prices[i]! }));

export const variantSchema = z.object({
  size: sizeSlugSchema,
  sku: z.string().regex(/^[A-Z]-[A-Z]{3}-\d+$/).optional().describe('SKU code, where the spec gives one'),
  capacity: z.string().min(3).max(40).optional().describe('What it holds, where the spec words it; otherwise the nominal fill weight is shown'),
  tiers: z
    .array(priceTierSchema)
    .min(1)
    .refine((t) => t.every((tier, i) => tier.minUnits <= tier.maxUnits && (i === 0 || tier.minUnits > t[i - 1]!.maxUnits)), 'tiers ascend without overlap')
    .optional(),
});
export type VariantRecord = z.infer<typeof variantSchema>;

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const productSchema = z.object({
  gridId: z.number().int().min(1).max(10),
  slug: slugSchema,
  name: z.string().min(5).max(80).describe('Name as the grid and product page show it'),
  menuLabel: z.string().min(5).max(80).describe('Name as the mega menu shows it'),
  art: pouchArtSchema,
  category: z.enum(['Zip Pouch', 'Stand-Up Pouch']).describe("The spec's category ('Zip Pouch'), except for pouches without a zipper"),
  catalogue: z.object({
    id: z.number().int().describe('Catalogue id: 101 to 109 and 1010'),
    order: z.number().int().min(1).max(10).describe('Position in the spec §3 catalogue list'),
    name: z.string().min(5).max(60).describe('Trade name in the catalogue list'),
    legacySlug: slugSchema.describe('Old product link /zippouch/<legacySlug>'),
    legacyVariantSlug: slugSchema.describe('Old variant links /<legacyVariantSlug>/<size>'),
  }),
  description: z.string().min(80).max(260).describe('Card and page summary, clamped to 3 lines on the grid'),
  /** Material or colour as a variant title words it. */
  materialLabel: z.string().min(3).max(40),
  gsm: z.number().int().positive().optional().describe('Paper weight, where relevant (kraft)'),
  packOf: z.union([z.literal(100), z.literal(50)]),
  variants: z.array(variantSchema).min(1).refine((v) => new Set(v.map((x) => x.size)).size === v.length, 'one variant per size')
    .refine((v) => v.every((x, i) => i === 0 || SIZE_SLUGS.indexOf(x.size) > SIZE_SLUGS.indexOf(v[i - 1]!.size)), 'variants listed smallest first'),
});
export type Product = z.infer<typeof productSchema>;

/** A product as the catalogue lists it: its badge says "Zip Pouch" exactly when it has a zipper. */
export const catalogueProductSchema = productSchema.refine((p) => (p.category === 'Zip Pouch') === p.art.zipper, {
  message: "category must be 'Zip Pouch' exactly when the pouch has a zipper", path: ['category'],
});

export const products: readonly Product[] = z.array(catalogueProductSchema).length(10).parse([
  {
    gridId: 1,
    slug: 'transparent-standup',
    name: 'Both-Side Transparent Stand-Up Pouch Without Zipper',
    menuLabel: 'Both-Side Transparent Stand-Up Pouch',
    art: { material: 'clear', finish: 'glossy', window: false, zipper: false, colour: '#0f766e' },
    category: 'Stand-Up Pouch',
    catalogue: { id: 108, order: 8, name: 'Idly & Dosa Batter Standy Zipper', legacySlug: 'idly-dosa-batter', legacyVariantSlug: 'idly-dosa-batter' },
    description: 'Crystal-clear on both sides so the product sells itself: batter, grains, sweets and snacks show their true colour, with your brand printed in full colour and a heat-sealed top.',
    materialLabel: 'Both-Side Transparent',
    packOf: 50,
    variants: [{ size: '1kg' }],
  },
  {
    gridId: 2,
    slug: 'transparent-zipper',
    name: 'Both-Side Transparent Stand-Up Zipper Pouch',
    menuLabel: 'Both-Side Transparent Zipper Pouch',
    art: { material: 'clear', finish: 'glossy', window: false, zipper: true, colour: '#1d4ed8' },
    category: 'Zip Pouch',
    catalogue: { id: 107, order: 7, name: 'Clear Standy Zipper', legacySlug: 'clear-standy', legacyVariantSlug: 'clear-standy' },
    description: 'A fully transparent stand-up pouch with a resealable zipper: shoppers see every almond, candy or cookie, and your printed label turns a clear bag into a branded pack.',
    materialLabel: 'Clear PET',
    packOf: 100,
    variants: [{ size: '50gm' }, { size: '100gm' }, { size: '250gm' }, { size: '500gm' }, { size: '1kg' }, { size: '2kg' }],
  },
  {
    gridId: 3,
    slug: 'gold-standup',
    name: 'Gold Standy Pouch',
    menuLabel: 'Gold Stand-Up Pouch',
    art: { material: 'gold', finish: 'metallic', window: true, zipper: false, colour: '#7c2d12' },
    category: 'Stand-Up Pouch',
    catalogue: { id: 105, order: 5, name: 'Clear Kraft Standy Zipper', legacySlug: 'clear-kraft', legacyVariantSlug: 'clear-kraft' },
    description: 'A warm gold metallised stand-up pouch with a clear front panel: a premium look for sweets, spices and gift packs, with foil barrier layers that keep aroma in.',
    materialLabel: 'Gold Metallised',
    packOf: 100,
    variants: [{ size: '100gm' }, { size: '200gm' }, { size: '500gm' }, { size: '1kg' }],
  },
  {
    gridId: 4,
    slug: 'gold-zipper',
    name: 'Gold Standy Zipper Pouch',
    menuLabel: 'Gold Stand-Up Zipper Pouch',
    art: { material: 'gold', finish: 'metallic', window: false, zipper: true, colour: '#111827' },
    category: 'Zip Pouch',
    catalogue: { id: 1010, order: 10, name: 'Printed Dry Fruit Zip Lock', legacySlug: 'printed-dryfruit', legacyVariantSlug: 'printed-dryfruit' },
    description: 'Gold metallised zipper pouch printed edge to edge, the classic pack for dry fruits, nuts and festive gifting: light-proof, moisture-proof and resealable after every use.',
    materialLabel: 'Gold Metallised',
    packOf: 100,
    variants: [{ size: '100gm' }, { size: '250gm' }, { size: '350gm' }, { size: '500gm' }],
  },
  {
    gridId: 5,
    slug: 'silver-one-side-zipper',
    name: 'One-Sided Silver Stand-Up Zipper Pouch',
    menuLabel: 'One-Sided Silver Zipper Pouch',
    art: { material: 'silver', finish: 'metallic', window: true, zipper: true, colour: '#be123c' },
    category: 'Zip Pouch',
    catalogue: { id: 106, order: 6, name: 'Clear Silver Standy Zipper', legacySlug: 'clear-silver', legacyVariantSlug: 'clear-silver' },
    description: 'Clear in front, silver metallised behind: the product is on show while the foil back blocks light and moisture. A resealable zipper keeps snacks and spices fresh.',
    materialLabel: 'Clear Front, Silver Back',
    packOf: 100,
    variants: [{ size: '100gm' }, { size: '250gm' }, { size: '500gm' }, { size: '1kg' }],
  },
  {
    gridId: 6,
    slug: 'silver-two-side-zipper',
    name: 'Two-Sided Silver Stand-Up Zipper Pouch',
    menuLabel: 'Two-Sided Silver Zipper Pouch',
    art: { material: 'silver', finish: 'metallic', window: false, zipper: true, colour: '#4338ca' },
    category: 'Zip Pouch',
    catalogue: { id: 109, order: 9, name: 'Milky Standy Zipper', legacySlug: 'milky-standy', legacyVariantSlug: 'milky-standy' },
    description: 'Opaque on both sides, with a bright metallised barrier that shuts out light, air and moisture: the safe choice for coffee, masala, protein powder and anything that must stay crisp.',
    materialLabel: 'Silver Metallised',
    packOf: 100,
    variants: [{ size: '100gm' }, { size: '250gm' }, { size: '500gm' }, { size: '1kg' }],
  },
  {
    gridId: 7,
    slug: 'coloured-window-zipper',
    name: 'Coloured Window Stand-Up Zipper Pouch (Inner Metallized, 3 Layer)',
    menuLabel: 'Coloured Window Zipper Pouch',
    art: { material: 'colour', finish: 'glossy', window: true, zipper: true, colour: '#b91c1c' },
    category: 'Zip Pouch',
    catalogue: { id: 104, order: 4, name: 'Zip Lock With Window Stand Up', legacySlug: 'without-standup', legacyVariantSlug: 'without-standup' },
    description: 'A full-colour printed body with a clear window and an inner metallised layer: three laminated layers give shelf impact, a peek at the product and real barrier protection.',
    materialLabel: 'Coloured 3-Layer Metallised',
    packOf: 100,
    variants: [{ size: '250gm' }],
  },
  {
    gridId: 8,
    slug: 'coloured-zipper',
    name: 'Coloured Stand-Up Zipper Pouch (Inner Metallized, 3 Layer)',
    menuLabel: 'Coloured Zipper Pouch',
    art: { material: 'colour', finish: 'matte', window: false, zipper: true, colour: '#15803d' },
    category: 'Zip Pouch',
    catalogue: { id: 103, order: 3, name: 'Standing Zip Lock Without Window', legacySlug: 'standing-without-window', legacyVariantSlug: 'without-window' },
    description: 'Your colours on every millimetre: a fully printed, inner-metallised 3-layer zipper pouch with no window, for brands that want a bold, opaque pack with strong barrier properties.',
    materialLabel: 'Coloured 3-Layer Metallised',
    packOf: 100,
    variants: [{ size: '100gm' }],
  },
  {
    gridId: 9,
    slug: 'kraft-with-window',
    name: 'Matt Kraft With Window Stand-Up Zipper Pouch',
    menuLabel: 'Matt Kraft With Window Zipper Pouch',
    art: { material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#14532d' },
    category: 'Zip Pouch',
    catalogue: { id: 101, order: 1, name: 'Standing Kraft With Window Zip Lock', legacySlug: 'standing-kraft-with-window', legacyVariantSlug: 'standing-kraft-window' },
    description: 'Natural matt kraft paper with a clear window and a resealable zip lock: the honest, eco look for coffee, tea, dry fruits, millets and snacks, laminated in 3 layers to keep food fresh.',
    materialLabel: 'Matt Kraft',
    gsm: 110,
    packOf: 100,
    variants: [
      { size: '50gm', tiers: tiers(4.3, 4.16, 4.08) },
      { size: '100gm', sku: 'M-KWZ-100', capacity: '100gm powder', tiers: tiers(4.57, 4.43, 4.34) },
      { size: '250gm' },
      { size: '500gm', sku: 'M-KWW-500', capacity: '500gm', tiers: tiers(6.06, 5.88, 5.76) },
      { size: '1kg', sku: 'M-KWW-1000', capacity: '1kg', tiers: tiers(7.44, 7.22, 7.07) },
      { size: '2kg', sku: 'M-KWW-2000', capacity: '2kg', tiers: tiers(9.76, 9.47, 9.27) },
      { size: '3kg' },
    ],
  },
  {
    gridId: 10,
    slug: 'kraft-inner-foiled',
    name: 'Matt Kraft Inner Foiled Stand-Up Zipper Pouch',
    menuLabel: 'Matt Kraft Inner Foiled Zipper Pouch',
    art: { material: 'kraft', finish: 'matte', window: false, zipper: true, colour: '#9a3412' },
    category: 'Zip Pouch',
    catalogue: { id: 102, order: 2, name: 'Standing Kraft Zip Lock', legacySlug: 'standing-kraft', legacyVariantSlug: 'standing-kraft' },
    description: 'Matt kraft outside, aluminium foil inside: the natural paper look with a barrier that keeps coffee, tea and spices fresh, aromatic and dry for longer. Resealable zip lock on every size.',
    materialLabel: 'Matt Kraft Inner Foiled',
    gsm: 110,
    packOf: 100,
    variants: [{ size: '50gm' }, { size: '100gm' }, { size: '250gm' }, { size: '500gm' }, { size: '1kg' }],
  },
]);

export const productPath = (p: Pick<Product, 'slug'>): string => `/products/${p.slug}`;
export const productImage = (p: Pick<Product, 'slug'>): string => `/img/pouch/${p.slug}.svg`;
