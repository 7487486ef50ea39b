import type { Env } from './env';
import type { Locale } from '@platform/i18n/locales';

/** Hono's generic for this app: the worker's bindings, and what a request carries through it. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The language of the address (src/platform/i18n/locales.ts): English unless it starts /hi/ or /ta/. */
    locale: Locale;
    /** The languages the matched page exists in, for its alternates and the language switcher. */
    pageLocales: readonly Locale[];
  };
}
