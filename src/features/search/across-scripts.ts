/**
 * Reading a query typed in Hindi, Tamil or romanised Hindi/Tamil as the English the catalogue is
 * searched in, through the trade glossary (src/features/search/glossary.ts): each word or phrase whose
 * phonetic key (indic.ts) is a glossary spelling's key becomes the glossary's English term
 * ("कॉफ़ी पाउच" → "coffee pouch", "chai patti" → "tea", "காபிக்கு" → "coffee"). A word that
 * matches nothing is kept as typed, so an English query is read exactly as before. All tables
 * come in as arguments.
 */
import { phoneticKey, searchWords } from './indic';
import { withinEdits } from './concepts';

/** One glossary term: its English, and every way of writing it in Hindi, Tamil or Latin letters. */
export interface ScriptTerm {
  readonly en: string;
  readonly spellings: readonly string[];
}

export interface ScriptTables {
  readonly terms: readonly ScriptTerm[];
  /** Words that say nothing about the pouch ("के", "ke liye", "உடன்"), in any script: left out. */
  readonly fillers: readonly string[];
}

/** The script a spelling or query word is written in. */
export type Script = 'deva' | 'taml' | 'latn';
const SCRIPTS: readonly Script[] = ['deva', 'taml', 'latn'];

/** One script's spellings: phonetic key (a phrase's words' keys joined) → English term; and its fillers' keys. */
export interface ScriptKeys {
  readonly exact: ReadonlyMap<string, string>;
  readonly fillers: ReadonlySet<string>;
}

export interface ScriptLookup {
  /**
   * Keys by the script they were written in. A word is looked up among its own script's
   * spellings first, so that where two scripts' words share a key (Tamil மிளகாய், chilli, and
   * Hindi मिल्की, milky, are both "milki") each reads as its own script means it.
   */
  readonly scripts: Readonly<Record<Script, ScriptKeys>>;
  /** Every key of MIN_FUZZY_KEY letters or more, whatever its script, with its term, by length: for a word one edit away. */
  readonly byLength: ReadonlyMap<number, ReadonlyArray<readonly [string, string]>>;
  /** Most words in a glossary spelling. */
  readonly longest: number;
}

/** Keys at least this long may match with one edit (a letter wrong, missing, extra or swapped). */
export const MIN_FUZZY_KEY = 5;

/**
 * Endings a word may carry that the glossary spells without (as keys): Tamil case endings
 * (-க்கு / -kku "for", -வுக்கு, -க்கான "meant for", -இல் "in", -உடன் "with", -கள் plural, -உம்
 * "and, both", the enunciative -உ of சோப்பு beside சோப்) and Hindi plural and oblique endings (-ों, -ें, -े). Tried
 * only when the whole word matches nothing, and only where what is left is a glossary word as it
 * stands.
 */
const ENDINGS = ['vuku', 'uku', 'ku', 'ukn', 'kn', 'vil', 'il', 'utn', 'udn', 'kl', 'um', 'on', 'en', 'n', 'e', 'u'];

const DEVANAGARI = /[\u0900-\u097f]/;
const TAMIL = /[\u0b80-\u0bff]/;
const LATIN_LETTER = /\p{Script=Latin}/u;
const DIGIT = /[0-9]/;

/** The script of a word or spelling: Devanagari or Tamil if it has such a letter, Latin if a Latin one, else none. */
export function scriptOf(text: string): Script | undefined {
  if (DEVANAGARI.test(text)) return 'deva';
  if (TAMIL.test(text)) return 'taml';
  return LATIN_LETTER.test(text) ? 'latn' : undefined;
}

const keyOf = (words: readonly string[]) => words.map(phoneticKey).join('');

/**
 * The glossary as the worker carries it: each term's phonetic keys by script, not its spellings
 * (a sixth of the bytes). `terms` holds a line per term, "en|Devanagari keys|Tamil keys|Latin
 * keys", keys apart by spaces; a key that is romanised and also Devanagari or Tamil is written once,
 * there, marked "+". A last line with no English may hold keys of terms left out, that stay as
 * typed. `fillers` holds the fillers' keys the same way, in one line.
 */
