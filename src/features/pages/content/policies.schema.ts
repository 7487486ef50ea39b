import { z } from 'zod';
import { seoSchema, slug } from '@platform/content/blocks.schema';

/**
 * A policy section: id, title, content, optional items list, note, exclusions, and a
 * contact flag that prints the company's phone, e-mail and address from the site config.
 */
export const policySectionSchema = z.object({
  id: slug,
  title: z.string().min(4).max(60),
  content: z.array(z.string().min(30)).min(1),
  items: z.array(z.string().min(5)).optional(),
  note: z.string().min(20).optional(),
  exclusions: z.array(z.string().min(5)).optional(),
  contact: z.boolean().optional(),
});
export type PolicySection = z.infer<typeof policySectionSchema>;

export const policySchema = z.object({
  slug,
  /** Name in links and breadcrumbs. */
  name: z.string().min(5).max(40),
  seo: seoSchema,
  heading: z.string().min(5).max(60),
  intro: z.string().min(60).max(400),
  sections: z.array(policySectionSchema).min(4).max(12),
  /** This version's date, for a policy changed after the policies' common effective date (facts.ts). */
  revised: z.object({ label: z.string(), iso: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).optional(),
});
export type Policy = z.infer<typeof policySchema>;

/**
 * The same rules for a policy in Hindi or Tamil: its words run longer, so names, headings, intros
 * and the search snippet may be a little longer; nothing may be missing or empty.
 */
const translatedPolicySchema = policySchema.extend({
  name: z.string().min(3).max(60),
  seo: z.object({ title: z.string().min(5).max(80), description: z.string().min(50).max(260), keywords: z.array(z.string().min(2)).min(3).max(10) }),
  heading: z.string().min(3).max(80),
  intro: z.string().min(60).max(600),
  sections: z
    .array(policySectionSchema.extend({ title: z.string().min(3).max(80) }))
    .min(4)
    .max(12),
});

/** The schema of each content export of policies.ts (src/platform/content/checked.ts): the English by the English rules, Hindi and Tamil by theirs. */
export const contentSchemas = {
  policiesIn: z.object({
    en: z.array(policySchema).length(4),
    hi: z.array(translatedPolicySchema).length(4),
    ta: z.array(translatedPolicySchema).length(4),
  }),
};
