/**
 * Product search: an index prepared once from the catalogue, and a pure query function over it.
 *
 * Matching keeps the spec's rule (§5) — the query, case-insensitively, is a substring of the
 * product name or variant title; an empty query matches everything — and only ever adds to it:
 * - a query of several words matches when every word matches, in any order;
 * - spacing, case, accents and punctuation do not matter, and weights and sizes are compared in
 *   one spelling ('1kg' finds '1 Kg', '500 gm' finds '500gm', '500 grams' finds '500gm').
 * A product's catalogue trade name (`alsoKnownAs`) is searched like its name.
 * Results are ranked: exact name, then name prefix, then whole-word, then word-start matches,
 * then the rest; within a rank products come before variants, then catalogue order.
 *
 * Speed: query words are looked up in an inverted index of the names' words (tokens.ts), so a
 * query visits the items it finds rather than the whole catalogue; the spec rule's own substring
 * search only runs where it could find something the words did not. Counting sort by rank keeps
 * ranking linear. No regular expression is ever built from the query (see normalize.ts).
 */

import { charMask, cutQuery, normalizeForSearch } from './normalize';
import { buildTokenIndex, INNER, markTerms, type Term, type TokenIndex } from './tokens';
import {
  conceptRules,
  conceptWords,
  editDistance,
  editsAllowed,
  likeness,
  namesSpelling,
  withinEdits,
  type ConceptRules,
  type ConceptTables,
} from './concepts';
import { readAcrossScripts, type EnglishReader, type ScriptLookup } from './across-scripts';

export { MAX_QUERY_LENGTH, cutQuery, normalizeForSearch, queryLength } from './normalize';
import { nameHas, readNeed, type Need } from './needs';

/** One searchable thing: a product, or a variant (whose name is its title). */
export interface SearchItem {
  readonly id: string;
  readonly name: string;
  readonly image: string;
  readonly link: string;
  readonly isVariant: boolean;
  /** Another name the item is known by (a catalogue trade name); searched like the name. */
  readonly alsoKnownAs?: string;
  /**
   * What the item is for and made of (a product's use cases, features and description; a size
   * carries its product's): searched by meaning, ranked below every name match.
   */
  readonly about?: string;
}

// Separates an item's names in the prepared strings. Normalised text never contains it, and a
// query containing it cannot match by the spec rule, so no match can straddle two names.
const SEP = '\u0000';
/**
 * Ranks, best first: the name is the query (0), starts with it (1), holds its words whole (2) or
 * at a word's start (3); the name holds its meaning (4: a synonym, another spelling); the name
 * holds it inside a word (5); the item's use cases, features or description hold its meaning (6);
 * then through a corrected typo: the name holds the corrected words (7), their meaning (8), or
 * the rest of the item does (9).
 */
const RANKS = 10;
const CONCEPT_NAME = 4;
const NAME_INNER = 5;
const CONCEPT_ABOUT = 6;
const FIXED_LITERAL = 7;
const FIXED_NAME = 8;
const FIXED_ABOUT = 9;
const NO_TABLES: ConceptTables = { groups: [], joined: [], fillers: [] };
const PLAIN = /^[a-z0-9 ]+$/;
/** The bit `charMask` sets for a character beyond ASCII. */
const NON_ASCII_BIT = 1 << 30;
/** A Devanagari or Tamil character: no word of it is in an all-ASCII name, so no query holding one is. */
const INDIC = /[\u0900-\u097f\u0b80-\u0bff]/;
const NOT_ALNUM = /[^a-z0-9]+/;
const ALNUM = /[a-z0-9]/;

/**
 * The prepared catalogue, one slot per item in catalogue order. Build it once (at module load)
 * and reuse it for every query.
 */
