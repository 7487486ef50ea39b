import { z } from 'zod';
import { textSchema } from '@platform/i18n/text.schema';
export const artworkGuideSchema = z.object({
  title: textSchema(z.string().min(5).max(40)),
  lead: textSchema(z.string().min(40).max(320)),
  templateTitle: textSchema(z.string().min(5).max(60)),
  /** What the print template draws, line by line, with the measures the drawing itself uses. */
  templateShows: z.array(textSchema(z.string().min(10).max(160))).min(5),
  filesTitle: textSchema(z.string().min(5).max(60)),
  /** File types accepted for print artwork: the format's name (the same in every language) and a note. */
  fileTypes: z.array(z.object({ name: z.string().min(2).max(20), note: textSchema(z.string().min(5).max(90)) })).min(8),
  rules: textSchema(z.string().min(40).max(320)),
  /** On a size page, beside its downloads: what the whole guide (on /faq) says, and the link to it. */
  more: textSchema(z.string().min(40).max(320)),
  moreLink: textSchema(z.string().min(5).max(60)),
});
export type ArtworkGuide = z.infer<typeof artworkGuideSchema>;

/** The schema of each content export of guide.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  artworkGuide: artworkGuideSchema,
};
/** The types guide.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
