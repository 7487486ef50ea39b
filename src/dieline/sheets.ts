import { BLEED_MM, wrapText, type DielineLayout, type Label, type Piece, type Point, type Rect, type Role, type Shape } from './layout';

/**
 * The pages of the PDF template, in mm with the origin top left: page 1 the overview sheet (the
 * whole layout, as the SVG draws it), then one sheet per printed piece at 1:1 (front, back,
 * gusset), each with its trim and bleed boxes and a slug round the bleed for crop marks and notes.
 * Pure: the PDF renderer (pdf.ts) only paints what this says, and the tests read both.
 */

/** PostScript points per millimetre: a PDF measures in points of 1/72 inch. */
export const POINTS_PER_MM = 72 / 25.4;

/** Room round a piece's bleed on its own page (the MediaBox), for crop marks and notes. */
export const SLUG_MM = 12;
/** Crop marks start this far outside the trim (clear of the bleed) and are this long. */
const MARK_OFFSET_MM = BLEED_MM + 1.5;
const MARK_LENGTH_MM = 8;
const NOTE_SIZE = 2.4;
const NOTE_LEADING = 3.3;

/**
 * The optional content layers (OCGs), bottom first, named as Illustrator and Esko users expect.
 * Dieline: everything the converter cuts, folds, seals, zips or leaves clear, in the spot colour
 * "Dieline", overprinting. Bleed and Safe zone: the guides. Notes: measures, names, the legend,
 * the title block and crop marks.
 */
export const LAYERS = ['Bleed', 'Safe zone', 'Dieline', 'Notes'] as const;
export type Layer = (typeof LAYERS)[number];

/** The layer each kind of line is drawn on; every label is a note. */
export const LAYER_OF: Readonly<Record<Role, Layer>> = {
  bleed: 'Bleed',
  safe: 'Safe zone',
  trim: 'Dieline',
  seal: 'Dieline',
  zipper: 'Dieline',
  notch: 'Dieline',
  fold: 'Dieline',
  window: 'Dieline',
  dimension: 'Notes',
  heading: 'Notes',
  frame: 'Notes',
  text: 'Notes',
};

/**
 * The spot colour of the dieline: a Separation named "Dieline" whose alternate (what a screen or
 * a composite proof shows) is process magenta, the colour prepress expects a dieline in.
 */
export const DIELINE_SPOT = { name: 'Dieline', alternateCmyk: [0, 1, 0, 0] } as const;

/** Areas on the Dieline layer are a light tint of the spot; lines and notches are solid. */
export const DIELINE_FILL_TINT: Readonly<Partial<Record<Role, number>>> = { seal: 0.15, window: 0.1, notch: 1 };

export interface Sheet {
  name: 'overview' | Piece['name'];
  /** The page (MediaBox), mm. */
  width: number;
  height: number;
  /** The piece's trim and bleed on this page: the TrimBox and the BleedBox (piece pages only). */
  trim?: Rect;
  bleed?: Rect;
  /** The printed pieces drawn on this page, in this page's coordinates. */
  pieces: readonly Piece[];
  /** Areas are filled (the overview) or only outlined (a piece page, placed over artwork). */
  fills: boolean;
  shapes: readonly Shape[];
  labels: readonly Label[];
  /** Crop marks at the trim's corners, each an open line. */
  marks: readonly (readonly Point[])[];
}

const PIECE_TITLES: Readonly<Record<Piece['name'], string>> = { front: 'FRONT PANEL', back: 'BACK PANEL', gusset: 'BOTTOM GUSSET' };

const round = (n: number): number => Math.round(n * 100) / 100;
const EPSILON = 0.01;

