import { z } from 'zod';
import { textSchema } from '@platform/i18n/text.schema';
/** A Text whose English is fixed by the spec; the other languages are any non-empty words. */
const fixedEnglish = <T extends string>(en: T) => z.object({ en: z.literal(en), hi: z.string().min(2), ta: z.string().min(2) });

/** The words of the contact page (/contactus), in every language: heading, form texts, Get in Touch, Why Reach Out. */
export const contactSchema = z.object({
  seo: z.object({
    title: textSchema(z.string().min(10).max(90)),
    description: textSchema(z.string().min(50).max(260)),
    keywords: z.object({ en: z.array(z.string()), hi: z.array(z.string()), ta: z.array(z.string()) }),
  }),
  eyebrow: textSchema(z.string().min(3).max(30)),
  title: textSchema(z.string().min(10).max(70)),
  intro: textSchema(z.string().min(40).max(300)),
  replyPromise: z
    .object({ en: z.string().includes('24 hours'), hi: z.string().includes('24 घंटे'), ta: z.string().includes('24 மணி') })
    .describe('The reply promise'),
  formTitle: textSchema(z.string().min(5).max(50)),
  formIntro: textSchema(z.string().min(20).max(240)),
  prefillNote: textSchema(z.string().min(20).max(240)),
  lineNote: textSchema(z.string().min(20).max(240)).describe('Above the form when a size\'s "Request a quote" put its line in the quote'),
  submitLabel: textSchema(z.string().min(3).max(30)),
  sendingLabel: fixedEnglish('Sending...').describe('The button while the enquiry is on its way'),
  privacyNote: textSchema(z.string().min(20).max(200)),
  touchTitle: fixedEnglish('Get in Touch'),
  whatsappGreeting: textSchema(z.string().min(10).max(200)),
  tips: z.object({
    title: textSchema(z.string().min(5).max(40)),
    items: z
      .array(textSchema(z.string().min(10).max(110)))
      .min(3)
      .max(6),
  }),
  reasonsTitle: fixedEnglish('Why Reach Out'),
  reasonsIntro: textSchema(z.string().min(20).max(200)),
  reasons: z
    .array(z.object({ title: textSchema(z.string().min(5).max(50)), text: textSchema(z.string().min(30).max(200)) }))
    .length(5)
    .describe('Five benefits of getting in touch, numbered 01 to 05'),
  afterSending: z
    .object({
      title: textSchema(z.string().min(5).max(40)),
      steps: z.array(textSchema(z.string().min(40).max(320))).length(4),
    })
    .describe('Under the confirmation of a sent enquiry: who replies and how, that no copy is e-mailed, then the proof, the advance and the delivery days'),
});

export type ContactContent = z.infer<typeof contactSchema>;

/** The schema of each content export of contact-content.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  contactContent: contactSchema,
};
/** The types contact-content.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
