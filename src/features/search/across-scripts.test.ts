import { describe, expect, it } from 'vitest';
import { compileScriptKeys, loadScriptKeys, buildScriptLookup, readAcrossScripts, type EnglishReader } from './across-scripts';
import { compileSiteGlossary, glossaryTables } from './site-glossary';
import { glossaryKeys } from './glossary-keys';
import { buildSearchIndex, search, type SearchItem } from './query';

describe('the keys the worker carries (src/features/search/glossary-keys.ts)', () => {
  const compiled = compileSiteGlossary();
  const all = glossaryTables.terms.length;
  const kept = compiled.terms.split('\n').filter((line) => !line.startsWith('|')).length;

  it(`are the glossary's, compiled: ${kept} of ${all} terms, those the catalogue answers (run \`node scripts/search-glossary-keys.mjs\` after a change)`, () => {
    expect(glossaryKeys).toEqual(compiled);
    expect(kept).toBeGreaterThan(all / 2);
  });

  it('keep a term the catalogue does not answer from reading as another term of its key', () => {
    // Tamil மிளகாய் (chilli) and Hindi मिल्की (milky) have one key, milki.
    const tables = {
      terms: [
        { en: 'milky', spellings: ['मिल्की'] },
        { en: 'chilli', spellings: ['மிளகாய்', 'लाल मिर्च'] },
        { en: 'red', spellings: ['लाल'] },
      ],
      fillers: [],
    };
    const answered = (en: string) => en !== 'chilli';
    const lookup = loadScriptKeys(compileScriptKeys(tables, answered));
    const english: EnglishReader = { knows: () => false, corrects: () => false };
    expect(readAcrossScripts('मिल्की', lookup, english)).toBe('milky');
    expect(readAcrossScripts('மிளகாய் பவுச்', lookup, english)).toBeNull();
    expect(readAcrossScripts('लाल मिर्च', lookup, english)).toBeNull();
    expect(readAcrossScripts('लाल', lookup, english)).toBe('red');
  });

  it('read as the spellings do: a romanised key written once with its Devanagari or Tamil twin still reads as romanised', () => {
    const tables = { terms: [{ en: 'milk', spellings: ['दूध', 'doodh', 'பால்', 'paal'] }], fillers: ['के', 'ke', 'உடன்'] };
    const keys = compileScriptKeys(tables);
    expect(keys.terms).toBe('milk|+dud|+pl|');
    expect(keys.fillers).toBe('ke|utn|ke');
    const lookup = loadScriptKeys(keys);
    expect(lookup.scripts.latn.exact.get('pl')).toBe('milk');
    expect(lookup.scripts.latn.exact.get('dud')).toBe('milk');
    expect(lookup.scripts.taml.exact.get('pl')).toBe('milk');
    expect(lookup.scripts.deva.exact.get('pl')).toBeUndefined();
  });
});

