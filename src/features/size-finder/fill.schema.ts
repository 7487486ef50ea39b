import { z } from 'zod';
import { SIZE_SLUGS } from '@features/catalogue';
import { sizeSlugSchema } from '@features/catalogue/index.schema';
import { textSchema } from '@platform/i18n/text.schema';
import { FILL_GROUP_SLUGS, FILL_SLUGS } from './fill-slugs';

const fillSourceSchema = z.object({
  /**
   * Publication or site, as one would cite it: an English title, kept as written (a page shows it
   * `lang="en"`); or, where there is no one publication to cite, our own words in each language.
   */
  publication: z.union([z.string().min(10).max(200), textSchema(z.string().min(10).max(200))]),
  /** What it measured, and how we read it. */
  measured: textSchema(z.string().min(10).max(240)),
});
export type FillSource = z.infer<typeof fillSourceSchema>;

export const fillKindSchema = z
  .object({
    slug: z.enum(FILL_SLUGS),
    /** As the list (or, for a form of a broad kind, the second question) shows it. */
    label: textSchema(z.string().min(3).max(40)),
    /** As a sentence says it: "750 g of coffee beans". */
    noun: textSchema(z.string().min(3).max(40)),
    /** Bulk density in g/ml, loosely filled as a packing line fills a pouch. */
    density: z.number().min(0.05).max(1.5),
    /** The spread of published figures the density was taken from. */
    range: z.tuple([z.number().positive(), z.number().positive()]),
    /** Where the spread comes from. */
    source: fillSourceSchema,
    /**
     * False where the spread is our reading of sources that do not give this form a figure of its
     * own: the page says the figure is uncertain.
     */
    published: z.boolean(),
    /** The broad kind this is one form of; the finder asks which form. */
    group: z.enum(FILL_GROUP_SLUGS).optional(),
  })
  .refine((k) => k.range[0] <= k.density && k.density <= k.range[1], 'the density lies in its published spread');
export type FillKind = z.infer<typeof fillKindSchema>;

const keywords = z.array(z.string().min(3)).min(3).max(10);

/** The schema of each content export of fill.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  fillKinds: z.array(fillKindSchema).length(FILL_SLUGS.length),
  groupWords: z.record(z.enum(FILL_GROUP_SLUGS), z.object({ label: textSchema(z.string().min(3).max(40)), question: textSchema(z.string().min(3).max(30)) })),
  usableVolumeMl: z
    .record(sizeSlugSchema, z.number().int().positive())
    .refine((t) => SIZE_SLUGS.every((s, i) => i === 0 || t[s] > t[SIZE_SLUGS[i - 1]!]), 'a larger size holds more'),
  sizeFinderPage: z.object({
    seo: z.object({
      title: textSchema(z.string().min(10).max(50)),
      description: textSchema(z.string().min(70).max(160)),
      keywords: z.object({ en: keywords, hi: keywords, ta: keywords }),
    }),
    eyebrow: textSchema(z.string().min(3).max(30)),
    heading: textSchema(z.string().min(10).max(80)),
    lead: textSchema(z.string().min(40).max(480)),
    howTitle: textSchema(z.string().min(5).max(60)),
    how: z
      .array(textSchema(z.string().min(40).max(480)))
      .min(2)
      .max(5),
    sizesCaption: textSchema(z.string().min(10).max(120)),
    /** What the table's weight limit is, beside what a size holds. */
    limitNote: textSchema(z.string().min(40).max(400)),
    densitiesCaption: textSchema(z.string().min(10).max(120)),
    templatesText: textSchema(z.string().min(40).max(240)),
  }),
};
/** The types fill.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
