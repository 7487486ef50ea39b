import type { Feature } from '@platform/routing';
import { locales } from '@platform/i18n/locales';
import { sizeFinderPageView } from './page.server';
import { SIZE_FINDER_PATH } from './tables';

/** The size finder's page. */
export const sizeFinderFeature: Feature = {
  pages: [{ path: SIZE_FINDER_PATH, page: (c) => sizeFinderPageView(c, c.get('locale')), sitemap: [SIZE_FINDER_PATH], locales }],
};
