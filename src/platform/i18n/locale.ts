import { createContext, useContext } from 'react';
import { baseLocale, localePath, localeOfTag, type Locale } from './locales';

/**
 * The language of the page, for every component. On the server, the document provides it from the
 * address. In the browser it is `<html lang>`'s: a page names the files of its own language's build
 * (decision 058, src/platform/render/assets.ts), whose language is the page's. It is read from the
 * page, not built in as `__CLIENT_LOCALE__`, because this module lives in React's chunk: a
 * language written into it would make that chunk, 68 KB of gzip, a file of its own in each
 * language's build, fetched again by a visitor who changes language (the build checks that every
 * language names the same one, scripts/size.mjs).
 */
export const LocaleContext = /* @__PURE__ */ createContext<Locale>(baseLocale);

/** The page's language in the browser, from `<html lang>` (English where there is no document). */
export const documentLocale = (): Locale => localeOfTag(typeof document === 'undefined' ? null : document.documentElement.lang);

// `typeof __CLIENT_LOCALE__` is fixed for a whole build (undefined in the worker and in tests run
// from the source), so the hook is called, or not, on every render alike.
// biome-ignore lint/correctness/useHookAtTopLevel: the condition is a build constant, the same on every render of a build.
export const useLocale = (): Locale => (typeof __CLIENT_LOCALE__ === 'undefined' ? useContext(LocaleContext) : documentLocale());

/** A function that turns an English path into this page's language's address. */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