function bounds(s: Shape): Rect {
  if (s.kind === 'rect') return s;
  const xs = s.points.map((p) => p.x);
  const ys = s.points.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

const inside = (r: Rect, outer: Rect): boolean =>
  r.x >= outer.x - EPSILON && r.y >= outer.y - EPSILON && r.x + r.width <= outer.x + outer.width + EPSILON && r.y + r.height <= outer.y + outer.height + EPSILON;

const moveRect = <T extends Rect>(r: T, dx: number, dy: number): T => ({ ...r, x: round(r.x + dx), y: round(r.y + dy) });
const movePoint = (p: Point, dx: number, dy: number): Point => ({ x: round(p.x + dx), y: round(p.y + dy) });
const moveShape = (s: Shape, dx: number, dy: number): Shape =>
  s.kind === 'rect' ? moveRect(s, dx, dy) : { ...s, points: s.points.map((p) => movePoint(p, dx, dy)) };

/** One piece at 1:1: what the layout draws inside its bleed, moved onto a page of its own. */
function pieceSheet(layout: DielineLayout, piece: Piece, caption: string, page: number, pages: number): Sheet {
  const dx = SLUG_MM - piece.bleed.x;
  const dy = SLUG_MM - piece.bleed.y;
  const trim = moveRect(piece.trim, dx, dy);
  const bleed = moveRect(piece.bleed, dx, dy);
  const width = round(bleed.width + 2 * SLUG_MM);
  const height = round(bleed.height + 2 * SLUG_MM);

  const shapes = layout.shapes.filter((s) => inside(bounds(s), piece.bleed)).map((s) => moveShape(s, dx, dy));
  const labels: Label[] = layout.labels
    .filter((l) => inside({ x: l.x, y: l.y, width: 0, height: 0 }, piece.bleed))
    .map((l) => ({ ...l, ...movePoint(l, dx, dy) }));

  // Notes in the slug, between the crop marks: above, what the page is; below, how it is built.
  const noteWidth = trim.width - 4;
  const note = (text: string, y: number, weight: Label['weight'] = 'normal'): void => {
    labels.push({ text, x: round(trim.x + 2), y: round(y), size: NOTE_SIZE, role: 'text', anchor: 'start', weight });
  };
  const above = [
    ...wrapText(`${PIECE_TITLES[piece.name]} ${round(piece.trim.width)} x ${round(piece.trim.height)} mm, bleed ${BLEED_MM} mm, 1:1 (page ${page} of ${pages})`, noteWidth, NOTE_SIZE, 'bold').map((text) => ({ text, weight: 'bold' as const })),
    ...wrapText(caption, noteWidth, NOTE_SIZE).map((text) => ({ text, weight: 'normal' as const })),
  ];
  above.forEach((line, i) => note(line.text, bleed.y - 1.5 - (above.length - 1 - i) * NOTE_LEADING, line.weight));
  const below = wrapText(`Layers: Dieline (spot colour ${DIELINE_SPOT.name}, overprint), Bleed, Safe zone, Notes. Hide them all before you send your artwork.`, noteWidth, NOTE_SIZE);
  below.forEach((text, i) => note(text, bleed.y + bleed.height + 1.5 + NOTE_SIZE + i * NOTE_LEADING));

  const marks: Point[][] = [];
  for (const [cx, sx] of [[trim.x, -1], [trim.x + trim.width, 1]] as const) {
    for (const [cy, sy] of [[trim.y, -1], [trim.y + trim.height, 1]] as const) {
      marks.push([{ x: round(cx + sx * MARK_OFFSET_MM), y: cy }, { x: round(cx + sx * (MARK_OFFSET_MM + MARK_LENGTH_MM)), y: cy }]);
      marks.push([{ x: cx, y: round(cy + sy * MARK_OFFSET_MM) }, { x: cx, y: round(cy + sy * (MARK_OFFSET_MM + MARK_LENGTH_MM)) }]);
    }
  }

  return { name: piece.name, width, height, trim, bleed, pieces: [{ name: piece.name, trim, bleed }], fills: false, shapes, labels, marks };
}

/**
 * The template's pages: the overview sheet, then the front, back and gusset each at 1:1.
 *
 * @example templateSheets(variantDieline(variant), 'Kraft Stand-Up Pouch, 500gm').map((s) => s.name)
 * // ['overview', 'front', 'back', 'gusset']
 */
export function templateSheets(layout: DielineLayout, caption: string): Sheet[] {
  const pages = layout.pieces.length + 1;
  const overview: Sheet = { name: 'overview', width: layout.width, height: layout.height, pieces: layout.pieces, fills: true, shapes: layout.shapes, labels: layout.labels, marks: [] };
  return [overview, ...layout.pieces.map((piece, i) => pieceSheet(layout, piece, caption, i + 2, pages))];
}
