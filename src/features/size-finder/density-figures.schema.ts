import { z } from 'zod';
import { DENSITY_BASES } from './density-bases';
import { FILL_SLUGS } from './fill-slugs';
import { sourceSchema } from './pouch-charts.schema';

export const densityFigureSchema = z.object({
  fill: z.enum(FILL_SLUGS),
  source: sourceSchema,
  /** The product as the source names it. */
  what: z.string().min(3),
  /** The figure as the source writes it: "16 g in 1 cup". */
  asWritten: z.string().min(3),
  /** Low and high, g/ml (the same for a single figure). */
  gPerMl: z.tuple([z.number().positive(), z.number().positive()]).refine(([lo, hi]) => lo <= hi, 'low before high'),
  basis: z.enum(DENSITY_BASES),
});
export type DensityFigure = z.infer<typeof densityFigureSchema>;

/** The schema of each content export of density-figures.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  densitySources: z.record(z.string(), sourceSchema),
  densityFigures: z.array(densityFigureSchema).min(1),
};
