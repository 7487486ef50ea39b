import type { z } from 'zod';

/**
 * Content typed by its schema and checked against it where the tests run, not where visitors are
 * served: the site's words, figures and tables never change while it runs, so parsing them again in
 * every cold worker (about 20 ms of its startup) and on every phone that loads an island proves
 * nothing the tests did not. `npm test`'s unit stage imports every module that calls this
 * (src/platform/content/checked.test.ts) with the check on, so content its schema refuses fails
 * the suite, as it failed the worker's start before.
 *
 * The content must be written as its schema gives it back, since the bundles use it unparsed: a
 * schema that would add a default, transform a value or drop an unknown key makes the check throw.
 * Off where `__CONTENT_CHECKED__` is defined true (wrangler.toml and vite.config.ts: the worker's
 * and the browser's bundles, and the worker tests, which run the worker's configuration).
 */
export function checked<S extends z.ZodType>(schema: S, content: z.output<S>): z.output<S> {
  if (typeof __CONTENT_CHECKED__ !== 'undefined' && __CONTENT_CHECKED__) return content;
  const parsed = schema.parse(content);
  const difference = firstDifference(parsed, content, '');
  if (difference !== null) throw new Error(`content must be written as its schema gives it back: it differs at ${difference || 'the top'}`);
  return content;
}

/** Where two values read as data differ (a path such as `.cards[2].title`), or null when they do not. */
function firstDifference(a: unknown, b: unknown, at: string): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return at;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!(key in left) || !(key in right)) return `${at}.${key}`;
    const d = firstDifference(left[key], right[key], `${at}.${key}`);
    if (d !== null) return d;
  }
  return null;
}
