import {
  templateNotes,
  wrapText,
  type DielineLayout,
  type DielineOptions,
  type Label,
  type Piece,
  type Point,
  type Rect,
  type Role,
  type Shape,
  type WhiteUnderlay,
} from './layout';
import { BLEED_MM } from '@features/catalogue';
import { pathPoints } from './bottom-seal';
import type { PathStep } from './lettering';
import { WHITE_SPOT } from './white';

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
 * Each technical layer is in a technical spot colour and OFF in the PDF's default configuration,
 * which is what a RIP prints, so that a RIP prints only the artwork placed with the template;
 * a designer turns them on to see them, over everything, as a dieline is kept. White, the default
 * white underlay in the spot "White", is the top layer that prints, overprinting, as printers'
 * guides for white ink ask: artwork placed on layers below it cannot knock it out.
 */
export const LAYERS = ['White', 'Bleed', 'Safe zone', 'Seals', 'Fold', 'Cut', 'Dimensions', 'Notes'] as const;
export type Layer = (typeof LAYERS)[number];

/** The layer each kind of line is drawn on; every label is a note but the measures', which are dimensions. */
export const LAYER_OF: Readonly<Record<Role, Layer>> = {
  bleed: 'Bleed',
  safe: 'Safe zone',
  seal: 'Seals',
  zipper: 'Seals',
  fold: 'Fold',
  trim: 'Cut',
  notch: 'Cut',
  window: 'Cut',
  dimension: 'Dimensions',
  heading: 'Notes',
  frame: 'Notes',
  text: 'Notes',
};

/**
 * The spot colour of the dieline (cut, fold, seals and zipper): a Separation named "Dieline"
 * whose alternate (what a screen or a composite proof shows) is process magenta, as prepress
 * expects a dieline. Its layers are off by default, so no press falls back to the magenta.
 */
export const DIELINE_SPOT = { name: 'Dieline', alternateCmyk: [0, 1, 0, 0] } as const;
/** The spot colour of the guides and notes (bleed, safe zone, measures, legend, crop marks): shown cyan. */
export const GUIDES_SPOT = { name: 'Guides', alternateCmyk: [0.7, 0, 0, 0] } as const;
/** The white ink: shown as a light grey on screen, as white on white would not show. */
export const WHITE_INK = { name: WHITE_SPOT, alternateCmyk: [0, 0, 0, 0.12] } as const;

/**
 * ISO 19593-1 processing steps: the groups, and the types of the groups that have them, that the
 * templates' layers use (the standard's vocabulary as the Ghent Workgroup's Processing Steps Test
 * Suite 1.0, 2025, exercises it; scripts/lib/template-preflight.mjs holds the whole list).
 */
export type ProcessingStep =
  | { group: 'Structural'; type: 'Cutting' | 'Folding' | 'Gluing' | 'Bleed' }
  | { group: 'Positions'; type: 'ContentArea' }
  | { group: 'Dimensions' | 'Legend' | 'White'; type?: never };

export interface LayerSpec {
  /** The layer's name in the PDF: technical layers say that they do not print. */
  title: string;
  /** Its spot colour. */
  spot: string;
  /** Whether a RIP prints it: ON in the default configuration and in /Usage /Print. */
  prints: boolean;
  /** The ISO 19593-1 processing step on the OCG (/GTS_Metadata). */
  step: ProcessingStep;
}

const OFF = ' (off: not printed)';

export const LAYER_SPECS: Readonly<Record<Layer, LayerSpec>> = {
  Bleed: { title: `Bleed${OFF}`, spot: GUIDES_SPOT.name, prints: false, step: { group: 'Structural', type: 'Bleed' } },
  // Where text and logos are safe: the area the content goes in.
  'Safe zone': { title: `Safe zone${OFF}`, spot: GUIDES_SPOT.name, prints: false, step: { group: 'Positions', type: 'ContentArea' } },
  // ISO 19593-1 has no heat-seal type: a seal joins the film as gluing joins a carton's panels.
  Seals: { title: `Seals${OFF}`, spot: DIELINE_SPOT.name, prints: false, step: { group: 'Structural', type: 'Gluing' } },
  Fold: { title: `Fold${OFF}`, spot: DIELINE_SPOT.name, prints: false, step: { group: 'Structural', type: 'Folding' } },
  Cut: { title: `Cut${OFF}`, spot: DIELINE_SPOT.name, prints: false, step: { group: 'Structural', type: 'Cutting' } },
  Dimensions: { title: `Dimensions${OFF}`, spot: GUIDES_SPOT.name, prints: false, step: { group: 'Dimensions' } },
  Notes: { title: `Notes${OFF}`, spot: GUIDES_SPOT.name, prints: false, step: { group: 'Legend' } },
  White: { title: 'White', spot: WHITE_INK.name, prints: true, step: { group: 'White' } },
};