export interface SearchIndex<T extends SearchItem = SearchItem> {
  readonly items: readonly T[];
  readonly productCount: number;
  readonly variantCount: number;
  /** The names lower-cased, joined by SEP: the spec's rule matches against these. */
  readonly lower: readonly string[];
  /** Which characters each `lower` holds (see `charMask`): a quick "cannot match". */
  readonly lowerMask: Int32Array;
  /** Whether every name is plain ASCII: then no text with other characters is in any of them. */
  readonly asciiNames: boolean;
  readonly isVariant: Uint8Array;
  /** Which product each item belongs to: a product and its variants share it. */
  readonly product: Int32Array;
  /**
   * Items whose normalised names changed a letter or digit (a unit respelled, '&' read as 'and',
   * an accent dropped). For all others a plain query found by the spec rule is always found word
   * by word as well, so only these need the spec rule's own string search for such a query.
   */
  readonly respelled: Int32Array;
  /** Every normalised name (trade names too), sorted, with its item: finds exact and prefix matches by binary search. */
  readonly names: readonly string[];
  readonly nameItems: Int32Array;
  /** The words of the normalised names: the words of a query are looked up here. */
  readonly words: TokenIndex;
  /**
   * The runs of letters and digits of the lower-cased names, alone and as neighbouring pairs
   * ('kraft\twindow'): they narrow the spec rule's search to the names that can hold the query.
   */
  readonly runs: TokenIndex;
  readonly runPairs: TokenIndex;
  /** How queries are read by meaning (concepts.ts), and for each concept word the items holding it in their names, or anywhere. */
  readonly rules: ConceptRules;
  readonly conceptNames: ReadonlyMap<string, Int32Array>;
  readonly conceptAll: ReadonlyMap<string, Int32Array>;
  /** Every concept word, sorted: for prefixes. */
  readonly conceptVocabulary: readonly string[];
  /** Every way of writing a concept word in letters (its synonyms too), with that word, by length: for typos. */
  readonly spellingsByLength: ReadonlyMap<number, ReadonlyArray<readonly [string, string]>>;
  /** The ways the catalogue writes each concept word, most used first, for "Showing results for". */
  readonly conceptShown: ReadonlyMap<string, readonly string[]>;
  /** The glossary, for queries typed in Hindi, Tamil or romanised (across-scripts.ts); absent when built without one. */
  readonly scripts?: ScriptLookup;
  /**
   * Scratch space reused by every query, so a query allocates little. A search runs to the end
   * without yielding, so two calls never use it at once.
   */
  readonly scratch: {
    readonly words: Uint8Array;
    readonly runs: Uint8Array;
    readonly spec: Uint8Array;
    readonly rank: Uint8Array;
    readonly bucket: Uint8Array;
    readonly concept: Uint8Array;
    readonly conceptWord: Uint8Array;
    readonly conceptFlags: Uint8Array;
  };
}

export interface SearchResult<T extends SearchItem = SearchItem> {
  /** The query as matched: cut to MAX_QUERY_LENGTH characters and trimmed. */
  readonly query: string;
  /** Every matching item, products and variants. */
  readonly total: number;
  /** How many of the matches are variants. */
  readonly variants: number;
  /** How many distinct products the matches belong to (a product counts once, matched itself or by a variant). */
  readonly uniqueProducts: number;
  /** The ranked matches, at most `limit` of them. */
  readonly items: readonly T[];
  /**
   * The query as it was read when a word of it was taken for a typo ("kraft window" for
   * "kraft windw"); absent when every word was found as typed.
   */
  readonly corrected?: string;
  /**
   * The query as read in English through the glossary when it was typed, wholly or in part, in
   * Hindi, Tamil or romanised words ("coffee pouch" for "कॉफ़ी पाउच"); absent otherwise.
   */
  readonly readAs?: string;
}

const alnumRuns = (text: string) => text.split(NOT_ALNUM).filter(Boolean);

/** Spellings of letters only, grouped by length. */
function byLength(pairs: ReadonlyArray<readonly [string, string]>): Map<number, Array<readonly [string, string]>> {
  const out = new Map<number, Array<readonly [string, string]>>();
  for (const pair of new Map(pairs)) {
    if (!/^[a-z]+$/.test(pair[0])) continue;
    const list = out.get(pair[0].length) ?? [];
    list.push(pair);
    out.set(pair[0].length, list);
  }
  return out;
}

/**
 * Prepares the items for searching. Items are given in catalogue order with each product
 * followed by its own variants; a variant belongs to the product listed before it. With `scripts`
 * (the glossary's keys, across-scripts.ts), queries in Hindi, Tamil and romanised words are read
 * in English too.
 */
