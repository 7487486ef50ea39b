import { z } from 'zod';
import { galleryCategories } from './categories';
import { sceneSchema } from '../art/scene.schema';
import { textCallToActionSchema, textSeoSchema } from '@platform/content/blocks.schema';
import { textSchema } from '@platform/i18n/text.schema';
export const galleryItemSchema = z.object({
  id: z.number().int().min(1),
  category: z.enum(galleryCategories),
  /** The client's brand, as it trades (in Latin letters in every language). */
  brand: z.string().min(2).max(25),
  /** What the design is for; the title is "<brand>: <subject>". */
  subject: textSchema(z.string().min(3).max(40)),
  description: textSchema(z.string().min(30).max(160)),
  alt: textSchema(z.string().min(20).max(160)),
  scene: sceneSchema,
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** The schema of each content export of gallery.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  gallery: z.array(galleryItemSchema).length(10),
  portfolioPage: z.object({
    seo: textSeoSchema,
    eyebrow: textSchema(),
    heading: textSchema(),
    lead: textSchema(),
    withoutScript: textSchema(z.string().min(20).max(140)),
    cta: textCallToActionSchema,
  }),
};
/** The types gallery.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
