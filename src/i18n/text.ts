import { z } from 'zod';
import type { Locale } from './locales';

/**
 * A piece of content in every language, kept beside the English in the content's typed data. A
 * field typed `Text` and left without its Hindi or Tamil fails the type check; the zod schema
 * fails the build on an empty one.
 */
export type Text = { readonly [L in Locale]: string };

/** The zod form of `Text`, with the English schema's own rules applied to every language. */
export const textSchema = (one: z.ZodString = z.string().min(1)) => z.object({ en: one, hi: one, ta: one });

/** The words of `text` in `locale`. */
export const inLocale = (text: Text, locale: Locale): string => text[locale];