export function buildSearchIndex<T extends SearchItem>(items: readonly T[], tables: ConceptTables = NO_TABLES, scripts?: ScriptLookup): SearchIndex<T> {
  const rules = conceptRules(tables);
  const conceptNames = new Map<string, number[]>();
  const conceptAll = new Map<string, number[]>();
  const shownCount = new Map<string, Map<string, number>>();
  const add = (map: Map<string, number[]>, token: string, item: number) => {
    const list = map.get(token);
    if (!list) map.set(token, [item]);
    else if (list[list.length - 1] !== item) list.push(item);
  };
  const n = items.length;
  const lower: string[] = [];
  const lowerMask = new Int32Array(n);
  const isVariant = new Uint8Array(n);
  const product = new Int32Array(n);
  const respelled: number[] = [];
  const words: string[][] = [];
  const runs: string[][] = [];
  const runPairs: string[][] = [];
  const allNames: Array<[string, number]> = [];
  let current = -1;
  let variantCount = 0;

  items.forEach((item, i) => {
    if (!item.isVariant || current < 0) current++;
    if (item.isVariant) variantCount++;
    const names = item.alsoKnownAs ? [item.name, item.alsoKnownAs] : [item.name];
    if (names.some((name) => name.includes(SEP))) throw new Error(`search item ${item.id} has a NUL character in its name`);
    const normalized = names.map(normalizeForSearch);
    for (const name of normalized) allNames.push([name, i]);
    lower[i] = names.map((name) => name.toLowerCase()).join(SEP);
    lowerMask[i] = charMask(lower[i]!);
    isVariant[i] = item.isVariant ? 1 : 0;
    product[i] = current;
    words[i] = normalized.join(' ').split(' ');
    runs[i] = alnumRuns(lower[i]!);
    runPairs[i] = runs[i]!.slice(1).map((run, j) => `${runs[i]![j]}\t${run}`);
    if (runs[i]!.join('') !== alnumRuns(normalized.join(' ')).join('')) respelled.push(i);
    for (const text of names)
      for (const { token } of conceptWords(text, rules, false)) {
        add(conceptNames, token, i);
        add(conceptAll, token, i);
      }
    for (const { token, typed } of conceptWords(item.about ?? '', rules, false)) {
      add(conceptAll, token, i);
      if (!typed.includes(' ')) {
        const seen = shownCount.get(token) ?? new Map<string, number>();
        seen.set(typed, (seen.get(typed) ?? 0) + 1);
        shownCount.set(token, seen);
      }
    }
    for (const text of names)
      for (const { token, typed } of conceptWords(text, rules, false)) {
        if (typed.includes(' ')) continue;
        const seen = shownCount.get(token) ?? new Map<string, number>();
        seen.set(typed, (seen.get(typed) ?? 0) + 1);
        shownCount.set(token, seen);
      }
  });

  allNames.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    items,
    productCount: current + 1,
    variantCount,
    lower,
    lowerMask,
    asciiNames: lowerMask.every((m) => (m & NON_ASCII_BIT) === 0),
    isVariant,
    product,
    respelled: Int32Array.from(respelled),
    names: allNames.map(([name]) => name),
    nameItems: Int32Array.from(allNames, ([, item]) => item),
    words: buildTokenIndex(words),
    runs: buildTokenIndex(runs),
    runPairs: buildTokenIndex(runPairs),
    rules,
    conceptNames: new Map([...conceptNames].map(([k, v]) => [k, Int32Array.from(v)])),
    conceptAll: new Map([...conceptAll].map(([k, v]) => [k, Int32Array.from(v)])),
    conceptVocabulary: [...conceptAll.keys()].sort(),
    spellingsByLength: byLength([...[...conceptAll.keys()].map((t): [string, string] => [t, t]), ...[...rules.canonical].filter(([, t]) => conceptAll.has(t))]),
    conceptShown: new Map([...shownCount].map(([token, seen]) => [token, [...seen].sort((a, b) => b[1] - a[1]).map(([w]) => w)])),
    ...(scripts ? { scripts } : {}),
    scratch: {
      words: new Uint8Array(n),
      runs: new Uint8Array(n),
      spec: new Uint8Array(n),
      rank: new Uint8Array(n),
      bucket: new Uint8Array(n),
      concept: new Uint8Array(n),
      conceptWord: new Uint8Array(n),
      conceptFlags: new Uint8Array(n),
    },
  };
}

/**
 * What a name must hold to hold the query, from the query's runs of letters and digits: one run
 * alone, or each pair of neighbouring runs. Where the query has something else before its first
 * run (after its last), the name's run must start (end) there too: ' kraft w' needs the pair
 * 'kraft' + a run starting with 'w'.
 */
function runTerms(index: SearchIndex<SearchItem>, lowerQ: string): { within: TokenIndex; terms: Term[] } {
  const runs = alnumRuns(lowerQ);
  const atStart = !ALNUM.test(lowerQ[0]!);
  const atEnd = !ALNUM.test(lowerQ[lowerQ.length - 1]!);
  if (runs.length < 2) return { within: index.runs, terms: runs.map((text) => ({ text, atStart, atEnd })) };
  const last = runs.length - 2;
  return {
    within: index.runPairs,
    terms: runs.slice(1).map((run, i) => ({ text: `${runs[i]}\t${run}`, atStart: i > 0 || atStart, atEnd: i < last || atEnd })),
  };
}

