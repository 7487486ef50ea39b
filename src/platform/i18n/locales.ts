/**
 * The site's languages. English keeps today's addresses; Hindi and Tamil live under /hi/ and /ta/
 * (decision 056). Nothing redirects by Accept-Language or cookie: an address names its language.
 */
export const locales = ['en', 'hi', 'ta'] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = 'en';

/**
 * One value per language, each made the first time it is read and then kept: a request in one
 * language never makes another's, and nothing is made while the worker starts (where the first
 * number or date formatter alone costs a cold isolate tens of milliseconds).
 */
export function byLocale<T>(make: (locale: Locale) => T): Readonly<Record<Locale, T>> {
  const made: Partial<Record<Locale, T>> = {};
  const all = {} as Record<Locale, T>;
  for (const l of locales) Object.defineProperty(all, l, { enumerable: true, get: () => (l in made ? made[l] : (made[l] = make(l))) as T });
  return all;
}

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** `value` when it names one of the site's languages (a `?locale=`, a stored column), else English. */
export const knownLocale = (value: unknown): Locale => (isLocale(value) ? value : baseLocale);

/** BCP 47 tags for `<html lang>`, hreflang and `inLanguage`: the language as written in India. */
export const localeTag: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };
/** Open Graph's form of the same. */
export const ogLocale: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN', ta: 'ta_IN' };
/** Each language named in itself, as the switcher shows it. */
export const localeName: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** The address of `path` (an English path, with or without a query) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === baseLocale) return path;
  return path === '/' || path.startsWith('/?') ? `/${locale}/${path.slice(1)}` : `/${locale}${path}`;
}

/** The language an address is in, and its English path: `/hi/faq` → hi, `/faq`; `/hi/` → hi, `/`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const m = /^\/(hi|ta)(\/.*)?$/.exec(pathname);
  if (!m) return { locale: baseLocale, path: pathname };
  return { locale: m[1] as Locale, path: m[2] || '/' };
}

/** The language of a BCP 47 tag such as `<html lang>`'s `hi-IN`; English for anything else. */
export const localeOfTag = (tag: string | null | undefined): Locale => {
  const code = (tag ?? '').slice(0, 2).toLowerCase();
  return knownLocale(code);
};
