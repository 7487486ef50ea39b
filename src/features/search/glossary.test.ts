import { describe, expect, it } from 'vitest';
import { glossary, glossaryFillers, reviewState } from './glossary';
import { glossaryCategories, glossaryEntrySchema, glossaryFillerSchema } from './glossary.schema';
import { searchFillerWords } from './suggestions';
import { normalizeDevanagari, normalizeTamil, phoneticKey, searchWords } from './indic';

const spellings = (e: (typeof glossary)[number]) => [e.hi, ...(e.hiAlt ?? []), ...e.hiLatn, e.ta, ...(e.taAlt ?? []), ...e.taLatn];
const keyOf = (spelling: string) => searchWords(spelling).map(phoneticKey).join('');
const scriptOf = (text: string) => (/[\u0900-\u097f]/.test(text) ? 'deva' : /[\u0b80-\u0bff]/.test(text) ? 'taml' : 'latn');
/** Terms the English search leaves out whole (bag, price, print …): a filler reading the same key costs nothing. */
const leftOut = (en: string) => en.split(' ').every((w) => searchFillerWords.includes(w));

describe('the trade glossary', () => {
  it('holds at least 150 entries, each valid, with unique ids, in every category', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(150);
    for (const entry of glossary) expect(glossaryEntrySchema.safeParse(entry).error, entry.id).toBeUndefined();
    expect(new Set(glossary.map((e) => e.id)).size).toBe(glossary.length);
    expect(new Set(glossary.map((e) => e.category))).toEqual(new Set(glossaryCategories));
  });

  it('marks every entry a draft in both languages until a native speaker reviews it', () => {
    expect(Object.keys(reviewState).sort()).toEqual(glossary.map((e) => e.id).sort());
    for (const state of Object.values(reviewState)) expect(state).toEqual({ hi: 'draft', ta: 'draft' });
  });

  it('names its sources by title and address', () => {
    const sourced = glossary.filter((e) => e.source);
    expect(sourced.length).toBeGreaterThan(20);
    for (const { source } of sourced) for (const { url } of source!) expect(url).toMatch(/^https?:\/\/[^ ]+$/);
  });

  it('holds filler words of one script each', () => {
    for (const filler of glossaryFillers) expect(glossaryFillerSchema.safeParse(filler).success, filler).toBe(true);
  });

  it('keys every Hindi and Tamil word as its normalised spelling', () => {
    for (const word of [...glossary.flatMap(spellings), ...glossaryFillers].flatMap(searchWords)) {
      const script = scriptOf(word);
      if (script === 'latn') continue;
      expect(phoneticKey(script === 'deva' ? normalizeDevanagari(word) : normalizeTamil(word)), word).toBe(phoneticKey(word));
    }
  });

  it('gives no two terms of different English one key in one script', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of glossary) {
      for (const spelling of spellings(entry)) {
        const at = `${scriptOf(spelling)}:${keyOf(spelling)}`;
        const other = seen.get(at);
        if (other !== undefined && other !== entry.en) clashes.push(`${spelling} (${entry.en}) reads as ${other}`);
        if (other === undefined) seen.set(at, entry.en);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('reads no glossary word as a filler, but for words the English search leaves out too', () => {
    const terms = new Map(glossary.flatMap((e) => spellings(e).map((s) => [`${scriptOf(s)}:${keyOf(s)}`, e.en] as const)));
    const clashes = glossaryFillers.filter((f) => {
      const en = terms.get(`${scriptOf(f)}:${keyOf(f)}`);
      return en !== undefined && !leftOut(en);
    });
    expect(clashes).toEqual([]);
  });
});
