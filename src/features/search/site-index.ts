import { searchItems } from '@features/catalogue';
import { buildSearchIndex } from './query';
import { joinedWords, searchFillerWords, searchSpellings, searchWordGroups } from './suggestions';
import type { ConceptTables } from './concepts';
import { loadScriptKeys } from './across-scripts';
import { glossaryKeys } from './glossary-keys';

/** The synonyms table (src/features/search/suggestions.ts) as the index reads it. */
export const siteConceptTables: ConceptTables = { groups: searchWordGroups, joined: joinedWords, fillers: searchFillerWords, spellings: searchSpellings };

/**
 * The site's search index: every product and variant of the catalogue, prepared once when the
 * worker starts, with the synonyms table and the trade glossary's keys (glossary-keys.ts, from
 * src/features/search/glossary.ts) for queries in Hindi, Tamil and romanised words. It is part of the
 * bundle; nothing is fetched at run time.
 */
export const siteSearchIndex = buildSearchIndex(searchItems(), siteConceptTables, loadScriptKeys(glossaryKeys));

export type SiteSearchItem = ReturnType<typeof searchItems>[number];