/** Concept words of the sorted vocabulary that start with `prefix`, at most `max` of them. */
function startingWith(vocabulary: readonly string[], prefix: string, max = 50): string[] {
  let lo = 0;
  for (let hi = vocabulary.length; lo < hi; ) {
    const mid = (lo + hi) >>> 1;
    if (vocabulary[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < vocabulary.length && out.length < max && vocabulary[i]!.startsWith(prefix); i++) out.push(vocabulary[i]!);
  return out;
}

const HAS_DIGIT = /\d/;
const ONLY_LETTERS = /^[a-z]+$/;
// Flags of how an item holds one query word: in a name as read, anywhere as read, in a name
// as read or corrected, anywhere as read or corrected.
const NAME = 1;
const ANY = 2;
const NAME_FIXED = 4;
const ANY_FIXED = 8;

/** One query word as read: the concept words it finds, and whether it was taken for a typo. */
interface ReadWord {
  typed: string;
  found: string[];
  fixed: boolean;
  /** How many item slots its concept words' lists hold: the cost of walking them. */
  size: number;
}

/** Whether the sorted `list` holds `e`. */
function holds(list: Int32Array | undefined, e: number): boolean {
  if (!list) return false;
  let lo = 0;
  for (let hi = list.length; lo < hi; ) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < e) lo = mid + 1;
    else hi = mid;
  }
  return list[lo] === e;
}

/** How item `e` holds one query word: NAME, ANY, NAME_FIXED and ANY_FIXED flags (0 when it does not). */
function flagsOf(index: SearchIndex<SearchItem>, word: ReadWord, e: number): number {
  let flags = 0;
  for (const t of word.found) {
    if (holds(index.conceptNames.get(t), e)) return word.fixed ? NAME_FIXED | ANY_FIXED : NAME | ANY | NAME_FIXED | ANY_FIXED;
    if (!flags && holds(index.conceptAll.get(t), e)) flags = word.fixed ? ANY_FIXED : ANY | ANY_FIXED;
  }
  return flags;
}

/** The concept rank (plus one) of flags all of a query's words share in an item. */
const conceptRank = (f: number): number => (f & NAME ? CONCEPT_NAME + 1 : f & ANY ? CONCEPT_ABOUT + 1 : f & NAME_FIXED ? FIXED_NAME + 1 : FIXED_ABOUT + 1);

/** Sets in `into` (all zero before) how each item holds `word`, from its concept words' lists. */
function flagWord(index: SearchIndex<SearchItem>, word: ReadWord, into: Uint8Array): void {
  const inName = word.fixed ? NAME_FIXED | ANY_FIXED : NAME | ANY | NAME_FIXED | ANY_FIXED;
  const elsewhere = word.fixed ? ANY_FIXED : ANY | ANY_FIXED;
  for (const t of word.found) {
    const anywhere = index.conceptAll.get(t)!;
    for (let j = 0; j < anywhere.length; j++) into[anywhere[j]!]! |= elsewhere;
    const named = index.conceptNames.get(t);
    if (named) for (let j = 0; j < named.length; j++) into[named[j]!]! |= inName;
  }
}

/**
 * Counts the items holding every word of `words` and, given `out`, writes each one's concept
 * rank plus one there. A query whose rarest word is rare walks that word's lists and looks each
 * item up in the others' sorted lists, so the work follows the rarest word; otherwise each word
 * is flagged over the whole index and the flags are combined. Leaves `scratch.conceptWord` zero.
 */
function holdAll(index: SearchIndex<SearchItem>, words: readonly ReadWord[], out?: Uint8Array): number {
  if (!words.length || words.some((w) => !w.found.length)) return 0;
  const { conceptWord: cur, conceptFlags: acc } = index.scratch;
  const n = index.items.length;
  const driver = words.reduce((a, b) => (b.size < a.size ? b : a));
  let count = 0;
  if (words.length === 1 || driver.size * 8 >= n) {
    acc.fill(0);
    flagWord(index, words[0]!, acc);
    for (let k = 1; k < words.length; k++) {
      cur.fill(0);
      flagWord(index, words[k]!, cur);
      for (let e = 0; e < n; e++) acc[e]! &= cur[e]!;
    }
    if (words.length > 1) cur.fill(0);
    for (let e = 0; e < n; e++) {
      if (!acc[e]) continue;
      count++;
      if (out) out[e] = conceptRank(acc[e]!);
    }
    return count;
  }
  const visited: number[] = [];
  for (const t of driver.found) {
    const list = index.conceptAll.get(t)!;
    for (let j = 0; j < list.length; j++) {
      const e = list[j]!;
      if (cur[e]) continue;
      cur[e] = 1;
      visited.push(e);
      let flags = NAME | ANY | NAME_FIXED | ANY_FIXED;
      for (let k = 0; k < words.length && flags; k++) flags &= flagsOf(index, words[k]!, e);
      if (!flags) continue;
      count++;
      if (out) out[e] = conceptRank(flags);
    }
  }
  for (const e of visited) cur[e] = 0;
  return count;
}

