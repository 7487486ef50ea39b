import { z } from 'zod';
import { textSchema } from '@platform/i18n/text.schema';
const link = z.object({ label: textSchema(z.string().min(2)), href: z.string().regex(/^\/[a-z0-9\-/]*$/) });

export const heroSlideSchema = z.object({
  title: textSchema(z.string().min(10).max(90)),
  points: z.array(textSchema(z.string().min(5).max(70))).length(4),
  buttonText: textSchema(z.string().min(3).max(30)),
  href: z.string().startsWith('/'),
  /** Two colours of the slide's background gradient. */
  gradient: z.tuple([z.string(), z.string()]),
  /** Product whose drawing decorates the slide. */
  productSlug: z.string(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** The schema of each content export of nav.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  mainNav: z.array(link.extend({ megaMenu: z.boolean().optional(), sections: z.array(z.string().startsWith('/')).optional() })),
  footerQuickLinks: z.array(link),
  footerImportantLinks: z.array(link),
  footerAbout: textSchema(),
  tickerItems: z.array(link.extend({ icon: z.enum(['truck', 'tag', 'box', 'bolt']) })).length(4),
  heroSlides: z.array(heroSlideSchema).length(3),
};
/** The types nav.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
