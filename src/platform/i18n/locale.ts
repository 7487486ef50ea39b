import { createContext, useContext } from 'react';
import { baseLocale, localePath, localeOfTag, type Locale } from './locales';

/**
 * The language of the page, for every component. On the server, the document provides it from the
 * address. In the browser it is the build's (`__CLIENT_LOCALE__`, decision 058): a page names the
 * files of its own language's build (src/platform/render/assets.ts), so the build's language is the page's,
 * and the minifier turns every reading of it into a constant. Where no build names it (code run
 * from the source), an island hydrated on its own reads it from `<html lang>` (client/hydrate.ts).
 */
export const LocaleContext = /* @__PURE__ */ createContext<Locale>(baseLocale);

// `typeof __CLIENT_LOCALE__` is fixed for a whole build (undefined in the worker and in tests run
// from the source), so the hook is called, or not, on every render alike; written out each time so
// that the minifier folds it.
// biome-ignore lint/correctness/useHookAtTopLevel: the condition is a build constant, the same on every render of a build.
export const useLocale = (): Locale => (typeof __CLIENT_LOCALE__ === 'undefined' ? useContext(LocaleContext) : __CLIENT_LOCALE__);

/** A function that turns an English path into this page's language's address. */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

/** The page's language in the browser: the build's, else `<html lang>`'s. */
export const documentLocale = (): Locale =>
  typeof __CLIENT_LOCALE__ === 'undefined' ? localeOfTag(typeof document === 'undefined' ? null : document.documentElement.lang) : __CLIENT_LOCALE__;