export interface CompiledScriptKeys {
  readonly longest: number;
  readonly terms: string;
  readonly fillers: string;
}

/**
 * Compiles the glossary's spellings into keys (see `CompiledScriptKeys`), the terms `keep` accepts
 * (by their English), in their order, without the romanised spellings whose every word `english`
 * reads itself (they are never looked up: "pouch", "dry fruits"). Where two spellings of one script
 * share a key the term listed first keeps it (src/features/search/glossary.test.ts checks that only
 * terms of the same English do).
 */
export function compileScriptKeys(tables: ScriptTables, keep: (en: string) => boolean = () => true, english: EnglishReader = NO_ENGLISH): CompiledScriptKeys {
  const taken: Record<Script, Set<string>> = { deva: new Set(), taml: new Set(), latn: new Set() };
  const lines: string[] = [];
  const left: string[] = [];
  let longest = 1;
  for (const { en, spellings } of tables.terms) {
    if (!keep(en)) {
      left.push(...spellings);
      continue;
    }
    const own: Record<Script, Set<string>> = { deva: new Set(), taml: new Set(), latn: new Set() };
    for (const spelling of spellings) {
      const words = searchWords(spelling);
      const key = keyOf(words);
      const script = scriptOf(spelling);
      if (!key || !script || taken[script].has(key)) continue;
      taken[script].add(key);
      if (script === 'latn' && words.every((w) => DIGIT.test(w) || english.knows(w))) continue;
      own[script].add(key);
      longest = Math.max(longest, words.length);
    }
    // A key that is both romanised and Devanagari or Tamil is written once, marked with '+'.
    const shared = (k: string) => (own.latn.delete(k) ? `+${k}` : k);
    const deva = [...own.deva].map(shared);
    const taml = [...own.taml].map(shared);
    lines.push([en, deva.join(' '), taml.join(' '), [...own.latn].join(' ')].join('|'));
  }
  const fillers: Record<Script, Set<string>> = { deva: new Set(), taml: new Set(), latn: new Set() };
  for (const filler of tables.fillers) {
    const script = scriptOf(filler);
    if (script) fillers[script].add(keyOf(searchWords(filler)));
  }
  const compiled = { longest, terms: lines.join('\n'), fillers: SCRIPTS.map((s) => [...fillers[s]].join(' ')).join('|') };
  // A term left out must not read as another: Tamil மிளகாய் (chilli, which the catalogue does not
  // answer) has the key of Hindi मिल्की (milky). Its keys that would read so are kept, with no
  // English (a last line with an empty term), so that the word stays as typed.
  const lookup = loadScriptKeys(compiled);
  const blocked: Record<Script, Set<string>> = { deva: new Set(), taml: new Set(), latn: new Set() };
  let longestBlocked = longest;
  for (const spelling of left) {
    const script = scriptOf(spelling);
    const words = searchWords(spelling);
    const key = keyOf(words);
    if (!script || !key || lookup.scripts[script].exact.has(key) || readAcrossScripts(spelling, lookup, english) === null) continue;
    blocked[script].add(key);
    longestBlocked = Math.max(longestBlocked, words.length);
  }
  if (!SCRIPTS.some((s) => blocked[s].size)) return compiled;
  return { ...compiled, longest: longestBlocked, terms: `${compiled.terms}\n|${SCRIPTS.map((s) => [...blocked[s]].join(' ')).join('|')}` };
}

/** An English search that reads no word itself. */
const NO_ENGLISH: EnglishReader = { knows: () => false, corrects: () => false };

