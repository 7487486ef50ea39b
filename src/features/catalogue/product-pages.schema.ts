import { z } from 'zod';
import { products } from './products';
import { textSchema } from '@platform/i18n/text.schema';

/**
 * What each product page says beyond the catalogue record: banner slides,
 * an overview, the features table (Feature / Why It Matters), applications tagged food or
 * non-food, a Why Choose Us list and the product's FAQ (one answer open at a time), each in
 * English, Hindi and Tamil.
 * Size statements in the FAQ are built from sizes.ts, so a dimension is written once; counts and
 * lists of sizes in the prose are checked against the catalogue (src/features/catalogue/product-page-sizes.test.ts).
 */

export const bannerSlideSchema = z.object({
  title: textSchema(z.string().min(10).max(70)),
  desc: textSchema(z.string().min(20).max(170)),
  /** Leads to the enquiry form for this product. */
  buttonText1: textSchema(z.string().min(3).max(24)),
  /** Leads to the sizes section of the page. */
  buttonText2: textSchema(z.string().min(3).max(24)),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

export const useCaseSchema = z.object({ name: textSchema(z.string().min(3).max(40)), kind: z.enum(['food', 'non-food']) });
export type UseCase = z.infer<typeof useCaseSchema>;

export const productPageSchema = z.object({
  slug: z.string(),
  overview: z
    .array(textSchema(z.string().min(60).max(420)))
    .min(1)
    .max(3),
  banner: z.array(bannerSlideSchema).max(4),
  features: z
    .array(z.object({ title: textSchema(z.string().min(3).max(50)), why: textSchema(z.string().min(20).max(200)) }))
    .min(4)
    .max(7),
  useCases: z
    .array(useCaseSchema)
    .min(6)
    .max(14)
    .refine((u) => u.some((x) => x.kind === 'food') && u.some((x) => x.kind === 'non-food'), 'both food and non-food uses'),
  whyChoose: z
    .array(z.object({ title: textSchema(z.string().min(3).max(50)), description: textSchema(z.string().min(20).max(200)) }))
    .min(3)
    .max(5),
  faq: z
    .array(
      z.object({
        question: textSchema(z.string().min(10).max(120)),
        answer: textSchema(z.string().min(20).max(400)),
        /** A question every size page answers for its own size (its dimensions, its minimum order): size pages leave it out. */
        perSize: z.enum(['dimensions', 'minimum-order']).optional(),
      }),
    )
    .min(3)
    .max(8),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** The schema of each content export of product-pages.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  productPageList: z
    .array(productPageSchema)
    .length(products.length)
    .refine((list) => products.every((p) => list.some((x) => x.slug === p.slug)), 'one page per product'),
};
/** The types product-pages.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
