import { z } from 'zod';
import { blogCategories } from './categories';
import { sceneSchema } from '../art/scene.schema';
import { seoSchema, slug, textSeoSchema } from '@platform/content/blocks.schema';
import { textSchema } from '@platform/i18n/text.schema';
const block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string().min(40) }),
  z.object({ type: z.literal('h2'), text: z.string().min(5).max(80) }),
  z.object({ type: z.literal('ul'), items: z.array(z.string().min(10)).min(2) }),
]);
export type BlogBlock = z.infer<typeof block>;

export const blogPostSchema = z.object({
  slug,
  title: z.string().min(20).max(80),
  /** Title for the head and search results, short enough for the full title to show. */
  seoTitle: seoSchema.shape.title,
  /** Teaser text and meta description. */
  description: z.string().min(70).max(160),
  category: z.enum(blogCategories),
  date: z.iso.date(),
  keywords: z.array(z.string().min(3)).min(3).max(8),
  scene: sceneSchema,
  imageAlt: z.string().min(20).max(160),
  body: z.array(block).min(6),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The schema of each content export of blog.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  blogPosts: z.array(blogPostSchema).length(3),
  blogIndex: z.object({ seo: textSeoSchema, eyebrow: textSchema(), heading: textSchema(), lead: textSchema() }),
};
/** The types blog.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
