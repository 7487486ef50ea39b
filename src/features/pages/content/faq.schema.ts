import { z } from 'zod';
import { slug, textSeoSchema } from '@platform/content/blocks.schema';
import { textSchema } from '@platform/i18n/text.schema';
export const faqItemSchema = z.object({
  id: slug.describe('Anchor of the question on /faq'),
  question: textSchema(z.string().min(10).max(90).endsWith('?')),
  answer: textSchema(z.string().min(60).max(520)),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** The schema of each content export of faq.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  faqs: z.array(faqItemSchema).length(15),
  faqPage: z.object({
    seo: textSeoSchema,
    heading: textSchema(),
    lead: textSchema(),
    asideTitle: textSchema(),
    asideText: textSchema(),
    asideButton: textSchema(),
  }),
};
/** The types faq.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
