import type { Feature } from '@platform/routing';
import { locales } from '@platform/i18n/locales';
import { searchPage } from './page.server';
import { searchApi } from './api.server';

/** Old search addresses (?q=) answered at ?query=: middleware the app puts before the search page. */
export { legacySearchParam } from './page.server';

/** The search page and the suggestions as you type. */
export const searchFeature: Feature = {
  pages: [{ path: '/search', page: searchPage, sitemap: [], locales }],
  routes: (app) => {
    app.get('/api/search', searchApi);
  },
};
