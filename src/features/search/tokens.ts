/**
 * An inverted index of the words in the items' names: which items hold each distinct word.
 * A query word is looked for inside the (small) list of distinct words with one string search,
 * and only the items of the words that contain it are visited, so a query costs what it finds
 * rather than the size of the catalogue.
 */

/** Where a term sits in a word: the whole word, its start, or elsewhere (its end or inside). */
export const WHOLE = 2;
export const START = 3;
export const INNER = 4;

export interface TokenIndex {
  /** Every distinct word, each after a newline. */
  readonly vocabulary: string;
  readonly tokens: readonly string[];
  /** Where each word starts in `vocabulary`, ascending. */
  readonly starts: Int32Array;
  /** For each word, the items holding it, ascending. */
  readonly postings: readonly Int32Array[];
}

/** Builds the index from each item's words (in item order). */
export function buildTokenIndex(wordsPerItem: ReadonlyArray<readonly string[]>): TokenIndex {
  const ids = new Map<string, number>();
  const lists: number[][] = [];
  wordsPerItem.forEach((words, item) => {
    for (const word of new Set(words)) {
      if (!word) continue;
      let id = ids.get(word);
      if (id === undefined) {
        id = lists.length;
        ids.set(word, id);
        lists.push([]);
      }
      lists[id]!.push(item);
    }
  });
  const tokens = [...ids.keys()];
  const starts = new Int32Array(tokens.length);
  let offset = 1;
  tokens.forEach((token, id) => {
    starts[id] = offset;
    offset += token.length + 1;
  });
  return { vocabulary: `\n${tokens.join('\n')}\n`, tokens, starts, postings: lists.map((list) => Int32Array.from(list)) };
}

/** A term to find within words; `atStart` / `atEnd` demand that it begins / ends the word. */
export interface Term {
  readonly text: string;
  readonly atStart?: boolean;
  readonly atEnd?: boolean;
}

/** The words containing a term (as their ids), each with the term's class there, best class first. */
function wordsContaining(index: TokenIndex, { text, atStart, atEnd }: Term): Array<{ token: number; cls: number }> {
  const { vocabulary, starts, tokens } = index;
  const found: Array<{ token: number; cls: number }> = [];
  let t = 0;
  // The term holds no newline, so each hit lies inside one word; positions only grow.
  for (let at = vocabulary.indexOf(text); at !== -1; ) {
    while (t + 1 < starts.length && starts[t + 1]! <= at) t++;
    const start = starts[t]!;
    const length = tokens[t]!.length;
    const isStart = at === start;
    const isEnd = at + text.length === start + length;
    if ((isStart || !atStart) && (isEnd || !atEnd)) {
      found.push({ token: t, cls: isStart ? (isEnd ? WHOLE : START) : INNER });
      at = vocabulary.indexOf(text, start + length + 1);
    } else {
      at = vocabulary.indexOf(text, at + 1);
    }
  }
  return found.sort((a, b) => a.cls - b.cls);
}

/**
 * Counts, in `hits`, how many of `terms` (taken in order) each item holds, and, when `rank` is
 * given, records for each item the worst class among its terms' best occurrences. Items with
 * `hits === terms.length` hold every term. Returns how many do.
 */
export function markTerms(index: TokenIndex, terms: readonly Term[], hits: Uint8Array, rank?: Uint8Array): number {
  hits.fill(0);
  let complete = 0;
  for (let k = 0; k < terms.length; k++) {
    complete = 0;
    // Best class first, so the first visit to an item sees the term's best occurrence in it.
    for (const { token, cls } of wordsContaining(index, terms[k]!)) {
      const list = index.postings[token]!;
      for (let j = 0; j < list.length; j++) {
        const e = list[j]!;
        // Items that missed an earlier term, or were counted for this one already, are passed over.
        if (hits[e] !== k) continue;
        hits[e] = k + 1;
        complete++;
        if (rank && (k === 0 || cls > rank[e]!)) rank[e] = cls;
      }
    }
    if (complete === 0) return 0;
  }
  return complete;
}
