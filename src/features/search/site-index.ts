import { searchItems } from '@features/catalogue';
import { buildSearchIndex, type SearchIndex } from './query';
import { joinedWords, searchFillerWords, searchSpellings, searchWordGroups } from './suggestions';
import type { ConceptTables } from './concepts';
import { loadScriptKeys } from './across-scripts';
import { glossaryKeys } from './glossary-keys';

/** The synonyms table (src/features/search/suggestions.ts) as the index reads it. */
export const siteConceptTables: ConceptTables = { groups: searchWordGroups, joined: joinedWords, fillers: searchFillerWords, spellings: searchSpellings };

export type SiteSearchItem = ReturnType<typeof searchItems>[number];

let index: SearchIndex<SiteSearchItem> | undefined;
/**
 * The site's search index: every product and variant of the catalogue, with the synonyms table and
 * the trade glossary's keys (glossary-keys.ts, from src/features/search/glossary.ts) for queries in
 * Hindi, Tamil and romanised words. It is part of the bundle, nothing is fetched at run time, and it
 * is prepared by an isolate's first search rather than when the worker starts: most isolates serve
 * pages that never search, and every cold start would pay for it (decision 076).
 */
export const siteSearchIndex = (): SearchIndex<SiteSearchItem> => (index ??= buildSearchIndex(searchItems(), siteConceptTables, loadScriptKeys(glossaryKeys)));
