import type { Context } from 'hono';
import { jsonForScript } from '@platform/render/escape';
import { cachePolicy } from '@platform/render/cache';
import { search } from './query';
import { searchParamsSchema } from './params.rules';
import { siteSearchIndex } from './site-index';
import { searchItemWords } from '@features/catalogue';
import { baseLocale, localePath } from '@platform/i18n/locales';

export const SUGGESTION_LIMIT = 6;

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
 * Its rules (params.rules.ts) are built with an isolate's first search, as the index is.
 */
export async function searchApi(c: Context): Promise<Response> {
  const paramsSchema = await searchParamsSchema();
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
