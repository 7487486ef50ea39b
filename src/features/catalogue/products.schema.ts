import { z } from 'zod';
import { pouchArtSchema } from './art/pouch.schema';
import { SIZE_SLUGS } from './size-slugs';
import { sizeSlugSchema } from './sizes.schema';
import { textSchema } from '@platform/i18n/text.schema';
/**
 * The ten pouch types the company makes, in the order the menu and grid show them, each with
 * its catalogue entry and that entry's size variants.
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

export const variantSchema = z.object({
  size: sizeSlugSchema,
  sku: z
    .string()
    .regex(/^[A-Z]-[A-Z]{3}-\d+$/)
    .optional()
    .describe('SKU code, where the spec gives one'),
  capacity: textSchema(z.string().min(3).max(40)).optional().describe('What it holds, where the spec words it; otherwise the nominal fill weight is shown'),
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
  name: textSchema(z.string().min(5).max(80)).describe('Name as the grid and product page show it'),
  menuLabel: textSchema(z.string().min(5).max(80)).describe('Name as the mega menu shows it'),
  art: pouchArtSchema,
  category: z.enum(['Zip Pouch', 'Stand-Up Pouch']).describe("The spec's category ('Zip Pouch'), except for pouches without a zipper"),
  catalogue: z.object({
    id: z.number().int().describe('Catalogue id: 101 to 109 and 1010'),
    order: z.number().int().min(1).max(10).describe('Position in the original catalogue list'),
    name: z.string().min(5).max(60).describe('Trade name in the catalogue list'),
    legacySlug: slugSchema.describe('Old product link /zippouch/<legacySlug>'),
    legacyVariantSlug: slugSchema.describe('Old variant links /<legacyVariantSlug>/<size>'),
  }),
  description: textSchema(z.string().min(80).max(260)).describe('Card and page summary, clamped to 3 lines on the grid'),
  /** Material or colour as a variant title words it. */
  materialLabel: textSchema(z.string().min(3).max(40)),
  gsm: z.number().int().positive().optional().describe('Paper weight, where relevant (kraft)'),
  packOf: z.union([z.literal(100), z.literal(50)]),
  variants: z
    .array(variantSchema)
    .min(1)
    .refine((v) => new Set(v.map((x) => x.size)).size === v.length, 'one variant per size')
    .refine((v) => v.every((x, i) => i === 0 || SIZE_SLUGS.indexOf(x.size) > SIZE_SLUGS.indexOf(v[i - 1]!.size)), 'variants listed smallest first'),
});
export type Product = z.infer<typeof productSchema>;

/** A product as the catalogue lists it: its badge says "Zip Pouch" exactly when it has a zipper. */
export const catalogueProductSchema = productSchema.refine((p) => (p.category === 'Zip Pouch') === p.art.zipper, {
  message: "category must be 'Zip Pouch' exactly when the pouch has a zipper",
  path: ['category'],
});

/** The schema of each content export of products.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  products: z.array(catalogueProductSchema).length(10),
};
/** The types products.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