/** The lookup a query is read with, from compiled keys. */
export function loadScriptKeys({ longest, terms, fillers }: CompiledScriptKeys): ScriptLookup {
  const exact: Record<Script, Map<string, string>> = { deva: new Map(), taml: new Map(), latn: new Map() };
  const byLength = new Map<number, Array<readonly [string, string]>>();
  for (const line of terms.split('\n')) {
    const [en = '', ...keys] = line.split('|');
    SCRIPTS.forEach((script, i) => {
      for (const written of (keys[i] ?? '').split(' ')) {
        if (!written) continue;
        const key = written.replace('+', '');
        // A key with no English (a word left out of the keys) never takes one that has one.
        if (en || !exact[script].has(key)) exact[script].set(key, en);
        if (key !== written) exact.latn.set(key, en);
        if (key.length < MIN_FUZZY_KEY || !en) continue;
        const list = byLength.get(key.length) ?? [];
        list.push([key, en]);
        byLength.set(key.length, list);
      }
    });
  }
  const fillerKeys = fillers.split('|');
  const keys = (script: Script, i: number): ScriptKeys => ({ exact: exact[script], fillers: new Set((fillerKeys[i] ?? '').split(' ').filter(Boolean)) });
  return { scripts: { deva: keys('deva', 0), taml: keys('taml', 1), latn: keys('latn', 2) }, byLength, longest };
}

/** The lookup straight from spellings (for tests and small tables). */
export const buildScriptLookup = (tables: ScriptTables): ScriptLookup => loadScriptKeys(compileScriptKeys(tables));

/** What the English search makes of a word written in Latin letters. */
export interface EnglishReader {
  /** The English search reads it as it is: a catalogue word or the start of one, a synonym, a filler. */
  knows(word: string): boolean;
  /** The English search takes it for a typo of a catalogue word. */
  corrects(word: string): boolean;
}

/** The scripts to look a word of `script` up in: its own first, then the others. */
const order = (script: Script | undefined): readonly Script[] => (script ? [script, ...SCRIPTS.filter((s) => s !== script)] : SCRIPTS);

function exactTerm(lookup: ScriptLookup, key: string, script: Script | undefined): string | undefined {
  for (const s of order(script)) {
    const en = lookup.scripts[s].exact.get(key);
    if (en !== undefined) return en;
  }
  return undefined;
}

/**
 * The English term of a word (or phrase) carrying an ending the glossary spells without; at least
 * two letters of the key's last `word` letters are left.
 */
function termWithoutEnding(lookup: ScriptLookup, key: string, script: Script, word = key.length): string | undefined {
  for (const ending of ENDINGS) {
    if (word - ending.length < 2 || !key.endsWith(ending)) continue;
    const en = exactTerm(lookup, key.slice(0, -ending.length), script);
    if (en) return en;
  }
  return undefined;
}

/** The English term of a key one edit from a glossary key (of any script), when all such keys agree on one. */
function nearTerm(lookup: ScriptLookup, key: string): string | undefined {
  if (key.length < MIN_FUZZY_KEY) return undefined;
  let found: string | undefined;
  for (let length = key.length - 1; length <= key.length + 1; length++) {
    for (const [other, en] of lookup.byLength.get(length) ?? []) {
      if (!withinEdits(key, other, 1)) continue;
      if (found !== undefined && found !== en) return undefined;
      found = en;
    }
  }
  return found;
}

/**
 * A word's English term: '' for a filler, undefined when the glossary does not hold it.
 * A word in Devanagari or Tamil letters: by its key among its own script's spellings, then the
 * others'; by its key without an ending; then (with `fuzzy`) one edit away.
 * A word in Latin letters that the English search reads itself is left to it; otherwise by its key
 * among the romanised spellings; then, unless the English search would take it for a typo, among
 * the Devanagari and Tamil spellings and without an ending. Never one edit away: the English
 * search has its own reading of typos in Latin letters, and the key already forgives the usual
 * romanising (aa and a, ee and i, w and v, z and j, a doubled letter).
 */
function readWord(word: string, key: string, script: Script, lookup: ScriptLookup, english: EnglishReader, fuzzy: boolean): string | undefined {
  const latin = script === 'latn';
  if (!key || (latin && (DIGIT.test(word) || english.knows(word)))) return undefined;
  const own = lookup.scripts[script];
  if (own.fillers.has(key)) return '';
  const en = exactTerm(lookup, key, script) ?? termWithoutEnding(lookup, key, script);
  // A glossary word whose English the catalogue does not answer stays as typed.
  if (en === '') return undefined;
  if (!latin) return en !== undefined || !fuzzy ? en : nearTerm(lookup, key);
  // Asked only when the glossary has a reading to offer: the English typo scan is the costly part.
  return en === undefined || own.exact.get(key) === en || !english.corrects(word) ? en : undefined;
}

