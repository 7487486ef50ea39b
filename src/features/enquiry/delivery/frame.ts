// The frame around a visitor's text in every copy the staff read. A message can copy our own lines
// ("Quote (1 line): … ₹4,50,000", "Artwork: 1 file", a footer and blank lines under it); inside the
// frame each of its lines begins with a bar, so no line of theirs starts where ours do, and the end
// line is one only we draw. A single-line value sits after a bar too, to the end of its line.

/** What starts every line of a visitor's text, and what stands between our label and their value. */
export const BAR = '│';
/** The frame's last line: a visitor's line always begins with the bar, so it cannot be this one. */
export const FRAME_END = "└── end of the visitor's message ──";
/** Columns of a line we write; longer visitor lines go on over more barred lines. */
export const LINE_COLUMNS = 76;

/** Line breaks of every kind a reader's program may show as one: CRLF, LF, CR, VT, FF, NEL, U+2028, U+2029. */
const BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/u;
/** Controls, lone surrogates and invisible format characters (direction overrides …), except the tab, ZWNJ and ZWJ. */
const HIDDEN = /(?!\t)[\p{Cc}\p{Cs}]|(?![\u200c\u200d])\p{Cf}/gu;
/** Characters a fixed-width font shows two columns wide: CJK, Hangul, full-width forms, emoji. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]|\p{Extended_Pictographic}/u;

let segmenter: Intl.Segmenter | undefined;
/** The grapheme segmenter, made on first use: ICU's break rules cost a cold isolate milliseconds to load. */
const graphemes = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' }));

/**
 * Text with each control and invisible format character shown as `[U+202E]`. The intake refuses them
 * (src/features/enquiry/intake/text.ts); this keeps an older row from reordering or hiding what the staff read.
 */
export const visible = (text: string): string => text.replace(HIDDEN, (ch) => `[U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);

/**
 * Code points of one character cluster kept together on a line. Written clusters are shorter (a
 * Devanagari conjunct with its signs, a family emoji, a flag, a kiss with two skin tones: 7 to 10);
 * a longer one (a letter under a pile of signs, a chain of joined emoji) is no letter anyone
 * writes, and is cut between its code points.
 */
export const CLUSTER_CODE_POINTS = 16;

/**
 * Columns of a piece of text as the widest mail program may show it: each code point on its own
 * (a program that does not join a cluster shows each of its signs or emoji), a wide one as two, a
 * tab as eight. Joined clusters take fewer; a line counted so never reaches past its width.
 */
const columnsOf = (text: string): number => {
  let n = 0;
  for (const ch of text) n += ch === '\t' ? 8 : WIDE.test(ch) ? 2 : 1;
  return n;
};

/** The clusters of a line, each of at most CLUSTER_CODE_POINTS code points (a longer one in pieces of that many). */
function* clustersOf(line: string): Generator<string> {
  for (const { segment } of graphemes().segment(line)) {
    if (segment.length <= CLUSTER_CODE_POINTS) yield segment;
    else {
      const points = [...segment];
      for (let i = 0; i < points.length; i += CLUSTER_CODE_POINTS) yield points.slice(i, i + CLUSTER_CODE_POINTS).join('');
    }
  }
}

/**
 * A web address at the start of a word: kept whole on its line, so that it can still be followed,
 * while it is plain printable ASCII (an address padded with no-break spaces or box lines is cut like any word).
 */
const LINK = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[\x21-\x7e]*$/iu;
/** Columns a web address may take before it is cut like any other word. */
const LINK_COLUMNS = 300;

/**
 * A line cut into pieces of at most `columns` (each code point counted, see `columnsOf`), after a
 * space where there is one and between letters (never inside one, unless it is longer than
 * CLUSTER_CODE_POINTS) where there is not. A mail program wraps a longer line where it likes, and the
 * piece it carries over starts at the left margin with no bar: padding could place a forged
 * "Quote (1 line):" or end line there. Spaces and tabs never start a piece (at a line's end they
 * only hang there, as blank as they are), and a web address stays whole up to LINK_COLUMNS.
 *
 * @example cutToColumns('one two three four', 9) // ['one two ', 'three ', 'four']
 */
export function cutToColumns(line: string, columns: number): string[] {
  const pieces: string[] = [];
  let piece: { text: string; columns: number }[] = [];
  let used = 0;
  let afterSpace = 0;
  const text = (part: typeof piece) => part.map((g) => g.text).join('');
  for (const segment of clustersOf(line)) {
    const width = columnsOf(segment);
    // A no-break space (U+00A0, U+202F …) is no break to a mail program either: it is cut like a letter.
    const space = segment === ' ' || segment === '\t';
    const overflows = !space && used + width > columns && piece.length > 0;
    if (overflows && !(afterSpace === 0 && used + width <= LINK_COLUMNS && LINK.test(text(piece) + segment))) {
      const cut = afterSpace || piece.length;
      pieces.push(text(piece.slice(0, cut)));
      piece = piece.slice(cut);
      used = piece.reduce((sum, g) => sum + g.columns, 0);
      afterSpace = 0;
      // What followed the space may still not leave room for this cluster: it goes on a line of its own.
      if (used + width > columns && piece.length > 0) {
        pieces.push(text(piece));
        piece = [];
        used = 0;
      }
    }
    piece.push({ text: segment, columns: width });
    used += width;
    if (space) afterSpace = piece.length;
  }
  pieces.push(text(piece));
  return pieces;
}

/**
 * A visitor's value behind a bar: `Name:   │ Asha Rao`. Every line of it (a value that should be
 * one line but holds breaks, or one longer than a line) is barred, under the first one; an empty
 * line is the bar alone.
 *
 * @example barred('Name:   ', 'Asha Rao') // ['Name:   │ Asha Rao']
 * @example barred('', 'one\r\n\r\ntwo') // ['│ one', '│', '│ two']
 */
export function barred(label: string, value: string, columns = LINE_COLUMNS): string[] {
  const indent = ' '.repeat([...label].length);
  return value
    .split(BREAKS)
    .flatMap((line) => cutToColumns(visible(line), columns - indent.length - 2))
    .map((line, i) => `${i ? indent : label}${line ? `${BAR} ${line}` : BAR}`);
}

/**
 * The visitor's message as the staff read it: a heading of ours, every line of theirs behind the
 * bar (blank ones too), and the end line.
 *
 * @example framedMessage('Hello\n\nQuote (1 line): ₹4,50,000')
 *   // ['Message from the visitor (as typed):', '│ Hello', '│', '│ Quote (1 line): ₹4,50,000', FRAME_END]
 */
export const framedMessage = (message: string): string[] => ['Message from the visitor (as typed):', ...barred('', message), FRAME_END];
