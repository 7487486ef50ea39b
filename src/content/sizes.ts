import { z } from 'zod';

/** Size slugs as they appear in addresses (/products/<slug>/<size>), smallest first. */
export const SIZE_SLUGS = ['50gm', '100gm', '200gm', '250gm', '350gm', '500gm', '1kg', '2kg', '3kg'] as const;
export const sizeSlugSchema = z.enum(SIZE_SLUGS);
export type SizeSlug = z.infer<typeof sizeSlugSchema>;

export const dimensionsSchema = z.object({
  width: z.number().int().positive(),
  length: z.number().int().positive(),
  gusset: z.number().int().positive(),
});
/** Flat pouch size in millimetres: width x length, plus the bottom gusset that lets it stand. */
export type Dimensions = z.infer<typeof dimensionsSchema>;

export const sizeSchema = z.object({
  slug: sizeSlugSchema,
  /** The weight as a title words it (spec §3: 50gm … 1 Kg, 2 Kg, 3 Kg). */
  label: z.string(),
  grams: z.number().int().positive(),
  dimensions: dimensionsSchema,
  /** Where the figure comes from: the spec, or our choice where the spec is silent. */
  source: z.enum(['spec', 'standard']),
  /** For a size the spec does not give: how it was chosen, as its page says it. */
  basis: z.string().min(40).max(320).optional(),
  /** The size in inches, where the spec states it that way (50gm: 3.94 x 5.91 + 1.18 inch). */
  inches: z.object({ width: z.number().positive(), length: z.number().positive(), gusset: z.number().positive() }).optional(),
  /**
   * What buyers typically pack in this size, as a size page's FAQ words it: only products the
   * volume model lets it hold at its full weight (tests/unit/size-faq.test.ts checks each).
   */
  typicalFill: z.string().min(10).max(90),
});
export type Size = z.infer<typeof sizeSchema>;

/**
 * One pouch size per fill weight, shared by every product that offers it.
 * From the spec: 100gm 120x200+40 (M-KWZ-100), 250gm 140x200+40 (FAQ), 500gm 150x220+40,
 * 1kg 180x260+40, 2kg 200x300+40, and 50gm 3.94x5.91+1.18 inch, which is 100x150+30 mm.
 * The spec is silent on 200gm, 350gm and 3kg; each `basis` says how we chose it, so that every
 * size up holds clearly more (at least 10 % by the volume model; a unit test holds it).
 * "+ 40" is the whole bottom gusset, folded in half: 20 mm up each panel (src/catalogue/gusset.ts).
 */
export const sizes: Readonly<Record<SizeSlug, Size>> = Object.fromEntries(
  z
    .array(sizeSchema)
    .length(SIZE_SLUGS.length)
    .parse([
      { slug: '50gm', label: '50gm', grams: 50, dimensions: { width: 100, length: 150, gusset: 30 }, source: 'spec', inches: { width: 3.94, length: 5.91, gusset: 1.18 }, typicalFill: 'samples, spices, tea and single servings' },
      { slug: '100gm', label: '100gm', grams: 100, dimensions: { width: 120, length: 200, gusset: 40 }, source: 'spec', typicalFill: 'tea, masala, herbal powders and trial packs' },
      { slug: '200gm', label: '200gm', grams: 200, dimensions: { width: 130, length: 200, gusset: 40 }, source: 'standard', basis: 'Halfway between the 100gm and 250gm pouches the spec gives: 130 mm wide, their length and gusset. It holds about 16 % more than 100gm, and 250gm about 15 % more than it: steps like those between the sizes of published stand-up pouch charts (UPrinting).', typicalFill: 'masala, dry fruits, atta and dal' },
      { slug: '250gm', label: '250gm', grams: 250, dimensions: { width: 140, length: 200, gusset: 40 }, source: 'spec', typicalFill: 'dry fruits, atta, dal and sugar' },
      { slug: '350gm', label: '350gm', grams: 350, dimensions: { width: 145, length: 210, gusset: 40 }, source: 'standard', basis: 'Halfway between the 250gm and 500gm pouches the spec gives in width and length, with their gusset. It holds about 15 % more than 250gm, and 500gm about 14 % more than it: steps like those between the sizes of published stand-up pouch charts (UPrinting).', typicalFill: 'rice, sugar, dal and millets' },
      { slug: '500gm', label: '500gm', grams: 500, dimensions: { width: 150, length: 220, gusset: 40 }, source: 'spec', typicalFill: 'rice, sugar and idli batter' },
      { slug: '1kg', label: '1 Kg', grams: 1000, dimensions: { width: 180, length: 260, gusset: 40 }, source: 'spec', typicalFill: 'idli and dosa batter' },
      { slug: '2kg', label: '2 Kg', grams: 2000, dimensions: { width: 200, length: 300, gusset: 40 }, source: 'spec', typicalFill: 'larger packs of dense products, by the kilo' },
      { slug: '3kg', label: '3 Kg', grams: 3000, dimensions: { width: 300, length: 345, gusset: 50 }, source: 'standard', basis: 'The published 1-gallon food-storage pouch (11 3/4 x 13 1/2 in, which holds a gallon: about 3 kg of rice), rounded to 300 x 345 mm, with a 50 mm gusset so it stands. It holds about 2.5 times the 2 Kg pouch.', typicalFill: 'rice, sugar, dal and millets' },
    ])
    .map((s) => [s.slug, s]),
) as Record<SizeSlug, Size>;

/** Millimetres as centimetres for titles: 120 → "12", 145 → "14.5". */
export const cm = (mm: number): string => String(Math.round(mm) / 10);

/** "120 x 200 + 40 mm" */
export const formatDimensions = (d: Dimensions): string => `${d.width} x ${d.length} + ${d.gusset} mm`;

/** "3.94 x 5.91 + 1.18 inch" */
export const formatInches = (d: NonNullable<Size['inches']>): string => `${d.width} x ${d.length} + ${d.gusset} inch`;

const spans = (key: keyof Dimensions): [number, number] => {
  const all = Object.values(sizes).map((s) => s.dimensions[key]);
  return [Math.min(...all), Math.max(...all)];
};

/**
 * The flat sizes our pouch machine makes, in mm, and the most a custom pouch is made to carry. The
 * range is the span of the stock sizes above (50gm's 100 x 150 + 30 to 3 Kg's 300 x 345 + 50),
 * since those are what the line is known to make; widen it here when the machine maker's sheet
 * says more. A custom size's address outside it is redirected to the nearest size inside.
 */
export const machineRange = {
  width: spans('width'),
  length: spans('length'),
  gusset: spans('gusset'),
  maxGrams: Math.max(...Object.values(sizes).map((s) => s.grams)),
  source: 'the span of our stock sizes, 50gm (100 x 150 + 30 mm) to 3 Kg (300 x 345 + 50 mm)',
} as const;
export type MachineRange = typeof machineRange;
