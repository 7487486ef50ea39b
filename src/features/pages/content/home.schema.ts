import { z } from 'zod';
import { hexColour, textCallToActionSchema, textSectionHeadSchema } from '@platform/content/blocks.schema';
import { textSchema } from '@platform/i18n/text.schema';
/** Icons the content pages use; each name must exist in src/platform/ui/Icon.tsx (the type check proves it). */
export const contentIcon = z.enum([
  'target',
  'eye',
  'store',
  'home',
  'jar',
  'nut',
  'cup',
  'leaf',
  'cake',
  'rocket',
  'printer',
  'sliders',
  'shield',
  'clock',
  'headset',
  'truck',
  'tag',
  'box',
  'bolt',
  'layers',
  'palette',
  'check',
]);
export type ContentIcon = z.infer<typeof contentIcon>;

const gradient = z.tuple([hexColour, hexColour]);

export const missionCardSchema = z.object({
  icon: contentIcon,
  title: textSchema(z.string().min(3).max(30)),
  description: textSchema(z.string().min(40).max(260)),
  gradient,
});

export const whoWeServeCardSchema = z.object({
  id: z.string().regex(/^0[1-8]$/),
  title: textSchema(z.string().min(5).max(40)),
  description: textSchema(z.string().min(40).max(160)),
  icon: contentIcon,
  gradient,
});

export const benefitSchema = z.object({
  id: z.string().regex(/^0[1-5]$/),
  title: textSchema(z.string().min(5).max(50)),
  description: textSchema(z.string().min(40).max(200)),
  icon: contentIcon,
  gradient,
  /** Entrance delay in ms (0, 100, 200, 300, 400). */
  delay: z.number().int().min(0).max(1000),
});

/** The schema of each content export of home.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  /**
   * The home page's head. Its title names the brand itself, where another page's title has
   * " | PrintPouch" put after it (seoSchema's 50 characters and 13 more); the limits hold the texts
   * as written, the Tamil the longest (72 and 197 characters: a search result shows about 160 of a
   * description).
   */
  homeSeo: z.object({ title: textSchema(z.string().min(20).max(80)), description: textSchema(z.string().min(70).max(200)) }),
  missionVision: z.array(missionCardSchema).length(2),
  aboutBlock: z.object({
    head: textSectionHeadSchema,
    paragraph: textSchema(z.string().min(80).max(400)),
    highlights: z.array(textSchema(z.string().min(5).max(60))).length(3),
    button: textSchema(),
  }),
  featuredProducts: z.object({ head: textSectionHeadSchema, slugs: z.array(z.string()).length(4), button: textSchema() }),
  whoWeServe: z.object({ head: textSectionHeadSchema, cards: z.array(whoWeServeCardSchema).length(8) }),
  getInTouch: textCallToActionSchema,
  whyChooseUs: z.object({ head: textSectionHeadSchema, cards: z.array(benefitSchema).length(5) }),
  homeFaqHead: textSectionHeadSchema,
  testimonialsHead: textSectionHeadSchema,
  blogHead: textSectionHeadSchema,
};
/** The types home.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