/** The subsets of `words` with `size` of them, in order. */
function subsets<W>(words: readonly W[], size: number): W[][] {
  if (size === 0) return [[]];
  if (words.length < size) return [];
  const [first, ...rest] = words;
  return [...subsets(rest, size - 1).map((s) => [first!, ...s]), ...subsets(rest, size)];
}

/** Most query words tried when leaving some out: beyond it the subsets are too many to try. */
const MAX_RELAXED_WORDS = 6;

/**
 * Reads each word of the query by meaning (concepts.ts): a word the catalogue holds is matched as
 * it is; one it does not, by the catalogue words it starts (3 letters or more, or with a digit)
 * and, failing those, as a typo (`fuzzy`), noting in `fixes` how the typo was read.
 */
function readWords(index: SearchIndex<SearchItem>, q: string, fuzzy: boolean, fixes: Map<string, string>): ReadWord[] {
  const { conceptAll, conceptVocabulary: vocabulary } = index;
  return conceptWords(q, index.rules, true)
    .map(({ token, typed }) => {
      let found = conceptAll.has(token) ? [token] : token.length >= 3 || HAS_DIGIT.test(token) ? startingWith(vocabulary, token) : [];
      let fixed = false;
      const edits = editsAllowed(token.length);
      if (!found.length && fuzzy && edits > 0 && ONLY_LETTERS.test(token)) {
        const near: Array<readonly [string, string]> = [];
        for (let length = token.length - edits; length <= token.length + edits; length++) {
          for (const pair of index.spellingsByLength.get(length) ?? []) if (withinEdits(token, pair[0], edits)) near.push(pair);
        }
        found = [...new Set(near.map(([, t]) => t))];
        fixed = found.length > 0;
        if (fixed) {
          // Shown as the nearest of the ways it is written ("transparent", not its synonym "clear"; "namkeen", not "snack").
          const ways = [...near.map(([w]) => w), ...found.flatMap((t) => index.conceptShown.get(t) ?? [])];
          const nearest = ways.map((w, order) => ({ w, order, d: editDistance(typed, w) })).sort((a, b) => a.d - b.d || a.order - b.order)[0]!;
          fixes.set(typed, nearest.w);
        }
      }
      return { typed, found, fixed, size: found.reduce((n, t) => n + conceptAll.get(t)!.length, 0) };
    })
    .filter((w, i, all) => all.findIndex((x) => x.typed === w.typed) === i);
}

/**
 * Records in `scratch.concept` each item's best concept rank plus one (0 where none): items
 * holding every word of the query by meaning. Returns the query as read when a word of it was
 * taken for a typo.
 */
function matchConcepts(index: SearchIndex<SearchItem>, q: string, fuzzy: boolean): string | undefined {
  const { concept } = index.scratch;
  concept.fill(0);
  const fixes = new Map<string, string>();
  const words = readWords(index, q, fuzzy, fixes);
  holdAll(index, words, concept);
  if (!words.some((w) => w.fixed)) return undefined;
  return normalizeForSearch(q)
    .split(' ')
    .map((w) => fixes.get(w) ?? w)
    .join(' ');
}

/**
 * For a query nothing matches: the largest set of its words that something holds by meaning
 * ("garam masala": "masala"), the set with most matches first, as the words were typed; none
 * when no word finds anything or the query is too long to try its subsets.
 */
function relaxedQuery(index: SearchIndex<SearchItem>, q: string, fuzzy: boolean): string | undefined {
  // Bare numbers and one- or two-letter scraps say too little to answer for on their own.
  const words = readWords(index, q, fuzzy, new Map()).filter((w) => w.typed.length >= 3 && !/^\d+$/.test(w.typed));
  if (words.length < 1 || words.length > MAX_RELAXED_WORDS) return undefined;
  const all = readWords(index, q, fuzzy, new Map()).length;
  for (let size = Math.min(words.length, all - 1); size > 0; size--) {
    let best: ReadWord[] | undefined;
    let most = 0;
    for (const subset of subsets(words, size)) {
      const count = holdAll(index, subset);
      if (count > most) {
        most = count;
        best = subset;
      }
    }
    if (best) return best.map((w) => w.typed).join(' ');
  }
  return undefined;
}

/** Each index's items by their slot, for counting the union of two searches. */
const slots = new WeakMap<SearchIndex, Map<SearchItem, number>>();
function slotOf<T extends SearchItem>(index: SearchIndex<T>, item: T): number {
  let map = slots.get(index as SearchIndex);
  if (!map) slots.set(index as SearchIndex, (map = new Map(index.items.map((it, i) => [it as SearchItem, i]))));
  return map.get(item)!;
}

