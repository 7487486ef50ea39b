import { z } from 'zod';
import { textSchema } from '@platform/i18n/text.schema';
export const testimonialSchema = z.object({
  quote: textSchema(z.string().min(60).max(260)),
  author: textSchema(z.string().min(3).max(40)),
  /** What the author is at the company, the company's own name (in Latin letters, as it trades) and the city. */
  role: textSchema(z.string().min(3).max(30)),
  company: z.string().min(3).max(40),
  city: textSchema(z.string().min(3).max(30)),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The schema of each content export of testimonials.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  testimonials: z.array(testimonialSchema).length(6),
};
/** The types testimonials.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
