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
 * No regular expression is ever built from the query; the few fixed ones below run in linear time.
 */

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

/** Longest query, in characters (code points), that is matched; longer ones are cut. */
export const MAX_QUERY_LENGTH = 100;

// Separates an item's names in the prepared strings. Normalised text never contains it, and a
// query containing it cannot match by the spec rule, so no match can straddle two names.
const SEP = '\u0000';

interface Entry<T> {
  readonly item: T;
  /** The names lower-cased, joined by SEP: the spec's rule matches against this. */
  readonly lower: string;
  /** The names normalised (see `normalizeForSearch`), each padded with spaces, between SEPs. */
  readonly padded: string;
  /** Which product the entry belongs to: a product and its variants share it. */
  readonly product: number;
}

/** The prepared catalogue. Build it once (module load) and reuse it for every query. */
export interface SearchIndex<T extends SearchItem = SearchItem> {
  readonly entries: readonly Entry<T>[];
  readonly productCount: number;
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

const UNIT_SPELLINGS: Record<string, string> = {
  kg: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg',
  g: 'gm', gm: 'gm', gms: 'gm', gram: 'gm', grams: 'gm', gsm: 'gsm',
  cm: 'cm', cms: 'cm', mm: 'mm', ml: 'ml', l: 'l', ltr: 'l', ltrs: 'l', litre: 'l', litres: 'l', liter: 'l', liters: 'l',
  pc: 'pcs', pcs: 'pcs', piece: 'pcs', pieces: 'pcs',
};
const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;
// A number, an optional space, and a unit that is a whole word ('3 gold' is not '3g' + 'old').
const NUMBER_UNIT = /(\d) ?(kilograms?|kilos?|kgs?|grams?|gsm|gms?|g|cms?|mm|ml|litres?|liters?|ltrs?|l|pieces?|pcs?)(?![\p{L}\p{N}])/gu;
const DIMENSION = /(\d) ?x ?(?=\d)/g;

/**
 * The spelling both names and queries are compared in: lower case, accents and compatibility
 * forms folded (full-width letters, ligatures), '&' read as 'and', '×' as 'x', every run of
 * other punctuation and space as one space, and a number joined to its unit in one spelling.
 * @example normalizeForSearch('Idly & Dosa 1 Kg (15 × 22 cm)') // 'idly and dosa 1kg 15x22cm'
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replaceAll('×', 'x')
    .replaceAll('&', ' and ')
    .replace(NOT_WORD, ' ')
    .replace(NUMBER_UNIT, (_, digit: string, unit: string) => digit + UNIT_SPELLINGS[unit])
    .replace(DIMENSION, '$1x')
    .trim();
}

/** Cuts text to at most `max` characters without splitting a character in two. */
export function cutQuery(text: string, max = MAX_QUERY_LENGTH): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const ch of text) {
    if (count++ === max) break;
    out += ch;
  }
  return out;
}

/** Length in characters (code points), as `cutQuery` counts. */
export const queryLength = (text: string): number => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/**
 * Prepares the items for searching. Items are given in catalogue order with each product
 * followed by its own variants; a variant belongs to the product listed before it.
 */
export function buildSearchIndex<T extends SearchItem>(items: readonly T[]): SearchIndex<T> {
  let product = -1;
  const entries = items.map((item): Entry<T> => {
    if (!item.isVariant || product < 0) product++;
    const names = item.alsoKnownAs ? [item.name, item.alsoKnownAs] : [item.name];
    if (names.some((n) => n.includes(SEP))) throw new Error(`search item ${item.id} has a control character in its name`);
    return {
      item,
      lower: names.map((n) => n.toLowerCase()).join(SEP),
      padded: `${SEP}${names.map((n) => ` ${normalizeForSearch(n)} `).join(SEP)}${SEP}`,
      product,
    };
  });
  return { entries, productCount: product + 1 };
}

const RANKS = 5;

/**
 * Finds the items matching `query`, ranked, with counts over all matches.
 * `limit` caps the items returned (the counts still cover every match).
 * @example search(index, '1kg', { limit: 6 }).items // every '1 Kg' variant, up to 6
 */
export function search<T extends SearchItem>(index: SearchIndex<T>, query: string, { limit = Infinity }: { limit?: number } = {}): SearchResult<T> {
  const q = cutQuery(query).trim();
  const lowerQ = q.toLowerCase();
  const everything = lowerQ === '';
  const literal = !lowerQ.includes(SEP);
  const normQ = normalizeForSearch(q);
  const words = normQ ? normQ.split(' ') : [];
  const hasWords = words.length > 0;
  const exact = `${SEP} ${normQ} ${SEP}`;
  const prefix = `${SEP} ${normQ}`;
  const wholeWords = words.map((w) => ` ${w} `);
  const wordStarts = words.map((w) => ` ${w}`);

  // One bucket per (rank, product-or-variant); each keeps catalogue order, so no sort is needed.
  const buckets: T[][] = Array.from({ length: RANKS * 2 }, () => []);
  let total = 0;
  let variants = 0;
  let uniqueProducts = 0;
  let lastProduct = -1;

  for (const e of index.entries) {
    let matched = everything || (literal && e.lower.includes(lowerQ));
    if (!matched && hasWords) {
      matched = true;
      for (const w of words) if (!e.padded.includes(w)) { matched = false; break; }
    }
    if (!matched) continue;

    total++;
    if (e.item.isVariant) variants++;
    if (e.product !== lastProduct) { uniqueProducts++; lastProduct = e.product; }

    let rank: number;
    if (everything || (hasWords && e.padded.includes(exact))) rank = 0;
    else if (hasWords && e.padded.includes(prefix)) rank = 1;
    else if (hasWords && wholeWords.every((w) => e.padded.includes(w))) rank = 2;
    else if (hasWords && wordStarts.every((w) => e.padded.includes(w))) rank = 3;
    else rank = 4;

    const bucket = buckets[rank * 2 + (e.item.isVariant ? 1 : 0)]!;
    if (bucket.length < limit) bucket.push(e.item);
  }

  const items: T[] = [];
  for (const bucket of buckets) {
    for (const item of bucket) {
      if (items.length >= limit) break;
      items.push(item);
    }
  }
  return { query: q, total, variants, uniqueProducts, items };
}
