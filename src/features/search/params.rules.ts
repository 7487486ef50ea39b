import { locales } from '@platform/i18n/locales';
import { loadZod, type Zod as ZodParts } from '@platform/zod';
import { MAX_QUERY_LENGTH, queryLength } from './query';

export const MAX_SUGGESTION_LIMIT = 20;

function paramsSchemaWith(z: ZodParts) {
  /** The query of GET /api/search (api.server.ts). */
  const paramsSchema = z.object({
    query: z
      .string({ error: 'Add the text to search for: /api/search?query=<text>.' })
      .refine((q) => queryLength(q) <= MAX_QUERY_LENGTH, `The query is too long: at most ${MAX_QUERY_LENGTH} characters.`),
    limit: z
      .string()
      .regex(/^\d{1,2}$/, `limit must be a whole number from 1 to ${MAX_SUGGESTION_LIMIT}.`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_SUGGESTION_LIMIT, `limit must be a whole number from 1 to ${MAX_SUGGESTION_LIMIT}.`)
      .optional(),
    /** The language of the page asking: names and links in it. */
    locale: z.enum(locales, { error: `locale must be one of ${locales.join(', ')}.` }).optional(),
  });
  return paramsSchema;
}

let built: ReturnType<typeof paramsSchemaWith> | undefined;
/** The query's rules: zod loads, and they are built, with an isolate's first search (as the index is). */
export const searchParamsSchema = async () => (built ??= paramsSchemaWith(await loadZod()));