/** The glossary phrase of two or more words starting at `at`, the longest; not a phrase of English words the English search reads. */
function readPhrase(
  words: readonly string[],
  keys: readonly string[],
  scripts: readonly (Script | undefined)[],
  at: number,
  lookup: ScriptLookup,
  english: EnglishReader,
) {
  for (let n = Math.min(lookup.longest, words.length - at); n >= 2; n--) {
    const spanScripts = scripts.slice(at, at + n);
    if (spanScripts.every((s, k) => s !== 'deva' && s !== 'taml' && (DIGIT.test(words[at + k]!) || english.knows(words[at + k]!)))) continue;
    const key = keys.slice(at, at + n).join('');
    const script = spanScripts.find((s) => s === 'deva' || s === 'taml') ?? 'latn';
    // An ending goes on the last word, and leaves some of it: உலர் பழங்களுக்கு is உலர் பழங்கள் + -க்கு.
    const en = exactTerm(lookup, key, script) ?? termWithoutEnding(lookup, key, script, keys[at + n - 1]!.length);
    if (en !== undefined) return { en, length: n };
  }
  return undefined;
}

const INDIC_DIGIT = /[\u0966-\u096f\u0be6-\u0bef]/;

/**
 * A query read in English through the glossary, or null when no word of it was read so (an
 * English query, or one whose words the glossary does not hold). Phrases first, the longest
 * first ("सूखे मेवे", "chai patti", "அரை கிலோ"), then single words, each looked up by its phonetic
 * key among its own script's spellings first:
 * - a word in Devanagari or Tamil letters is its glossary term by its key, by its key without an
 *   ending (Tamil -க்கு, Hindi -ों …), or (with `fuzzy`) by a glossary key one edit away when the
 *   key has MIN_FUZZY_KEY letters or more and every such key is of one term; a filler word is left out; anything else is kept as typed;
 * - a word in Latin letters that the English search already reads ("chai", "pouch", "atta") is
 *   kept; otherwise it is read by its key among the romanised spellings; a word the English search
 *   would take for a typo is then left to it; otherwise as above, but never one edit away;
 * - numbers are kept (Devanagari and Tamil digits as ASCII digits).
 * @example readAcrossScripts('कॉफ़ी के लिए पाउच', lookup, english) // 'coffee pouch'
 */
export function readAcrossScripts(query: string, lookup: ScriptLookup, reader: EnglishReader, fuzzy = true): string | null {
  const words = searchWords(query);
  const scripts = words.map(scriptOf);
  // Each word is asked of the English search once; a query of words it all reads is its own.
  const known = new Map<string, boolean>();
  const english: EnglishReader = {
    knows: (w) => known.get(w) ?? known.set(w, reader.knows(w)).get(w)!,
    corrects: (w) => reader.corrects(w),
  };
  if (!INDIC_DIGIT.test(query) && scripts.every((s, i) => s !== 'deva' && s !== 'taml' && (s !== 'latn' || DIGIT.test(words[i]!) || english.knows(words[i]!))))
    return null;
  const keys = words.map(phoneticKey);
  const out: string[] = [];
  // Devanagari and Tamil digits are read as ASCII digits: a reading of its own.
  let changed = INDIC_DIGIT.test(query);
  for (let i = 0; i < words.length; ) {
    const phrase = readPhrase(words, keys, scripts, i, lookup, english);
    if (phrase) {
      // A glossary phrase whose English the catalogue does not answer stays as typed, word for word.
      if (phrase.en) out.push(phrase.en);
      else out.push(...words.slice(i, i + phrase.length));
      changed ||= phrase.en !== '';
      i += phrase.length;
      continue;
    }
    const word = words[i]!;
    const script = scripts[i];
    const en = script ? readWord(word, keys[i]!, script, lookup, english, fuzzy) : undefined;
    i++;
    if (en === undefined || en === word.toLowerCase()) {
      out.push(word);
      continue;
    }
    if (en) out.push(en);
    changed = true;
  }
  return changed ? out.join(' ') : null;
}
