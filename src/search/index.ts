import { searchItems } from '../content/catalogue';
import { buildSearchIndex } from './query';

/**
 * The site's search index: every product and variant of the catalogue, prepared once when the
 * worker starts. It is part of the bundle; nothing is fetched at run time.
 */
export const siteSearchIndex = buildSearchIndex(searchItems());

export type SiteSearchItem = ReturnType<typeof searchItems>[number];
