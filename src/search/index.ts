import { searchItems } from '../content/catalogue';
import { buildSearchIndex } from './query';
import { joinedWords, searchFillerWords, searchSpellings, searchWordGroups } from '../content/search';

/**
 * The site's search index: every product and variant of the catalogue, prepared once when the
 * worker starts, with the synonyms table (src/content/search.ts). It is part of the bundle;
 * nothing is fetched at run time.
 */
export const siteSearchIndex = buildSearchIndex(searchItems(), { groups: searchWordGroups, joined: joinedWords, fillers: searchFillerWords, spellings: searchSpellings });

export type SiteSearchItem = ReturnType<typeof searchItems>[number];
