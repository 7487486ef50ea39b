/**
 * Search by meaning, beside the spec's name matching (query.ts): a text becomes "concept" words
 * in which the buyer's spelling and the catalogue's meet. Each word is
 * - normalised as names are (normalize.ts: case, accents, units),
 * - made singular ("fruits" → "fruit", "pouches" → "pouch", "candies" → "candy"),
 * - joined with its neighbour where buyers write a pair either way ("zip lock" → "ziplock"),
 * - replaced by the first word of its group in the synonyms table ("chai" → "tea",
 *   "colored" → "coloured", "idli" → "idly").
 * A query word the catalogue does not hold may be a typo: a word of 4 or more letters is read as
 * a catalogue word one edit away (a letter wrong, missing, extra, or two neighbours swapped),
 * one of 8 or more letters up to two edits away. All tables come in as arguments; nothing here is
 * built from what a visitor types but plain strings.
 */
import { normalizeForSearch } from './normalize';

export interface ConceptTables {
  /** Groups of words of one meaning; the first is the catalogue's. */
  groups: readonly { words: readonly string[] }[];
  /** Pairs written joined or apart. */
  joined: readonly (readonly [string, string])[];
  /** Words left out of a query. */
  fillers: readonly string[];
  /** Other spellings of the names' own words: [as a buyer may write it, as the names write it]. */
  spellings?: readonly (readonly [string, string])[];
}

export interface ConceptRules {
  readonly canonical: ReadonlyMap<string, string>;
  readonly joins: ReadonlyMap<string, string>;
  readonly fillers: ReadonlySet<string>;
  /** A word as the names write it: "standee" → "standy", a joined pair apart ("ziplock" → "zip lock"). */
  readonly respell: ReadonlyMap<string, string>;
}

export function conceptRules(tables: ConceptTables): ConceptRules {
  const canonical = new Map<string, string>();
  for (const { words } of tables.groups) for (const w of words) canonical.set(stem(w), words[0]!);
  const joins = new Map(tables.joined.map(([a, b]) => [`${a} ${b}`, a + b]));
  const respell = new Map<string, string>([...tables.joined.map(([a, b]) => [a + b, `${a} ${b}`] as const), ...(tables.spellings ?? [])]);
  return { canonical, joins, fillers: new Set(tables.fillers), respell };
}

/**
 * A query in the names' own spelling, or null when it already is: each word another spelling of a
 * name's word becomes that word, a joined pair is written apart, everything else is kept.
 * @example namesSpelling('Standee ziplock pouch', rules) // 'standy zip lock pouch'
 */
export function namesSpelling(query: string, rules: ConceptRules): string | null {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  let changed = false;
  const out = words.map((w) => {
    const to = rules.respell.get(w) ?? rules.respell.get(stem(w));
    if (!to) return w;
    changed = true;
    return to;
  });
  return changed ? out.join(' ') : null;
}

const LETTERS = /^[a-z]+$/;

/**
 * The singular of an English plural, by rule; words under 4 letters, words with digits and words
 * ending in ss, us or is are left alone.
 * @example stem('pouches') // 'pouch'
 */
export function stem(word: string): string {
  if (word.length < 4 || !LETTERS.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A concept word and the words it was read from, as typed (for "Showing results for"). */
export interface ConceptWord {
  token: string;
  typed: string;
}

/**
 * The concept words of a text. For an index (`forQuery` false) a joined pair keeps its parts
 * beside the joined word, so "dry fruits" is found by "dryfruit" and by "fruit"; for a query the
 * pair becomes the joined word alone, and filler words are left out.
 * @example conceptWords('Dry Fruits & Namkeen', rules, true).map((w) => w.token) // ['dryfruit', 'snack']
 */
export function conceptWords(text: string, rules: ConceptRules, forQuery: boolean): ConceptWord[] {
  const raw = normalizeForSearch(text).split(' ').filter(Boolean);
  const stems = raw.map(stem);
  const out: ConceptWord[] = [];
  for (let i = 0; i < stems.length; i++) {
    const joined = i + 1 < stems.length ? rules.joins.get(`${stems[i]} ${stems[i + 1]}`) : undefined;
    if (joined) {
      out.push({ token: rules.canonical.get(joined) ?? joined, typed: `${raw[i]} ${raw[i + 1]}` });
      if (forQuery) {
        i++;
        continue;
      }
    }
    const s = stems[i]!;
    if (forQuery && rules.fillers.has(s)) continue;
    out.push({ token: rules.canonical.get(s) ?? s, typed: raw[i]! });
  }
  return out;
}

/** Edits a word of this many letters may carry and still be read as a catalogue word. */
export const editsAllowed = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

// Three rows of the distance table, reused by every call (words are at most a query long).
const ROWS = [new Int32Array(128), new Int32Array(128), new Int32Array(128)] as const;

/**
 * Whether `a` becomes `b` in at most `max` edits: a letter changed, dropped or added, or two
 * neighbours swapped (optimal string alignment distance), computed in rows with an early stop.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  if (a.length >= 127 || b.length >= 127) return false;
  let [prev2, prev, row] = ROWS;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, prev2[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return false;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length]! <= max;
}

/** Distance in edits, for choosing the nearest of several readings (only called on words already within reach). */
export function editDistance(a: string, b: string): number {
  for (let k = 0; k <= 2; k++) if (withinEdits(a, b, k)) return k;
  return 3;
}

/**
 * Likeness of two texts from their letter pairs (Dice coefficient, 0 to 1): what the no-match
 * page uses to offer the nearest product names.
 */
export function likeness(a: string, b: string): number {
  const pairs = (t: string) => {
    const m = new Map<string, number>();
    for (const w of t.split(' ')) for (let i = 0; i + 1 < w.length; i++) m.set(w.slice(i, i + 2), (m.get(w.slice(i, i + 2)) ?? 0) + 1);
    return m;
  };
  const pa = pairs(a);
  const pb = pairs(b);
  let shared = 0;
  let total = 0;
  for (const n of pa.values()) total += n;
  for (const n of pb.values()) total += n;
  for (const [k, n] of pa) shared += Math.min(n, pb.get(k) ?? 0);
  return total ? (2 * shared) / total : 0;
}
