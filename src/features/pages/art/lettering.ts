import { CHARSET, GLYPHS } from './glyphs';

/**
 * Lettering for the mock-up pictures, drawn as one <path> from the glyph outlines in glyphs.ts.
 * A picture shown by <img> is a document of its own: with <text> in it the browser must find
 * and shape fonts for each picture on the page's main thread (about 5 ms a picture on a fast
 * machine, several times that on a cheap phone), and the letters would change with the fonts
 * each visitor has. Paths look the same everywhere and cost almost nothing to lay out.
 */
export type Face = keyof typeof GLYPHS;

/** Characters lettering can draw; content that prints text on a picture is checked against it. */
export const LETTERING_CHARS = new RegExp(`^[${CHARSET.replace(/[\]\\^-]/g, '\\$&')}]*$`);
/**
 * What LETTERING_CHARS allows, in words, for the message when content breaks it: written when
 * content is checked (the tests), not by the worker's start, which it cost about 5 ms.
 */
export const letteringRule = (): string =>
  `A–Z, a–z, 0–9, spaces and ${[...CHARSET].filter((c) => !/[\p{L}\p{N} ]/u.test(c)).join(' ')} only: the pictures draw no other character`;

export interface LetteringOptions {
  x: number;
  y: number;
  /** Font size in picture units (the em). */
  size: number;
  face: Face;
  /** Where x is: the start, the middle or the end of the line. */
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space after each letter, in picture units. */
  spacing?: number;
  /** Attributes for the path, e.g. `fill="#fff"`. */
  attrs?: string;
}

const num = (n: number, digits: number) => String(Math.round(n * 10 ** digits) / 10 ** digits);

/** The outline of `text` in 1/1000 em with the baseline at 0, and its advance width. */
export function outline(text: string, face: Face, spacing = 0): { d: string; width: number } {
  const glyphs = GLYPHS[face];
  let pen = 0;
  let d = '';
  for (const ch of text) {
    const glyph = glyphs[ch];
    if (!glyph) throw new Error(`Lettering cannot draw ${JSON.stringify(ch)} in ${JSON.stringify(text)}`);
    const [advance, x0, y0, body] = glyph;
    if (body !== undefined) d += `M${Math.round(pen + x0!)} ${y0}${body}`;
    pen += advance + spacing;
  }
  return { d, width: text.length ? pen - spacing : 0 };
}

/** One line of lettering as an SVG <path>; '' for an empty line. */
export function lettering(text: string, o: LetteringOptions): string {
  const scale = o.size / 1000;
  const { d, width } = outline(text, o.face, (o.spacing ?? 0) / scale);
  if (!d) return '';
  const shift = o.anchor === 'end' ? width : o.anchor === 'start' ? 0 : width / 2;
  const x = o.x - shift * scale;
  return `<path transform="translate(${num(x, 1)} ${num(o.y, 1)}) scale(${num(scale, 5)})" d="${d}"${o.attrs ? ` ${o.attrs}` : ''}/>`;
}
