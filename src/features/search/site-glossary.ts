/**
 * The site's glossary (src/features/search/glossary.ts) compiled into the keys the worker carries
 * (glossary-keys.ts): only terms the catalogue can answer, so the bundle holds no words whose
 * English finds nothing ("quotation", "GST", "CMYK" until a product page names them) and no
 * spellings, sources or review marks. Used by `node scripts/search-glossary-keys.mjs`, which
 * writes glossary-keys.ts, and by the test that holds that file to the glossary; not by the worker.
 */
import { glossary, glossaryFillers } from './glossary';
import { searchFillerWords } from './suggestions';
import { searchItems } from '@features/catalogue';
import { compileScriptKeys, type CompiledScriptKeys, type ScriptTables } from './across-scripts';
import { buildSearchIndex, englishReader, search } from './query';
import { siteConceptTables } from './site-index';

/** Every glossary term with all its spellings, and the Hindi and Tamil fillers. */
export const glossaryTables: ScriptTables = {
  terms: glossary.map(({ en, hi, hiAlt = [], hiLatn, ta, taAlt = [], taLatn }) => ({ en, spellings: [hi, ...hiAlt, ...hiLatn, ta, ...taAlt, ...taLatn] })),
  fillers: glossaryFillers,
};

/**
 * Whether the English search answers a term: it finds something for it (as it reads any query: by
 * meaning, a typo, the words something holds), or the term is a filler it leaves out.
 */
export function catalogueAnswers(): (en: string) => boolean {
  const english = buildSearchIndex(searchItems(), siteConceptTables);
  return (en) => en.split(' ').every((w) => searchFillerWords.includes(w)) || search(english, en).total > 0;
}

/** The keys glossary-keys.ts must hold. */
export const compileSiteGlossary = (): CompiledScriptKeys =>
  compileScriptKeys(glossaryTables, catalogueAnswers(), englishReader(buildSearchIndex(searchItems(), siteConceptTables), false));

/** The text of glossary-keys.ts. */
export function glossaryKeysSource(): string {
  const { longest, terms, fillers } = compileSiteGlossary();
  return `// Written by \`node scripts/search-glossary-keys.mjs\` from src/features/search/glossary.ts and src/features/search/suggestions.ts: do not edit.
import type { CompiledScriptKeys } from './across-scripts';

/**
 * The phonetic keys of the glossary terms the catalogue can answer, by script, and of the Hindi
 * and Tamil filler words (see \`CompiledScriptKeys\` in across-scripts.ts and site-glossary.ts).
 */
export const glossaryKeys: CompiledScriptKeys = {
  longest: ${longest},
  terms: ${JSON.stringify(terms)},
  fillers: ${JSON.stringify(fillers)},
};
`;
}