describe('readAcrossScripts', () => {
  const lookup = buildScriptLookup({
    terms: [
      { en: 'coffee', spellings: ['कॉफ़ी', 'काफी', 'kofi', 'காபி', 'kaapi'] },
      { en: 'pouch', spellings: ['पाउच', 'pouch', 'பவுச்', 'pavuch'] },
      { en: 'dry fruits', spellings: ['सूखे मेवे', 'sukhe meve', 'உலர் பழங்கள்'] },
      { en: 'tea', spellings: ['चाय', 'चाय पत्ती', 'chai patti', 'டீ'] },
      { en: 'kg', spellings: ['किलो', 'kilo', 'கிலோ'] },
      { en: '500 gm', spellings: ['आधा किलो', 'aadha kilo', 'அரை கிலோ'] },
      { en: 'transparent', spellings: ['ट्रांसपेरेंट', 'டிரான்ஸ்பரன்ட்'] },
      { en: 'masala', spellings: ['मसाला', 'masala', 'மசாலா'] },
      { en: 'zipper', spellings: ['ज़िपर', 'zipar', 'ஜிப்பர்'] },
    ],
    fillers: ['के', 'लिए', 'ke', 'liye', 'உள்ள', 'ulla'],
  });
  // The English search, as far as these tests need it: it knows "pouch", "kraft", "chai", "dry", "fruits", and corrects "pouhc".
  const english: EnglishReader = {
    knows: (w) => ['pouch', 'kraft', 'chai', 'dry', 'fruits', 'for'].includes(w.toLowerCase()),
    corrects: (w) => w === 'pouhc',
  };
  const read = (q: string, fuzzy = true) => readAcrossScripts(q, lookup, english, fuzzy);

  it.each([
    ['कॉफ़ी पाउच', 'coffee pouch', 'each word by its key'],
    ['कॉफी पाउच', 'coffee pouch', 'without the nukta'],
    ['காபி', 'coffee', 'Tamil'],
    ['kofi pouch', 'coffee pouch', 'romanised; the English word kept as typed'],
    ['सूखे मेवे के लिए पाउच', 'dry fruits pouch', 'a phrase, fillers left out'],
    ['chai patti pouch', 'tea pouch', 'a romanised phrase with a word the English search knows'],
    ['sukhe meve ke liye 1 kilo pouch', 'dry fruits 1 kg pouch', 'digits kept'],
    ['आधा किलो मसाला', '500 gm masala', 'a phrase for a weight'],
    ['அரை கிலோ', '500 gm', 'a Tamil phrase'],
    ['காபிக்கு பவுச்', 'coffee pouch', 'a Tamil ending (-க்கு) on a word'],
    ['உலர் பழங்களுக்கு பவுச்', 'dry fruits pouch', 'a Tamil ending on a phrase'],
    ['मसालों के लिए पाउच', 'masala pouch', 'a Hindi ending (-ों)'],
    ['ट्रांसपेरंट पाउच', 'transparent pouch', 'a Devanagari word one edit away'],
    ['पाउच ५०० ग्राम', 'pouch 500 ग्राम', 'Devanagari digits as digits; a word the glossary lacks kept'],
    ['Kraft पाउच', 'Kraft pouch', 'a word the English search knows kept as typed'],
  ])('%s → %s (%s)', (query, expected) => {
    expect(read(query)).toBe(expected);
  });

  it.each([
    ['coffee pouch', 'English'],
    ['dry fruits', 'an English phrase that is also a glossary spelling'],
    ['pouhc', 'a typo the English search reads'],
    ['zipor', 'a romanised word one edit away: left to the English search'],
    ['', 'nothing'],
    ['250 gm', 'digits'],
  ])('%s → null (%s)', (query) => {
    expect(read(query)).toBeNull();
  });

  it('reads no word one edit away when asked for the text as typed', () => {
    expect(read('ट्रांसपेरंट पाउच', false)).toBe('ट्रांसपेरंट pouch');
  });
});

describe('search with the glossary', () => {
  const item = (id: string, name: string): SearchItem => ({ id, name, image: `/img/${id}.svg`, link: `/p/${id}`, isVariant: false });
  const scripts = buildScriptLookup({
    terms: [
      { en: 'coffee', spellings: ['कॉफ़ी'] },
      { en: 'pouch', spellings: ['पाउच'] },
    ],
    fillers: [],
  });

  it('lists what the English reading finds first, then what the text finds as typed', () => {
    const index = buildSearchIndex([item('hi', 'कॉफ़ी पाउच स्पेशल'), item('en', 'Coffee Pouch')], undefined, scripts);
    expect(index.asciiNames).toBe(false);
    const result = search(index, 'कॉफ़ी पाउच');
    expect(result.readAs).toBe('coffee pouch');
    expect(result.items.map((i) => i.id)).toEqual(['en', 'hi']);
    expect(result.total).toBe(2);
  });

  it('reads nothing across scripts without a glossary', () => {
    const index = buildSearchIndex([item('en', 'Coffee Pouch')]);
    expect(search(index, 'कॉफ़ी पाउच').readAs).toBeUndefined();
    expect(search(index, 'कॉफ़ी पाउच').total).toBe(0);
  });
});