/**
 * Stroke widths in points (1/72 inch) of each kind of line on the templates: hairlines of
 * 0.25 to 0.5 pt, as a converter's prepress expects, and all solid (a dashed cut reads as a
 * perforation) but the safe zone's guide.
 */
export const STROKE_PT: Readonly<Partial<Record<Role, number>>> = {
  trim: 0.5,
  window: 0.5,
  fold: 0.35,
  seal: 0.25,
  zipper: 0.25,
  bleed: 0.25,
  safe: 0.25,
  dimension: 0.25,
  frame: 0.25,
};
/** Only the safe zone is dashed (a guide, not a line anything is made along); mm. */
export const DASH_MM: Readonly<Partial<Record<Role, readonly number[]>>> = { safe: [2, 1.2] };
export const MIN_STROKE_PT = 0.25;
export const MAX_STROKE_PT = 0.5;

export interface Sheet {
  name: 'overview' | Piece['name'];
  /** The page (MediaBox), mm. */
  width: number;
  height: number;
  /** The TrimBox and the BleedBox: a piece page's piece; on the overview, the whole sheet. */
  trim: Rect;
  bleed: Rect;
  /** The printed pieces drawn on this page, in this page's coordinates. */
  pieces: readonly Piece[];
  /** Areas are filled (the overview) or only outlined (a piece page, placed over artwork). */
  fills: boolean;
  shapes: readonly Shape[];
  labels: readonly Label[];
  /** Crop marks at the trim's corners, each an open line. */
  marks: readonly (readonly Point[])[];
  /** The default white underlay on this page, when the film takes white. */
  white: WhiteUnderlay['areas'];
}

/** The overview's own words: what it is, and that a RIP prints nothing of it. */
const OVERVIEW_NOTE = (pages: number): string =>
  `Overview, not for print: every layer on this page is off and prints nothing. The pieces to print are pages 2 to ${pages}, each at 1:1 with its trim and bleed.`;

const PIECE_TITLES: Readonly<Record<Piece['name'], string>> = { front: 'FRONT PANEL', back: 'BACK PANEL', gusset: 'BOTTOM GUSSET' };

const round = (n: number): number => Math.round(n * 100) / 100;
const EPSILON = 0.01;

