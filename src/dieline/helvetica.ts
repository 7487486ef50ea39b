/**
 * Advance widths (1/1000 em) of the printable ASCII characters (32 to 126) in the PDF standard
 * fonts Helvetica and Helvetica-Bold, from Adobe's Core 14 font metrics (AFM). Every PDF reader
 * has these fonts, so a PDF names them without embedding; the widths let text be measured,
 * centred and fitted without the font file.
 */
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

export type FontWeight = 'normal' | 'bold';

/** A character outside printable ASCII, which the drawing never uses, is measured as a question mark. */
const width = (table: readonly number[], code: number): number => table[code - 32] ?? table[31]!;

/** Width of `text` set in Helvetica at `size` (any unit: the answer is in the same unit). */
export function textWidth(text: string, size: number, weight: FontWeight = 'normal'): number {
  const table = weight === 'bold' ? BOLD : REGULAR;
  let units = 0;
  for (let i = 0; i < text.length; i++) units += width(table, text.charCodeAt(i));
  return (units * size) / 1000;
}