/** What the English search makes of a single word in Latin letters, for reading queries across scripts. */
export function englishReader(index: SearchIndex<SearchItem>, fuzzy: boolean): EnglishReader {
  return {
    knows: (word) => readWords(index, word, false, new Map()).every((w) => w.found.length > 0),
    corrects: (word) => fuzzy && readWords(index, word, true, new Map()).some((w) => w.fixed),
  };
}

type SearchOptions = { limit?: number; fuzzy?: boolean; relax?: boolean };

/**
 * Finds the items matching `query`, ranked, with counts over all matches.
 * `limit` caps the items returned (the counts still cover every match).
 * A query written in another spelling of the names' words ("standee", "ziplock", "zip-lock") is
 * ranked as the names write it ("standy", "zip lock"), so every spelling lists the same items
 * first; whatever the query finds as typed follows, so nothing it finds is lost.
 * A query in Hindi, Tamil or romanised words ("कॉफ़ी पाउच", "chai patti pouch", "காபி") is read in
 * English through the glossary (`readAs`) and ranked as that English is; what the text finds as
 * typed (by the spec's rule and its words, without corrections) follows.
 * @example search(index, '1kg', { limit: 6 }).items // every '1 Kg' variant, up to 6
 */
export function search<T extends SearchItem>(index: SearchIndex<T>, query: string, options: SearchOptions = {}): SearchResult<T> {
  const typed = cutQuery(query).trim();
  const fuzzy = options.fuzzy ?? true;
  const readAs = index.scripts ? readAcrossScripts(typed, index.scripts, englishReader(index, fuzzy), fuzzy) : null;
  const need = readNeed(readAs ?? typed, typed);
  const all = { ...options, limit: Infinity };
  const found =
    need.without.length || need.wanted !== normalizeForSearch(readAs ?? typed)
      ? searchNeed(index, typed, readAs, need, all)
      : searchText(index, typed, readAs, all);
  return wholeNamesFirst(index, found, need.wanted, options.limit);
}

/**
 * The items whose own name holds every word of a query of two words or more (as concepts: a
 * synonym, a plural, another spelling), before those that hold some of them in the name and the
 * rest in another name or their description: "gold zipper pouch" lists the Gold Standy Zipper
 * Pouch before the Gold Standy Pouch, whose trade name says zipper.
 */
function wholeNamesFirst<T extends SearchItem>(index: SearchIndex<T>, found: SearchResult<T>, wanted: string, limit = Infinity): SearchResult<T> {
  const tokens = conceptWords(wanted, index.rules, true).map((w) => w.token);
  if (tokens.length < 2) return { ...found, items: found.items.slice(0, limit) };
  const whole = (item: T) => {
    const named = new Set(conceptWords(item.name, index.rules, false).map((w) => w.token));
    return tokens.every((t) => named.has(t));
  };
  const first = found.items.filter(whole);
  const items = first.length ? [...first, ...found.items.filter((item) => !whole(item))] : found.items;
  return { ...found, items: items.slice(0, limit) };
}

/**
 * A query that says what it does not want ("pouch without zipper", बिना ज़िपर वाला पाउच) finds what
 * the rest of it finds, less every item whose name has the part; a colour said with the word colour
 * ("gold colour pouch") is searched as the colour. The items whose names hold every word wanted
 * come first.
 */
function searchNeed<T extends SearchItem>(index: SearchIndex<T>, typed: string, readAs: string | null, need: Need, options: SearchOptions): SearchResult<T> {
  const all = { ...options, limit: Infinity };
  const keep = (items: readonly T[]) => items.filter((item) => !need.without.some((w) => nameHas(item.name, w)));
  const wanted = need.wanted || 'pouch';
  let items = keep(searchText(index, wanted, null, all).items);
  if (need.without.length) items = [...new Set([...items, ...keep(searchText(index, typed, readAs, all).items)])];
  // A name that says it has none of the part ("Pouch Without Zipper") first.
  const says = (item: T) => need.without.some((w) => normalizeForSearch(item.name).includes(`without ${w}`));
  // The spec's rule stands: a name that holds the query as typed is found, after what was asked.
  const lower = typed.toLowerCase();
  const literal = index.items.filter((item) => item.name.toLowerCase().includes(lower));
  const ranked = [...new Set([...items.filter(says), ...items.filter((item) => !says(item)), ...literal])];
  const found = union(index, [{ query: typed, total: ranked.length, variants: 0, uniqueProducts: 0, items: ranked }], typed, options.limit);
  return readAs ? { ...found, readAs } : found;
}

