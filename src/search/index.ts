import { searchItems } from '../content/catalogue';
import { buildSearchIndex } from './query';
import { joinedWords, searchFillerWords, searchSpellings, searchWordGroups } from '../content/search';
import type { ConceptTables } from './concepts';
import { loadScriptKeys } from './across-scripts';
import { glossaryKeys } from './glossary-keys';

/** The synonyms table (src/content/search.ts) as the index reads it. */
export const siteConceptTables: ConceptTables = { groups: searchWordGroups, joined: joinedWords, fillers: searchFillerWords, spellings: searchSpellings };

/**
 * The site's search index: every product and variant of the catalogue, prepared once when the
 * worker starts, with the synonyms table and the trade glossary's keys (glossary-keys.ts, from
 * src/i18n/glossary.ts) for queries in Hindi, Tamil and romanised words. It is part of the
 * bundle; nothing is fetched at run time.
 */
export const siteSearchIndex = buildSearchIndex(searchItems(), siteConceptTables, loadScriptKeys(glossaryKeys));

export type SiteSearchItem = ReturnType<typeof searchItems>[number];
