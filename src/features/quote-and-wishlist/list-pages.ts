import { breadcrumbs } from '@features/catalogue';
import { localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/** The quote list's page: the lines a visitor is putting together, kept in their browser. */
export const QUOTE_PATH = '/quote';
/** The wishlist's page. */
export const WISHLIST_PATH = '/wishlist';

/** The trail of a page of the visitor's own (the quote, the wishlist): home, then the page, in its language. */
export const ownPageCrumbs = (locale: Locale, name: string, path: string) =>
  breadcrumbs([
    { name: m.quote_crumb_home({}, { locale }), path: localePath(locale, '/') },
    { name, path: localePath(locale, path) },
  ]);
