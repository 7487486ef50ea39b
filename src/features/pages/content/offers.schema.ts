import { z } from 'zod';
import { slug, textCallToActionSchema, textSeoSchema } from '@platform/content/blocks.schema';
import { contentIcon } from './home.schema';
import { textSchema } from '@platform/i18n/text.schema';
/**
 * The three pages the ticker links to (/offers, /bulk-orders, /shipping), built from the
 * business facts: a row of highlight cards, a few sections (steps, a table or a list) and a
 * closing call to enquire.
 */
const cardSchema = z.object({
  icon: contentIcon,
  /** Big figure on the card, e.g. "10%". */
  figure: textSchema(z.string().min(1).max(12)),
  title: textSchema(z.string().min(5).max(60)),
  text: textSchema(z.string().min(30).max(240)),
  terms: z
    .array(textSchema(z.string().min(10)))
    .max(4)
    .default([]),
});

const sectionSchema = z.object({
  id: slug,
  title: textSchema(z.string().min(5).max(70)),
  text: textSchema(z.string().min(30).max(400)).optional(),
  steps: z.array(z.object({ title: textSchema(z.string().min(3).max(50)), text: textSchema(z.string().min(20).max(240)) })).optional(),
  list: z.array(textSchema(z.string().min(10))).optional(),
  table: z
    .object({ caption: textSchema(), head: z.array(textSchema()).min(2), rows: z.array(z.array(textSchema())).min(1) })
    .refine((t) => t.rows.every((row) => row.length === t.head.length), 'every row has a cell per column')
    .optional(),
});

export const infoPageSchema = z.object({
  slug,
  name: textSchema(z.string().min(4).max(30)),
  seo: textSeoSchema,
  eyebrow: textSchema(z.string().min(3).max(30)),
  heading: textSchema(z.string().min(10).max(70)),
  lead: textSchema(z.string().min(40).max(260)),
  cards: z.array(cardSchema).min(1).max(4),
  sections: z.array(sectionSchema).min(1).max(5),
  cta: textCallToActionSchema,
});
export type InfoPage = z.infer<typeof infoPageSchema>;

/** The schema of each content export of offers.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  infoPages: z.array(infoPageSchema).length(3),
};
/** The types offers.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