function bounds(s: Shape): Rect {
  if (s.kind === 'rect') return s;
  const points = s.kind === 'path' ? pathPoints(s.steps) : s.points;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

const inside = (r: Rect, outer: Rect): boolean =>
  r.x >= outer.x - EPSILON &&
  r.y >= outer.y - EPSILON &&
  r.x + r.width <= outer.x + outer.width + EPSILON &&
  r.y + r.height <= outer.y + outer.height + EPSILON;

const moveRect = <T extends Rect>(r: T, dx: number, dy: number): T => ({ ...r, x: round(r.x + dx), y: round(r.y + dy) });
const movePoint = (p: Point, dx: number, dy: number): Point => ({ x: round(p.x + dx), y: round(p.y + dy) });
const moveStep = (s: PathStep, dx: number, dy: number): PathStep =>
  s.op === 'Z'
    ? s
    : s.op === 'C'
      ? { ...s, ...movePoint(s, dx, dy), x1: round(s.x1 + dx), y1: round(s.y1 + dy), x2: round(s.x2 + dx), y2: round(s.y2 + dy) }
      : { ...s, ...movePoint(s, dx, dy) };
const moveShape = (s: Shape, dx: number, dy: number): Shape =>
  s.kind === 'rect'
    ? moveRect(s, dx, dy)
    : s.kind === 'path'
      ? { ...s, steps: s.steps.map((step) => moveStep(step, dx, dy)) }
      : { ...s, points: s.points.map((p) => movePoint(p, dx, dy)) };

/** One piece at 1:1: what the layout draws inside its bleed, moved onto a page of its own. */
function pieceSheet(layout: DielineLayout, piece: Piece, caption: string, page: number, pages: number, notes: readonly string[]): Sheet {
  const dx = SLUG_MM - piece.bleed.x;
  const dy = SLUG_MM - piece.bleed.y;
  const trim = moveRect(piece.trim, dx, dy);
  const bleed = moveRect(piece.bleed, dx, dy);
  const noteWidth = trim.width - 4;
  const wrap = (text: string, weight: Label['weight'] = 'normal'): string[] => wrapText(text, noteWidth, NOTE_SIZE, weight);
  const below = notes.flatMap((n) => wrap(n));
  const width = round(bleed.width + 2 * SLUG_MM);
  // The slug below the bleed grows to hold the notes.
  const height = round(bleed.height + SLUG_MM + Math.max(SLUG_MM, 1.5 + NOTE_SIZE + below.length * NOTE_LEADING + 2));

  const shapes = layout.shapes.filter((s) => inside(bounds(s), piece.bleed)).map((s) => moveShape(s, dx, dy));
  const labels: Label[] = layout.labels
    .filter((l) => inside({ x: l.x, y: l.y, width: 0, height: 0 }, piece.bleed))
    .map((l) => ({ ...l, ...movePoint(l, dx, dy) }));

  // Notes in the slug, between the crop marks: above, what the page is; below, how it is built.
  const note = (text: string, y: number, weight: Label['weight'] = 'normal'): void => {
    labels.push({ text, x: round(trim.x + 2), y: round(y), size: NOTE_SIZE, role: 'text', anchor: 'start', weight });
  };
  const above = [
    ...wrap(
      `${PIECE_TITLES[piece.name]} ${round(piece.trim.width)} x ${round(piece.trim.height)} mm, bleed ${BLEED_MM} mm, 1:1 (page ${page} of ${pages})`,
      'bold',
    ).map((text) => ({ text, weight: 'bold' as const })),
    ...wrap(caption).map((text) => ({ text, weight: 'normal' as const })),
  ];
  above.forEach((line, i) => note(line.text, bleed.y - 1.5 - (above.length - 1 - i) * NOTE_LEADING, line.weight));
  below.forEach((text, i) => note(text, bleed.y + bleed.height + 1.5 + NOTE_SIZE + i * NOTE_LEADING));

  const marks: Point[][] = [];
  for (const [cx, sx] of [
    [trim.x, -1],
    [trim.x + trim.width, 1],
  ] as const) {
    for (const [cy, sy] of [
      [trim.y, -1],
      [trim.y + trim.height, 1],
    ] as const) {
      marks.push([
        { x: round(cx + sx * MARK_OFFSET_MM), y: cy },
        { x: round(cx + sx * (MARK_OFFSET_MM + MARK_LENGTH_MM)), y: cy },
      ]);
      marks.push([
        { x: cx, y: round(cy + sy * MARK_OFFSET_MM) },
        { x: cx, y: round(cy + sy * (MARK_OFFSET_MM + MARK_LENGTH_MM)) },
      ]);
    }
  }

  const white = (layout.white?.areas ?? [])
    .filter((a) => a.piece === piece.name)
    .map((a) => ({ ...a, rect: moveRect(a.rect, dx, dy), clear: a.clear.map((c) => moveRect(c, dx, dy)) }));
  return { name: piece.name, width, height, trim, bleed, pieces: [{ name: piece.name, trim, bleed }], fills: false, shapes, labels, marks, white };
}

/** What each piece page says below its bleed: the layers, then the template's notes. */
export function pieceNotes(layout: Pick<DielineLayout, 'white'>, options: Pick<DielineOptions, 'window'>): string[] {
  const white = layout.white ? ` White (spot ${WHITE_INK.name}, the default white underlay, overprinting; keep your artwork below it) is on and prints.` : '';
  return [
    `Layers: Cut, Fold and Seals (spot ${DIELINE_SPOT.name}), Bleed, Safe zone, Dimensions and Notes (spot ${GUIDES_SPOT.name}) are off and do not print.${white}`,
    ...templateNotes({ white: layout.white, window: options.window }),
  ];
}

/**
 * The template's pages: the overview sheet, then the front, back and gusset each at 1:1.
 *
 * @example templateSheets(variantDieline(variant), 'Kraft Stand-Up Pouch, 500gm').map((s) => s.name)
 * // ['overview', 'front', 'back', 'gusset']
 */
export function templateSheets(layout: DielineLayout, caption: string): Sheet[] {
  const pages = layout.pieces.length + 1;
  const page = { x: 0, y: 0, width: layout.width, height: layout.height };
  const overview: Sheet = {
    name: 'overview',
    width: layout.width,
    height: layout.height,
    trim: page,
    bleed: page,
    pieces: layout.pieces,
    fills: true,
    shapes: layout.shapes,
    // Said on the sheet itself: everything on it is on the technical layers, off by default.
    labels: [...layout.labels, { text: OVERVIEW_NOTE(pages), x: 12, y: 8, size: NOTE_SIZE * 1.25, role: 'text', anchor: 'start', weight: 'bold' }],
    marks: [],
    // The white underlay is on the piece pages, which print; the overview prints nothing.
    white: [],
  };
  const notes = pieceNotes(layout, { window: layout.shapes.some((s) => s.role === 'window') });
  return [overview, ...layout.pieces.map((piece, i) => pieceSheet(layout, piece, caption, i + 2, pages, notes))];
}
