import type { Locale } from './locales';

/**
 * `lang="en"` for words left in English (Latin letters only) on a Hindi or Tamil page, so that a
 * screen reader reads them as English; nothing otherwise. Its own module: the enquiry form needs
 * it and nothing else of the quote list's naming (src/features/catalogue/line-names.ts).
 */
export const latinLang = (text: string, locale: Locale): 'en' | undefined =>
  locale !== 'en' && /[A-Za-z]/.test(text) && !/[\u0900-\u097f\u0b80-\u0bff]/.test(text) ? 'en' : undefined;
