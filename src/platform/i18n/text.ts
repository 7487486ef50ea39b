import type { Locale } from './locales';

/**
 * A piece of content in every language, kept beside the English in the content's typed data. A
 * field typed `Text` and left without its Hindi or Tamil fails the type check; its schema
 * (`textSchema`, text.schema.ts) fails the tests on an empty one.
 */
export type Text = { readonly [L in Locale]: string };

/** The words of `text` in `locale`. */
export const inLocale = (text: Text, locale: Locale): string => text[locale];
