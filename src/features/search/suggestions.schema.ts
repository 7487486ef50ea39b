import { z } from 'zod';
/**
 * Words buyers type for what the catalogue says in other words: each group is one meaning, its
 * first word the one the catalogue uses. A query word in a group finds the catalogue's words of
 * the same group, in product names, trade names, use cases, features and descriptions.
 * Each group was checked against the catalogue (src/features/catalogue/products.ts, product-pages.ts):
 * `note` says where its meaning shows up, or why a word with no exact match leads where it does.
 */
export const searchWordGroupSchema = z.object({
  words: z
    .array(z.string().regex(/^[a-z0-9]+$/, 'lower-case letters and digits, one word'))
    .min(2)
    .max(8),
  note: z.string().min(10).max(200),
});
export type SearchWordGroup = z.infer<typeof searchWordGroupSchema>;

/** The schema of each content export of suggestions.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  popularSearches: z.array(z.string().min(2).max(24).describe('A search term, shown as a link to its results')).min(4).max(10),
  searchWordGroups: z.array(searchWordGroupSchema).min(20),
  joinedWords: z.array(z.tuple([z.string().regex(/^[a-z]+$/), z.string().regex(/^[a-z]+$/)])),
  searchSpellings: z.array(z.tuple([z.string().regex(/^[a-z]+$/), z.string().regex(/^[a-z]+$/)])),
  searchFillerWords: z.array(z.string().regex(/^[a-z]+$/)),
};
/** The types suggestions.ts's content is written in. */
export type Content = { [K in keyof typeof contentSchemas]: z.output<(typeof contentSchemas)[K]> };
