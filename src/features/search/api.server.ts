import type { Context } from 'hono';
import { z } from 'zod';
import { jsonForScript } from '@platform/render/escape';
import { cachePolicy } from '@platform/render/cache';
import { MAX_QUERY_LENGTH, queryLength, search } from './query';
import { siteSearchIndex } from './site-index';
import { searchItemWords } from '@features/catalogue';
import { baseLocale, localePath, locales } from '@platform/i18n/locales';

export const SUGGESTION_LIMIT = 6;
export const MAX_SUGGESTION_LIMIT = 20;

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

/** The JSON shape of one suggestion (Search item). */
export interface Suggestion {
  id: string;
  name: string;
  image: string;
  link: string;
  isVariant: boolean;
}

export interface SuggestionsBody {
  query: string;
  total: number;
  items: Suggestion[];
  /** The query as read when a word was taken for a typo; absent otherwise. */
  corrected?: string;
  /** The query as read in English through the glossary when typed in Hindi, Tamil or romanised words; absent otherwise. */
  readAs?: string;
}

// `<`, `>` and `&` are written as \u escapes: the JSON stays valid and no text in it reads as markup.
const json = (body: unknown, status: number, cache: string) =>
  new Response(jsonForScript(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache } });

/**
 * GET /api/search?query=<text>[&limit=<1–20>]: the best matches for the header suggestions,
 * answered from the bundled index. 400 with `{ error }` for a missing or oversized query or a bad limit.
 */
export function searchApi(c: Context): Response {
  const parsed = paramsSchema.safeParse({ query: c.req.query('query'), limit: c.req.query('limit'), locale: c.req.query('locale') });
  if (!parsed.success) return json({ error: parsed.error.issues[0]!.message }, 400, cachePolicy.none);
  const { query, limit = SUGGESTION_LIMIT, locale = baseLocale } = parsed.data;
  const result = search(siteSearchIndex(), query, { limit });
  const body: SuggestionsBody = {
    query: result.query,
    total: result.total,
    items: result.items.map(({ id, name, image, link, isVariant }) => ({
      id,
      name: (locale !== baseLocale && searchItemWords(id, locale)?.name) || name,
      image,
      link: localePath(locale, link),
      isVariant,
    })),
    ...(result.corrected ? { corrected: result.corrected } : {}),
    ...(result.readAs ? { readAs: result.readAs } : {}),
  };
  return json(body, 200, cachePolicy.page);
}
