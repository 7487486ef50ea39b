import { z } from 'zod';
import { textSchema } from '@platform/i18n/text.schema';
import { SIZE_SLUGS } from './size-slugs';

export const sizeSlugSchema = z.enum(SIZE_SLUGS);

export const dimensionsSchema = z.object({
  width: z.number().int().positive(),
  length: z.number().int().positive(),
  gusset: z.number().int().positive(),
});
/** Flat pouch size in millimetres: width x length, plus the bottom gusset that lets it stand. */
export type Dimensions = z.infer<typeof dimensionsSchema>;

export const sizeSchema = z.object({
  slug: sizeSlugSchema,
  /** The weight as a title words it (50gm … 1 Kg, 2 Kg, 3 Kg). */
  label: z.string(),
  grams: z.number().int().positive(),
  dimensions: dimensionsSchema,
  /** Where the figure comes from: the spec, or our choice where the spec is silent. */
  source: z.enum(['spec', 'standard']),
  /** For a size the spec does not give: how it was chosen, as its page says it. */
  basis: textSchema(z.string().min(40).max(320)).optional(),
  /** The size in inches, where the spec states it that way (50gm: 3.94 x 5.91 + 1.18 inch). */
  inches: z.object({ width: z.number().positive(), length: z.number().positive(), gusset: z.number().positive() }).optional(),
  /**
   * What buyers typically pack in this size, as a size page's FAQ words it: only products the
   * volume model lets it hold at its full weight (src/features/size-finder/size-faq.test.ts checks each).
   */
  typicalFill: textSchema(z.string().min(10).max(90)),
});
export type Size = z.infer<typeof sizeSchema>;

/** The schema of each content export of sizes.ts (src/platform/content/checked.ts). */
export const contentSchemas = { sizeList: z.array(sizeSchema).length(SIZE_SLUGS.length) };
