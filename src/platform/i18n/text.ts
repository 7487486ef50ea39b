import { z } from 'zod';
import type { Locale } from './locales';

/**
 * A piece of content in every language, kept beside the English in the content's typed data. A
 * field typed `Text` and left without its Hindi or Tamil fails the type check; its zod schema
 * fails the tests on an empty one (content is checked there, src/platform/content/checked.ts).
 */
export type Text = { readonly [L in Locale]: string };

/**
 * Whether a language's texts are here to check: everywhere but in the browser's build of one
 * language (decision 058), which carries English and its own language and leaves the third "".
 */
const carried = (locale: Locale): boolean => typeof __CLIENT_LOCALE__ === 'undefined' || locale === 'en' || locale === __CLIENT_LOCALE__;

const textOf = (one: z.ZodString) => z.object({ en: one, hi: carried('hi') ? one : z.string(), ta: carried('ta') ? one : z.string() });
let plainText: ReturnType<typeof textOf> | undefined;
/** The zod form of `Text`, with the English schema's own rules applied to every language (it carries); one schema for the plain case, which hundreds of fields share. */
export const textSchema = (one?: z.ZodString) => (one ? textOf(one) : (plainText ??= textOf(z.string().min(1))));

/** The words of `text` in `locale`. */
export const inLocale = (text: Text, locale: Locale): string => text[locale];
