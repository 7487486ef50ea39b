/** A run of a name's text, marked when it is part of what the visitor searched for. */
export interface Segment {
  readonly text: string;
  readonly hit: boolean;
}

/**
 * Splits a name into runs so the words of the query can be marked in the result list. Matches
 * are literal and case-insensitive (never a regular expression built from the query). Single
 * letters of a longer query are not marked, so 'a kraft' does not light up every 'a'.
 * @example highlight('Kraft Pouch', 'pouch') // [{ text: 'Kraft ', hit: false }, { text: 'Pouch', hit: true }]
 */
export function highlight(name: string, query: string): Segment[] {
  const lower = name.toLowerCase();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  // Lower-casing can change the length of some scripts' text; then positions would not line up.
  if (lower.length !== name.length || words.length === 0) return [{ text: name, hit: false }];

  const marked = new Uint8Array(name.length);
  for (const word of words) {
    if (word.length < 2 && words.length > 1) continue;
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) {
      marked.fill(1, at, at + word.length);
    }
  }

  const segments: Segment[] = [];
  let start = 0;
  for (let i = 1; i <= name.length; i++) {
    if (i === name.length || marked[i] !== marked[start]) {
      segments.push({ text: name.slice(start, i), hit: marked[start] === 1 });
      start = i;
    }
  }
  return segments.length ? segments : [{ text: name, hit: false }];
}
