import { z } from 'zod';

export const glossaryCategories = ['product', 'material', 'finish', 'size', 'print', 'prepress', 'food', 'business'] as const;

/** Words of one script, apart by a space, hyphen or dot (कि.ग्रा, ஜி.எஸ்.டி), or a number and a word. */
const devanagari = z.string().regex(/^[\u0900-\u0963\u0966-\u097f]+(?:[ .-][\u0900-\u0963\u0966-\u097f]+)*\.?$|^[0-9]+ [\u0900-\u097f]+$/, 'Devanagari words');
const tamil = z.string().regex(/^[\u0b80-\u0bff]+(?:[ .-][\u0b80-\u0bff]+)*\.?$|^[0-9]+ [\u0b80-\u0bff]+$/, 'Tamil words');
const latin = z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/, 'lower-case Latin words');
const nonEmpty = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1);

export const glossaryEntrySchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .describe('Stable name of the entry'),
  en: latin.describe('The term as the English search reads it'),
  hi: devanagari.describe('The Hindi word buyers use'),
  hiAlt: nonEmpty(devanagari).optional().describe('Other Hindi spellings and words'),
  hiLatn: nonEmpty(latin).describe('Romanised Hindi as buyers type it, most common first'),
  ta: tamil.describe('The Tamil word buyers use'),
  taAlt: nonEmpty(tamil).optional().describe('Other Tamil spellings and words'),
  taLatn: nonEmpty(latin).describe('Romanised Tamil as buyers type it, most common first'),
  hiNot: nonEmpty(devanagari).optional().describe('Hindi words of another thing that must not say this one'),
  taNot: nonEmpty(tamil).optional().describe('Tamil words of another thing that must not say this one'),
  category: z.enum(glossaryCategories),
  source: nonEmpty(z.object({ title: z.string().min(3).max(160), url: z.url({ protocol: /^https?$/ }) })).optional(),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** A filler word: one word, in one script. */
export const glossaryFillerSchema = z.string().regex(/^(?:[\u0900-\u097f]+|[\u0b80-\u0bff]+|[a-z]+)$/, 'one word, in one script');

/** The schema of each content export of glossary.ts (src/platform/content/checked.ts). */
export const contentSchemas = {
  glossary: z.array(glossaryEntrySchema).min(1),
  glossaryFillers: z.array(glossaryFillerSchema),
};
