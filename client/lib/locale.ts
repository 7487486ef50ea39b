import { createContext, useContext } from 'react';
import { baseLocale, localePath, localeOfTag, type Locale } from '../../src/i18n/locales';

/**
 * The language of the page, for every component: the server's document provides it from the
 * address, and each island, hydrated on its own, from `<html lang>` (client/hydrate.ts), so both
 * render the same words.
 */
export const LocaleContext = createContext<Locale>(baseLocale);

export const useLocale = (): Locale => useContext(LocaleContext);

/** A function that turns an English path into this page's language's address. */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/** The page's language in the browser, from `<html lang>`. */
export const documentLocale = (): Locale => localeOfTag(typeof document === 'undefined' ? null : document.documentElement.lang);
