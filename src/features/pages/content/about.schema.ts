import { z } from 'zod';
import { sceneSchema } from '../art/scene.schema';
import { textCallToActionSchema, textSectionHeadSchema, textSeoSchema } from '@platform/content/blocks.schema';
import { contentIcon } from './home.schema';
import { facts } from '@platform/content/facts';
import { textSchema } from '@platform/i18n/text.schema';

/** The schema of each content export of about.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  aboutPage: z.object({
    seo: textSeoSchema,
    eyebrow: textSchema(),
    heading: textSchema(z.string().min(10).max(70)),
    lead: textSchema(z.string().min(40).max(240)),
    image: z.object({ scene: sceneSchema, alt: textSchema(z.string().min(20)), badge: textSchema(), badgeNote: textSchema() }),
    storyTitle: textSchema(),
    paragraphs: z.array(textSchema(z.string().min(120).max(600))).length(3),
    process: z.object({
      head: textSectionHeadSchema,
      steps: z.array(z.object({ icon: contentIcon, title: textSchema(z.string().min(3).max(20)), text: textSchema(z.string().min(40).max(220)) })).length(6),
    }),
    figures: z.object({
      head: textSectionHeadSchema,
      items: z
        .array(z.object({ value: textSchema(z.string().min(1).max(14)), label: textSchema(z.string().min(5).max(60)) }))
        .min(4)
        .max(8),
    }),
    materials: z.object({
      head: textSectionHeadSchema,
      items: z
        .array(z.object({ name: textSchema(), text: textSchema(z.string().min(40).max(220)), swatch: z.tuple([z.string(), z.string()]) }))
        .length(facts.materials.length),
      finishesNote: textSchema(),
    }),
    cta: textCallToActionSchema,
  }),
};
/** The types about.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
