import { z } from 'zod';
import { FILL_SLUGS } from './fill-slugs';

/** A publication as the charts and the density figures (src/features/size-finder/density-figures.ts) cite it. */
export const sourceSchema = z.object({
  publisher: z.string().min(3),
  title: z.string().min(10),
  url: z.url(),
  /** What the chart measures, and how we read it. */
  reading: z.string().min(20),
});
export type ChartSource = z.infer<typeof sourceSchema>;

const pouchSchema = z.object({ asWritten: z.string(), width: z.number().positive(), length: z.number().positive(), gusset: z.number().min(0) });

/** A pouch and the volume of product its maker says it takes, filled as sold. */
export const chartVolumeSchema = z.object({
  source: sourceSchema,
  pouch: pouchSchema,
  /** As the source writes it: "1 & 1/3 cups". */
  volumeAsWritten: z.string(),
  volumeMl: z.number().positive(),
});
export type ChartVolume = z.infer<typeof chartVolumeSchema>;

/** A pouch and the weight of a named product the chart puts in it. */
export const chartFillSchema = z.object({
  source: sourceSchema,
  pouch: pouchSchema,
  fill: z.enum(FILL_SLUGS),
  weightAsWritten: z.string(),
  grams: z.number().positive(),
});
export type ChartFill = z.infer<typeof chartFillSchema>;

/** The schema of each content export of pouch-charts.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  chartSources: z.record(z.string(), sourceSchema),
  chartVolumes: z.array(chartVolumeSchema).min(5),
  chartFills: z.array(chartFillSchema).min(5),
};
