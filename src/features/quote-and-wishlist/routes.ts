import type { Feature } from '@platform/routing';
import { locales } from '@platform/i18n/locales';
import { wishlistPage } from './wishlist-page.server';
import { quotePage } from './quote-page.server';
import { QUOTE_PATH, WISHLIST_PATH } from './list-pages';

/** The wishlist's and the quote list's pages: kept in the visitor's browser, so in no sitemap. */
export const quoteAndWishlistFeature: Feature = {
  pages: [
    { path: WISHLIST_PATH, page: (c) => wishlistPage(c.get('locale')), sitemap: [], locales },
    { path: QUOTE_PATH, page: (c) => quotePage(c.get('locale')), sitemap: [], locales },
  ],
};
