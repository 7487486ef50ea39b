import { z } from 'zod';
import { textSchema } from '@platform/i18n/text.schema';

/** Building blocks shared by the content schemas of the content pages. */

export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

/** A site-internal link target: a path, optionally with a fragment. */
export const internalHref = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'an internal path such as /faq');

export const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);

/**
 * The head fields of a content page. The title is written without the company name (the head
 * adds " | <name>"), so 50 characters keep the full title within the ~60 that results show;
 * descriptions stay between 70 and 160 characters so they are neither thin nor cut off.
 */
export const seoSchema = z.object({
  title: z.string().min(10).max(50),
  description: z.string().min(70).max(160),
  keywords: z.array(z.string().min(3)).min(3).max(10),
});
export type Seo = z.infer<typeof seoSchema>;

/** Heading block above a section: small eyebrow label, heading and an optional lead. */
export const sectionHeadSchema = z.object({
  eyebrow: z.string().min(2).max(30),
  title: z.string().min(5).max(80),
  lead: z.string().min(20).max(260).optional(),
});
export type SectionHead = z.infer<typeof sectionHeadSchema>;

export const callToActionSchema = z.object({
  eyebrow: z.string().min(3).max(30).optional(),
  title: z.string().min(10).max(80),
  text: z.string().min(20).max(220),
  button: z.string().min(3).max(30),
  href: internalHref,
});
export type CallToAction = z.infer<typeof callToActionSchema>;

/**
 * The same blocks with their words in every language (`Text`, src/platform/i18n/text.ts), for the pages
 * written in English, Hindi and Tamil; `seoIn` (blocks.ts) picks one language's head fields.
 */
export const textSeoSchema = z.object({
  title: textSchema(seoSchema.shape.title),
  description: textSchema(seoSchema.shape.description),
  keywords: seoSchema.shape.keywords,
});
export type TextSeo = z.infer<typeof textSeoSchema>;

export const textSectionHeadSchema = z.object({
  eyebrow: textSchema(sectionHeadSchema.shape.eyebrow),
  title: textSchema(sectionHeadSchema.shape.title),
  lead: textSchema(z.string().min(20).max(260)).optional(),
});
export type TextSectionHead = z.infer<typeof textSectionHeadSchema>;

export const textCallToActionSchema = z.object({
  eyebrow: textSchema(z.string().min(3).max(30)).optional(),
  title: textSchema(callToActionSchema.shape.title),
  text: textSchema(callToActionSchema.shape.text),
  button: textSchema(callToActionSchema.shape.button),
  href: internalHref,
});
export type TextCallToAction = z.infer<typeof textCallToActionSchema>;
