/**
 * What a query asks beyond its words, read from its English (as typed, or as read through the
 * glossary): a part it does not want ("without a zipper", बिना ज़िपर, ஜிப்பர் இல்லாத, "no window",
 * "non-window") and a colour said with the word colour ("gold colour pouch", கோல்டு கலர் பவுச்).
 * Pure; every pattern is fixed.
 */
import { normalizeForSearch } from './normalize';

/** Words that say "without" the next word ("without zipper", "no window", "non window"). */
const NEGATIONS = new Set(['without', 'no', 'non', 'bina', 'bagair']);
/** Words that say only "a pouch", never a part of one: "without" before them is said of the word before it. */
const POUCH = new Set(['pouch', 'pouches', 'bag', 'bags', 'packet', 'wala', 'vala', 'wali', 'ka', 'ke', 'ki']);
/** Colour names: "gold colour" is gold, not a coloured pouch. */
const COLOURS = new Set(['gold', 'golden', 'silver', 'black', 'white', 'brown', 'green', 'blue', 'red', 'milky', 'kraft']);
const COLOUR_WORDS = new Set(['colour', 'color', 'coloured', 'colored', 'rang', 'niram']);

/**
 * Where "without" follows what it is said of: Tamil (ஜிப்பர் இல்லாத பவுச், "zipper illatha pouch")
 * and Hindi's postposition (ज़िपर के बिना, "zipper ke bina"); elsewhere it goes before ("without
 * zipper", बिना ज़िपर, "bina zipper").
 */
const SAID_AFTER = /[\u0b80-\u0bff]|\b(?:illatha|illaatha|illadha|illama|illamal|illaama)\b|के बिना|की बिना|\bk[ei] (?:bina|bagair)\b/;

export interface Need {
  /** The query without its "without" words and without the colour word after a colour: what to find. */
  readonly wanted: string;
  /** The normalised words whose part an item must not have. */
  readonly without: readonly string[];
}

/**
 * The need a query's English says. "without" (and no, non, bina) is said of the word after it
 * ("without zipper pouch", "pouch without zipper"); where the query as typed puts it after the
 * word (`SAID_AFTER`: Tamil, Hindi's के बिना), of the word before it, which its reading keeps
 * there ("zipper without transparent pouch"). Where that word only says "pouch", the other.
 * @example readNeed('zipper without transparent pouch', 'ஜிப்பர் இல்லாத டிரான்ஸ்பரன்ட் பவுச்') // { wanted: 'transparent pouch', without: ['zipper'] }
 */
export function readNeed(english: string, typed = english): Need {
  const before = SAID_AFTER.test(typed);
  const words = normalizeForSearch(english).split(' ').filter(Boolean);
  const without: string[] = [];
  const gone = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    if (!NEGATIONS.has(words[i]!)) continue;
    const after = words.findIndex((w, k) => k > i && !gone.has(k) && !NEGATIONS.has(w));
    const previous = i > 0 && !gone.has(i - 1) ? i - 1 : -1;
    const [near, far] = before ? [previous, after] : [after, previous];
    const target = near >= 0 && !POUCH.has(words[near]!) ? near : far >= 0 && !POUCH.has(words[far]!) ? far : -1;
    gone.add(i);
    if (target < 0) continue;
    // "zip lock": both words are the part, whichever of them "without" stands beside.
    const zip = words[target] === 'lock' && words[target - 1] === 'zip' ? target - 1 : words[target] === 'zip' && words[target + 1] === 'lock' ? target : -1;
    if (zip >= 0) gone.add(zip).add(zip + 1);
    without.push(zip >= 0 ? 'zip' : words[target]!);
    gone.add(target);
  }
  const kept = words.filter((w, i) => !gone.has(i) && !(COLOUR_WORDS.has(w) && i > 0 && COLOURS.has(words[i - 1]!)));
  // A query that only says "a bag" (थैली, பை) asks for a pouch.
  if (kept.length && kept.every((w) => POUCH.has(w))) return { wanted: 'pouch', without };
  return { wanted: kept.join(' '), without };
}

/** A part as the names say it: a zip lock is the zipper, windows a window. */
const PARTS: Readonly<Record<string, string>> = { zip: 'zipper', ziplock: 'zipper', zipper: 'zipper', zippers: 'zipper', windows: 'window', layers: 'layer' };
const part = (word: string) => PARTS[word] ?? word;

/** Whether a name says it has a part (its word, not "without" it): "Stand-Up Pouch Without Zipper" has no zipper. */
export function nameHas(name: string, without: string): boolean {
  const words = normalizeForSearch(name).split(' ').filter(Boolean);
  return words.some((w, i) => part(w) === part(without) && !NEGATIONS.has(words[i - 1] ?? ''));
}
