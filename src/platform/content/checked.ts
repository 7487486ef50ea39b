import type { z } from 'zod';

/**
 * The site's content (its words, figures and tables) is typed data, written in modules the worker and
 * the browser use as written: its rules are zod schemas kept beside it in a `*.schema.ts` file, which
 * no bundle imports but for types (a cold worker building them paid about 35 ms of its startup, and
 * a phone would pay it again). Such a file names the schema of each content export of its sibling
 * module in `contentSchemas` (`facts.schema.ts` for `facts.ts`), and `npm test`'s unit stage checks
 * each one there (src/platform/content/checked.test.ts): content its schema refuses fails the suite.
 *
 * The content must be written as its schema gives it back, since the bundles use it unparsed: a
 * schema that would add a default, transform a value or drop an unknown key makes the check throw.
 */
export function checked<S extends z.ZodType>(schema: S, content: z.output<S>): z.output<S> {
  const parsed = schema.parse(content);
  const difference = firstDifference(parsed, content, '');
  if (difference !== null) throw new Error(`content must be written as its schema gives it back: it differs at ${difference || 'the top'}`);
  return content;
}

/** What a `*.schema.ts` file names: the schema of each content export of its sibling module, by the export's name. */
export type ContentSchemas = Readonly<Record<string, z.ZodType>>;

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
