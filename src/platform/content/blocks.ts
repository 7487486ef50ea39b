import type { Locale } from '@platform/i18n/locales';
import type { Seo, TextSeo } from './blocks.schema';

/** What content pages share at run time; the rules their blocks are written to are in blocks.schema.ts. */
export type { CallToAction, SectionHead, Seo, TextCallToAction, TextSectionHead, TextSeo } from './blocks.schema';

/** Throws when two records share a key; content files call it so a duplicate fails at load (and so the tests). */
export function assertUnique<T>(items: readonly T[], key: (item: T) => string, what: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) throw new Error(`duplicate ${what}: ${k}`);
    seen.add(k);
  }
}

/** One language's head fields of a page written in every language. */
export const seoIn = (seo: TextSeo, locale: Locale): Seo => ({ title: seo.title[locale], description: seo.description[locale], keywords: seo.keywords });