/** A query's text, read in English through the glossary where it is Hindi, Tamil or romanised (`readAs`). */
function searchText<T extends SearchItem>(index: SearchIndex<T>, typed: string, readAs: string | null, options: SearchOptions): SearchResult<T> {
  if (!readAs) return searchReading(index, typed, options);
  const all = { ...options, limit: Infinity };
  const read = searchReading(index, readAs, all);
  // A query with a Devanagari or Tamil character matches no name of an all-ASCII catalogue as typed.
  const literal = index.asciiNames && INDIC.test(typed) ? [] : [searchAsWritten(index, typed, { limit: Infinity, fuzzy: false, relax: false })];
  return { ...union(index, [read, ...literal], typed, options.limit, read.corrected), readAs };
}

/** The results of several readings of one query, the first reading's first, without repeats. */
function union<T extends SearchItem>(
  index: SearchIndex<T>,
  results: readonly SearchResult<T>[],
  query: string,
  limit = Infinity,
  corrected?: string,
): SearchResult<T> {
  const seen = new Set<T>();
  const items: T[] = [];
  for (const result of results)
    for (const item of result.items)
      if (!seen.has(item)) {
        seen.add(item);
        items.push(item);
      }
  const products = new Set<number>();
  let variants = 0;
  for (const item of items) {
    const e = slotOf(index, item);
    variants += index.isVariant[e]!;
    products.add(index.product[e]!);
  }
  return {
    query,
    total: items.length,
    variants,
    uniqueProducts: products.size,
    items: items.slice(0, limit),
    ...(corrected ? { corrected } : {}),
  };
}

/** One reading of a (cut, trimmed) query: ranked as the names spell its words, then as written. */
function searchReading<T extends SearchItem>(index: SearchIndex<T>, text: string, options: SearchOptions): SearchResult<T> {
  const respelled = namesSpelling(text, index.rules);
  if (!respelled) return searchAsWritten(index, text, options);
  const all = { ...options, limit: Infinity };
  const first = searchAsWritten(index, respelled, all);
  const typed = searchAsWritten(index, text, all);
  return union(index, [first, typed], text, options.limit, first.corrected ?? typed.corrected);
}

