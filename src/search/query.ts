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

export { MAX_QUERY_LENGTH, cutQuery, normalizeForSearch, queryLength } from './normalize';

/** One searchable thing: a product, or a variant (whose name is its title). */
export interface SearchItem {
  readonly id: string;
  readonly name: string;
  readonly image: string;
  readonly link: string;
  readonly isVariant: boolean;
  /** Another name the item is known by (a catalogue trade name); searched like the name. */
  readonly alsoKnownAs?: string;
}

// Separates an item's names in the prepared strings. Normalised text never contains it, and a
// query containing it cannot match by the spec rule, so no match can straddle two names.
const SEP = '\u0000';
const RANKS = 5;
const PLAIN = /^[a-z0-9 ]+$/;
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
  /**
   * Scratch space reused by every query, so a query allocates little. A search runs to the end
   * without yielding, so two calls never use it at once.
   */
  readonly scratch: { readonly words: Uint8Array; readonly runs: Uint8Array; readonly spec: Uint8Array; readonly rank: Uint8Array; readonly bucket: Uint8Array };
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
}

const alnumRuns = (text: string) => text.split(NOT_ALNUM).filter(Boolean);

/**
 * Prepares the items for searching. Items are given in catalogue order with each product
 * followed by its own variants; a variant belongs to the product listed before it.
 */
export function buildSearchIndex<T extends SearchItem>(items: readonly T[]): SearchIndex<T> {
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
  });

  allNames.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    items,
    productCount: current + 1,
    variantCount,
    lower,
    lowerMask,
    isVariant,
    product,
    respelled: Int32Array.from(respelled),
    names: allNames.map(([name]) => name),
    nameItems: Int32Array.from(allNames, ([, item]) => item),
    words: buildTokenIndex(words),
    runs: buildTokenIndex(runs),
    runPairs: buildTokenIndex(runPairs),
    scratch: { words: new Uint8Array(n), runs: new Uint8Array(n), spec: new Uint8Array(n), rank: new Uint8Array(n), bucket: new Uint8Array(n) },
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

/**
 * Finds the items matching `query`, ranked, with counts over all matches.
 * `limit` caps the items returned (the counts still cover every match).
 * @example search(index, '1kg', { limit: 6 }).items // every '1 Kg' variant, up to 6
 */
export function search<T extends SearchItem>(index: SearchIndex<T>, query: string, { limit = Infinity }: { limit?: number } = {}): SearchResult<T> {
  const q = cutQuery(query).trim();
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
  if (wordCount) markTerms(index.words, words.map((text) => ({ text })), wordHits, rank);
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

  // Counting sort into one bucket per (rank, product-or-variant), each in catalogue order:
  // count the matches per bucket, then place each match at its bucket's next free position.
  const counts = new Int32Array(RANKS * 2);
  let total = 0;
  let variants = 0;
  let uniqueProducts = 0;
  let lastProduct = -1;
  for (let e = 0; e < n; e++) {
    const wordMatch = wordHits[e] === allWords;
    if (!wordMatch && spec[e] === 0) { bucket[e] = 0; continue; }
    const kind = isVariant[e]!;
    total++;
    variants += kind;
    if (product[e] !== lastProduct) { uniqueProducts++; lastProduct = product[e]!; }
    const b = (wordMatch ? rank[e]! : INNER) * 2 + kind;
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
    if (at < size) { ranked[at] = items[e]!; placed++; }
  }
  return { query: q, total, variants, uniqueProducts, items: ranked };
}