function searchAsWritten<T extends SearchItem>(
  index: SearchIndex<T>,
  query: string,
  { limit = Infinity, fuzzy = true, relax = true }: SearchOptions = {},
): SearchResult<T> {
  // Cut to MAX_QUERY_LENGTH by `search`; a reading in English may be longer and is kept whole.
  const q = query.trim();
  const lowerQ = q.toLowerCase();
  const { items, isVariant, product } = index;
  const n = items.length;

  // The spec: an empty query matches everything. Products come first, then variants.
  if (lowerQ === '') {
    const first: T[] = [];
    for (const kind of [0, 1]) for (let e = 0; e < n && first.length < limit; e++) if (isVariant[e] === kind) first.push(items[e]!);
    return { query: q, total: n, variants: index.variantCount, uniqueProducts: index.productCount, items: first };
  }

  // Word by word, in the normalised spelling.
  const { words: wordHits, runs: runHits, spec, rank, bucket } = index.scratch;
  const normQ = normalizeForSearch(q);
  const words = [...new Set(normQ ? normQ.split(' ') : [])];
  const wordCount = words.length;
  if (wordCount)
    markTerms(
      index.words,
      words.map((text) => ({ text })),
      wordHits,
      rank,
    );
  else wordHits.fill(0);
  // Items holding every word have wordHits === wordCount; with no words, nothing is found that way.
  const allWords = wordCount || -1;

  // The spec's own rule, for whatever the words did not already find. A query containing SEP
  // cannot be in any single name.
  spec.fill(0);
  if (!lowerQ.includes(SEP)) {
    const mask = charMask(lowerQ);
    const check = (e: number) => {
      if (wordHits[e] !== allWords && (index.lowerMask[e]! & mask) === mask && index.lower[e]!.includes(lowerQ)) spec[e] = 1;
    };
    for (const e of index.respelled) check(e);
    // A plain query (letters, digits, single spaces, unchanged by normalising) that the words did
    // not find in a name that was not respelled is not in it by the spec rule either.
    if (!(normQ === lowerQ && PLAIN.test(lowerQ))) {
      // Otherwise only names holding the query's runs of letters and digits, in the right
      // places, can hold the query; a query without any is looked for everywhere.
      const { within, terms } = runTerms(index, lowerQ);
      if (terms.length === 0) for (let e = 0; e < n; e++) check(e);
      else if (markTerms(within, terms, runHits) > 0) for (let e = 0; e < n; e++) if (runHits[e] === terms.length) check(e);
    }
  }

  // Names equal to the query rank first, names starting with it next. They hold every word of
  // the query, so they were found above; binary search finds them among the sorted names.
  if (wordCount) {
    const { names, nameItems } = index;
    let lo = 0;
    for (let hi = names.length; lo < hi; ) {
      const mid = (lo + hi) >>> 1;
      if (names[mid]! < normQ) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < names.length && names[i]!.startsWith(normQ); i++) {
      const e = nameItems[i]!;
      const head = names[i]!.length === normQ.length ? 0 : 1;
      if (head < rank[e]!) rank[e] = head;
    }
  }

  // By meaning: synonyms, spellings, the items' use cases and descriptions, typos.
  const corrected = matchConcepts(index, q, fuzzy);
  const { concept } = index.scratch;
  let fixedUsed = false;
  // Names holding the corrected words as written rank first among corrected matches.
  const fixedWords = corrected ? [...new Set(corrected.split(' '))] : [];
  const literal = runHits;
  if (fixedWords.length)
    markTerms(
      index.words,
      fixedWords.map((text) => ({ text })),
      literal,
    );

  // Counting sort into one bucket per (rank, product-or-variant), each in catalogue order:
  // count the matches per bucket, then place each match at its bucket's next free position.
  const counts = new Int32Array(RANKS * 2);
  let total = 0;
  let variants = 0;
  let uniqueProducts = 0;
  let lastProduct = -1;
  for (let e = 0; e < n; e++) {
    const wordMatch = wordHits[e] === allWords;
    const byMeaning = concept[e]!;
    if (!wordMatch && spec[e] === 0 && byMeaning === 0) {
      bucket[e] = 0;
      continue;
    }
    const kind = isVariant[e]!;
    total++;
    variants += kind;
    if (product[e] !== lastProduct) {
      uniqueProducts++;
      lastProduct = product[e]!;
    }
    const byName = wordMatch || spec[e] ? (wordMatch && rank[e]! < INNER ? rank[e]! : NAME_INNER) : RANKS;
    let r = byMeaning && byMeaning - 1 < byName ? byMeaning - 1 : byName;
    if (r >= FIXED_NAME && fixedWords.length && literal[e] === fixedWords.length) r = FIXED_LITERAL;
    if (r >= FIXED_LITERAL) fixedUsed = true;
    const b = r * 2 + kind;
    bucket[e] = b + 1;
    counts[b]!++;
  }

  const next = new Int32Array(RANKS * 2);
  for (let b = 1; b < next.length; b++) next[b] = next[b - 1]! + counts[b - 1]!;
  const size = Math.min(total, limit);
  const ranked: T[] = new Array(size);
  for (let e = 0, placed = 0; e < n && placed < size; e++) {
    if (bucket[e] === 0) continue;
    const at = next[bucket[e]! - 1]!++;
    if (at < size) {
      ranked[at] = items[e]!;
      placed++;
    }
  }
  if (total === 0 && relax) {
    // Nothing holds every word: answer for the words something holds, and say which.
    const kept = relaxedQuery(index, q, fuzzy);
    if (kept) {
      const found = searchAsWritten(index, kept, { limit, fuzzy, relax: false });
      if (found.total) return { ...found, query: q, corrected: found.corrected ?? normalizeForSearch(kept) };
    }
  }
  return { query: q, total, variants, uniqueProducts, items: ranked, ...(corrected && fixedUsed ? { corrected } : {}) };
}

/**
 * The products whose names look most like the query (letter pairs in common, see `likeness`),
 * best first, for the no-match page: at most `max`, none that share too little.
 */
export function nearestProducts<T extends SearchItem>(index: SearchIndex<T>, query: string, max = 3): T[] {
  const words = normalizeForSearch(cutQuery(query))
    .split(' ')
    .filter((w) => w.length >= 3)
    .slice(0, 8);
  if (!words.length) return [];
  // Each query word against the name word most like it, averaged over the query's words.
  const score = (name: string) => {
    const nameWords = normalizeForSearch(name).split(' ');
    return words.reduce((sum, w) => sum + Math.max(...nameWords.map((n) => likeness(w, n))), 0) / words.length;
  };
  return index.items
    .map((item, e) => ({ item, e, score: index.isVariant[e] ? 0 : Math.max(score(item.name), item.alsoKnownAs ? score(item.alsoKnownAs) : 0) }))
    .filter((x) => x.score >= 0.4)
    .sort((a, b) => b.score - a.score || a.e - b.e)
    .slice(0, max)
    .map((x) => x.item);
}
