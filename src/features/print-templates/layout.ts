import type { Dimensions } from '@features/catalogue';
// The pouch's measures are the catalogue's (pouch-measures.ts), which a page's island (the size
// finder's volume) imports without this layout and all it draws with.
import {
  BLEED_MM,
  POSITION_TOLERANCE_MM,
  SAFE_MARGIN_MM,
  SIDE_SEAL_MM,
  TEAR_NOTCH_FROM_TOP_MM,
  TOP_SEAL_MM,
  ZIPPER_BAND_MM,
  ZIPPER_FROM_TOP_MM,
} from '@features/catalogue';
import type { Point, Rect } from './geometry';
/** A template's two weights of Noto Sans. */
export type FontWeight = 'normal' | 'bold';
import { betweenSeals, BOTTOM_SEAL_MM, bottomSeal } from './bottom-seal';
import type { PathStep } from './lettering';
import { outlineWidth } from './measure';
import { PRESS_CONDITION } from './press';
import { WHITE_FILMS, WHITE_KEEP_NOTE, WHITE_WINDOW_CLEARANCE, whiteInkOf, type WhiteInk } from './white';

/**
 * The print template (dieline) of a stand-up pouch, laid out once in millimetres at 1:1 with the
 * origin top left and y pointing down. The SVG and the PDF are two renderers of this one layout;
 * neither decides a position, a colour or a word.
 *
 * The pieces as the printer prints them: the front and back panels side by side (width x length
 * each) and, under the front, the bottom gusset opened flat (width x gusset, folded at half its
 * depth), each with 3 mm of bleed round its trim line.
 */

const NOTCH_DEPTH_MM = 4;

/**
 * The window cut-out on the front panel, as fractions of the panel's width and length, so it
 * scales with the size (the product drawings use the same proportions).
 */
export const WINDOW = { x: 0.3, y: 0.42, width: 0.4, height: 0.34, radius: 0.2 } as const;

export type Role = 'bleed' | 'trim' | 'safe' | 'seal' | 'zipper' | 'notch' | 'fold' | 'window' | 'dimension' | 'heading' | 'frame' | 'text';

export interface Style {
  stroke?: string;
  fill?: string;
  /** Stroke width in mm. */
  width?: number;
  /** Dash pattern in mm. */
  dash?: readonly number[];
  /** Colour of this role's labels. */
  text: string;
}

/** One colour per kind of line, distinct from each other, as the legend explains them. */
export const STYLES: Readonly<Record<Role, Style>> = {
  bleed: { fill: '#fde2e7', stroke: '#e11d48', width: 0.25, text: '#be123c' },
  trim: { fill: '#ffffff', stroke: '#111827', width: 0.4, text: '#111827' },
  safe: { stroke: '#15803d', width: 0.3, dash: [2, 1.2], text: '#166534' },
  seal: { fill: '#dbeafe', stroke: '#2563eb', width: 0.2, text: '#1d4ed8' },
  zipper: { stroke: '#ea580c', width: 0.5, dash: [3, 1.5], text: '#c2410c' },
  notch: { fill: '#dc2626', text: '#b91c1c' },
  fold: { stroke: '#7c3aed', width: 0.35, dash: [4, 1.5, 1, 1.5], text: '#6d28d9' },
  window: { fill: '#cffafe', stroke: '#0e7490', width: 0.4, dash: [1.2, 0.8], text: '#155e75' },
  dimension: { stroke: '#6b7280', width: 0.2, fill: '#6b7280', text: '#374151' },
  heading: { text: '#9ca3af' },
  frame: { stroke: '#9ca3af', width: 0.25, text: '#111827' },
  text: { text: '#111827' },
};

export type { Point, Rect } from './geometry';

export type Shape =
  | ({ kind: 'rect'; role: Role; radius?: number } & Rect)
  /** An open line through the points, stroked. */
  | { kind: 'line'; role: Role; points: readonly Point[] }
  /** A closed shape through the points, filled. */
  | { kind: 'polygon'; role: Role; points: readonly Point[] }
  /** A closed outline of lines and curves (the curved bottom seal), filled and stroked as a rect is. */
  | { kind: 'path'; role: Role; steps: readonly PathStep[] };

export interface Label {
  text: string;
  /** The anchor point: with `anchor`, where the text starts, is centred or ends; y is the baseline. */
  x: number;
  y: number;
  /** Font size in mm. */
  size: number;
  role: Role;
  anchor: 'start' | 'middle' | 'end';
  weight: FontWeight;
  /** Turned a quarter counter-clockwise about (x, y), reading bottom to top. */
  vertical?: boolean;
}

export interface Piece {
  name: 'front' | 'back' | 'gusset';
  trim: Rect;
  bleed: Rect;
}

export interface DielineLayout {
  /** The whole drawing, in mm: the SVG's width and height and the PDF's page. */
  width: number;
  height: number;
  pieces: readonly Piece[];
  /** Drawn in this order: later shapes over earlier ones. */
  shapes: readonly Shape[];
  labels: readonly Label[];
  /** The legend's entries: each role on the drawing and what it means. */
  legend: readonly { role: Role; text: string }[];
  /**
   * The default white underlay, when the film takes white ink (`whiteInk()`): each piece's bleed
   * in the White separation, with the clear areas (the window) knocked out of it.
   */
  white: WhiteUnderlay | null;
}

export interface WhiteUnderlay extends WhiteInk {
  areas: readonly { piece: Piece['name']; rect: Rect; clear: readonly (Rect & { radius: number })[] }[];
}

export interface DielineOptions {
  zipper: boolean;
  window: boolean;
  /** The product's name, for the title block. */
  productName: string;
  /** "500gm", "1 Kg" */
  sizeLabel: string;
  /** The trading name, for the title block. */
  brand: string;
  /** White ink under the print, when the film takes it (`whiteInk(product.art)`); none when absent. */
  white?: WhiteInk | null;
}

const MARGIN = 12;
/** Room left of and above a piece for its dimension line and measure. */
const DIMENSION_ROOM = 14;
/** Between the front and back panels, and between the panels and the row below. */
const GAP = 26;
const LABEL = 2.6;
const SMALL = 2.2;
const LEGEND_TEXT = 3;
const LEGEND_ROW = 6;
const TITLE = 4.5;
const BODY = 3;

const round = (n: number): number => Math.round(n * 100) / 100;
/** The templates set their words in Noto Sans outlines (lettering.ts), and measure them so. */
export const measureText = (text: string, size: number, weight: FontWeight = 'normal'): number => outlineWidth(text, size, weight);
const inset = (r: Rect, by: number): Rect => ({ x: r.x + by, y: r.y + by, width: r.width - 2 * by, height: r.height - 2 * by });
const mm = (n: number): string => `${round(n)} mm`;

/** Words of `text` broken into lines no wider than `width` mm at `size`, measured in the templates' Noto Sans. */
export function wrapText(text: string, width: number, size: number, weight: FontWeight = 'normal'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && measureText(next, size, weight) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The template for a pouch of `dimensions` (the catalogue's width x length + gusset in mm).
 *
 * @example dielineLayout({ width: 150, length: 220, gusset: 40 }, { zipper: true, window: true, ... })
 * // front and back trims 150 x 220 mm, gusset 150 x 40 mm, each inside a 3 mm bleed
 */
export function dielineLayout(dimensions: Dimensions, options: DielineOptions): DielineLayout {
  const { width: w, length: l, gusset: g } = dimensions;
  const shapes: Shape[] = [];
  const labels: Label[] = [];
  const label = (text: string, x: number, y: number, role: Role, more: Partial<Label> = {}): void => {
    labels.push({ text, x: round(x), y: round(y), size: LABEL, role, anchor: 'start', weight: 'normal', ...more });
  };
  const rect = (role: Role, r: Rect, radius?: number): void => {
    shapes.push({
      kind: 'rect',
      role,
      x: round(r.x),
      y: round(r.y),
      width: round(r.width),
      height: round(r.height),
      ...(radius ? { radius: round(radius) } : {}),
    });
  };
  const line = (role: Role, ...points: Point[]): void => {
    shapes.push({ kind: 'line', role, points: points.map((p) => ({ x: round(p.x), y: round(p.y) })) });
  };
  const polygon = (role: Role, ...points: Point[]): void => {
    shapes.push({ kind: 'polygon', role, points: points.map((p) => ({ x: round(p.x), y: round(p.y) })) });
  };
  const path = (role: Role, steps: readonly PathStep[]): void => {
    shapes.push({
      kind: 'path',
      role,
      steps: steps.map((s) =>
        s.op === 'Z'
          ? s
          : s.op === 'C'
            ? { op: 'C', x1: round(s.x1), y1: round(s.y1), x2: round(s.x2), y2: round(s.y2), x: round(s.x), y: round(s.y) }
            : { op: s.op, x: round(s.x), y: round(s.y) },
      ),
    });
  };

  // Dimension lines with arrowheads and their measure, outside the bleed.
  const horizontalDimension = (x1: number, x2: number, y: number, text: string): void => {
    line('dimension', { x: x1, y: y - 2 }, { x: x1, y: y + 2 });
    line('dimension', { x: x2, y: y - 2 }, { x: x2, y: y + 2 });
    line('dimension', { x: x1, y }, { x: x2, y });
    polygon('dimension', { x: x1, y }, { x: x1 + 2.5, y: y - 0.9 }, { x: x1 + 2.5, y: y + 0.9 });
    polygon('dimension', { x: x2, y }, { x: x2 - 2.5, y: y - 0.9 }, { x: x2 - 2.5, y: y + 0.9 });
    label(text, (x1 + x2) / 2, y - 1.3, 'dimension', { anchor: 'middle' });
  };
  const verticalDimension = (y1: number, y2: number, x: number, text: string): void => {
    line('dimension', { x: x - 2, y: y1 }, { x: x + 2, y: y1 });
    line('dimension', { x: x - 2, y: y2 }, { x: x + 2, y: y2 });
    line('dimension', { x, y: y1 }, { x, y: y2 });
    polygon('dimension', { x, y: y1 }, { x: x - 0.9, y: y1 + 2.5 }, { x: x + 0.9, y: y1 + 2.5 });
    polygon('dimension', { x, y: y2 }, { x: x - 0.9, y: y2 - 2.5 }, { x: x + 0.9, y: y2 - 2.5 });
    label(text, x - 1.3, (y1 + y2) / 2, 'dimension', { anchor: 'middle', vertical: true });
  };

  const piece = (name: Piece['name'], x: number, y: number, height: number): Piece => {
    const trim = { x: x + BLEED_MM, y: y + BLEED_MM, width: w, height };
    return { name, trim, bleed: inset(trim, -BLEED_MM) };
  };

  // Row 1: front and back panels; row 2: the gusset under the front, the legend beside it.
  const top = MARGIN + DIMENSION_ROOM;
  const left = MARGIN + DIMENSION_ROOM;
  const front = piece('front', left, top, l);
  const back = piece('back', front.bleed.x + front.bleed.width + GAP, top, l);
  const gusset = piece('gusset', left, front.bleed.y + front.bleed.height + GAP, g);
  const pieces = [front, back, gusset];

  for (const p of pieces) rect('bleed', p.bleed);
  for (const p of pieces) rect('trim', p.trim);

  const sealed = (p: Piece): void => {
    const { x, y, width, height } = p.trim;
    rect('seal', { x, y, width, height: TOP_SEAL_MM });
    rect('seal', { x, y: y + TOP_SEAL_MM, width: SIDE_SEAL_MM, height: height - TOP_SEAL_MM });
    rect('seal', { x: x + width - SIDE_SEAL_MM, y: y + TOP_SEAL_MM, width: SIDE_SEAL_MM, height: height - TOP_SEAL_MM });
    // The Doyen bottom seal: the gusset's half sealed to this panel, a curved band from the side
    // seals at the fold down to the bottom edge half-way across (bottom-seal.ts has its sources).
    path('seal', bottomSeal(x + SIDE_SEAL_MM, x + width - SIDE_SEAL_MM, y + height - g / 2, y + height).steps);
  };
  sealed(front);
  sealed(back);

  // Above the zipper (or, without one, above the tear notches) is torn off when the pouch is opened.
  const safeTop = (options.zipper ? ZIPPER_FROM_TOP_MM : TEAR_NOTCH_FROM_TOP_MM) + SAFE_MARGIN_MM;
  const safeOf = (p: Piece): Rect => ({
    x: p.trim.x + SIDE_SEAL_MM + SAFE_MARGIN_MM,
    y: p.trim.y + safeTop,
    width: w - 2 * (SIDE_SEAL_MM + SAFE_MARGIN_MM),
    height: l - safeTop - SAFE_MARGIN_MM - g / 2,
  });

  const windowRect: Rect = {
    x: front.trim.x + w * WINDOW.x,
    y: front.trim.y + l * WINDOW.y,
    width: w * WINDOW.width,
    height: l * WINDOW.height,
  };

  for (const p of [front, back]) {
    const { x, y, width } = p.trim;
    const safe = safeOf(p);
    rect('safe', safe);
    // The bottom of each panel folds into the gusset: the fold runs half the gusset's depth up.
    line('fold', { x, y: y + l - g / 2 }, { x: x + width, y: y + l - g / 2 });
    // The zipper's band: its track and tape, centred on the zipper line, where print is hidden or distorted.
    if (options.zipper) rect('zipper', { x, y: y + ZIPPER_FROM_TOP_MM - ZIPPER_BAND_MM / 2, width, height: ZIPPER_BAND_MM });
    const ny = y + TEAR_NOTCH_FROM_TOP_MM;
    polygon('notch', { x, y: ny - 1.5 }, { x: x + NOTCH_DEPTH_MM, y: ny }, { x, y: ny + 1.5 });
    polygon('notch', { x: x + width, y: ny - 1.5 }, { x: x + width - NOTCH_DEPTH_MM, y: ny }, { x: x + width, y: ny + 1.5 });

    labels.push({
      text: p.name === 'front' ? 'FRONT' : 'BACK',
      x: round(x + width / 2),
      y: round(p.name === 'front' && options.window ? windowRect.y - 4 : safe.y + safe.height / 2 + 4),
      size: Math.min(12, w / 10),
      role: 'heading',
      anchor: 'middle',
      weight: 'bold',
    });
    label(`Top seal ${mm(TOP_SEAL_MM)}`, x + width / 2, y + TOP_SEAL_MM / 2 + LABEL * 0.36, 'seal', { anchor: 'middle' });
    label(`Side seal ${mm(SIDE_SEAL_MM)}`, x + SIDE_SEAL_MM / 2 + LABEL * 0.36, y + TOP_SEAL_MM + (l - TOP_SEAL_MM) / 2, 'seal', {
      anchor: 'middle',
      vertical: true,
    });
    label(`Side seal ${mm(SIDE_SEAL_MM)}`, x + width - SIDE_SEAL_MM / 2 + LABEL * 0.36, y + TOP_SEAL_MM + (l - TOP_SEAL_MM) / 2, 'seal', {
      anchor: 'middle',
      vertical: true,
    });
    label(`Tear notch ${mm(TEAR_NOTCH_FROM_TOP_MM)} from top`, x + SIDE_SEAL_MM + 1, ny + 0.8, 'notch', { size: SMALL });
    if (options.zipper)
      label(
        `Zipper band ${mm(ZIPPER_BAND_MM)}, centred ${mm(ZIPPER_FROM_TOP_MM)} from top`,
        x + SIDE_SEAL_MM + 1,
        y + ZIPPER_FROM_TOP_MM + SMALL * 0.36,
        'zipper',
        { size: SMALL },
      );
    label(`Safe zone ${mm(safe.width)} x ${mm(safe.height)}`, safe.x + 1, safe.y + 3, 'safe', { size: SMALL });
    label(`Gusset fold ${mm(g / 2)} from bottom`, x + SIDE_SEAL_MM + 1, y + l - g / 2 - 1, 'fold', { size: SMALL });
    label(`Bottom seal ${mm(BOTTOM_SEAL_MM)}, curved (Doyen)`, x + width / 2, y + l - BOTTOM_SEAL_MM / 2 + SMALL * 0.36, 'seal', {
      anchor: 'middle',
      size: SMALL,
    });
    label(`Bleed ${mm(BLEED_MM)}`, p.bleed.x + p.bleed.width, p.bleed.y - 1.2, 'bleed', { size: SMALL, anchor: 'end' });
    horizontalDimension(x, x + width, p.bleed.y - 6, `Trim ${mm(width)}`);
  }
  verticalDimension(front.trim.y, front.trim.y + l, front.bleed.x - 6, `Trim ${mm(l)}`);
  verticalDimension(back.trim.y, back.trim.y + l, back.bleed.x - 6, `Trim ${mm(l)}`);

  if (options.window) {
    rect('window', windowRect, w * WINDOW.radius);
    label('Window cut-out', windowRect.x + windowRect.width / 2, windowRect.y + windowRect.height / 2 - 1, 'window', { anchor: 'middle' });
    label(`${mm(windowRect.width)} x ${mm(windowRect.height)}`, windowRect.x + windowRect.width / 2, windowRect.y + windowRect.height / 2 + 3, 'window', {
      anchor: 'middle',
    });
  }

  // The gusset: the side seals run down its ends (a plain, Doyen-style bottom: no K-seal), its fold
  // across the middle, each half sealed to its panel in the band the panel shows (mirrored on the
  // half above the fold), its safe zone on the base between the bands, its measures beside it.
  {
    const { x, y, width } = gusset.trim;
    rect('seal', { x, y, width: SIDE_SEAL_MM, height: g });
    rect('seal', { x: x + width - SIDE_SEAL_MM, y, width: SIDE_SEAL_MM, height: g });
    const seals = [y, y + g].map((edge) => bottomSeal(x + SIDE_SEAL_MM, x + width - SIDE_SEAL_MM, y + g / 2, edge));
    for (const seal of seals) path('seal', seal.steps);
    const safe = betweenSeals(seals[1]!, SAFE_MARGIN_MM);
    if (safe) rect('safe', safe);
    line('fold', { x, y: y + g / 2 }, { x: x + width, y: y + g / 2 });
    label(`Side seal ${mm(SIDE_SEAL_MM)}`, x + SIDE_SEAL_MM / 2 + SMALL * 0.36, y + g / 2, 'seal', { anchor: 'middle', vertical: true, size: SMALL });
    label(`Side seal ${mm(SIDE_SEAL_MM)}`, x + width - SIDE_SEAL_MM / 2 + SMALL * 0.36, y + g / 2, 'seal', { anchor: 'middle', vertical: true, size: SMALL });
    label(`Bottom seal ${mm(BOTTOM_SEAL_MM)}, curved`, x + width / 2, y + BOTTOM_SEAL_MM / 2 + SMALL * 0.36, 'seal', { anchor: 'middle', size: SMALL });
    label(`Bottom seal ${mm(BOTTOM_SEAL_MM)}, curved`, x + width / 2, y + g - BOTTOM_SEAL_MM / 2 + SMALL * 0.36, 'seal', { anchor: 'middle', size: SMALL });
    // Between the bands, on the base: the name above the safe zone, the fold's measure below it.
    const above = safe ? safe.y - 0.8 : y + g / 2 - 1.5;
    const below = (safe ? safe.y + safe.height + 0.8 : y + g / 2 + 1) + SMALL * 0.72;
    labels.push({
      text: 'BOTTOM GUSSET',
      x: round(x + width / 2),
      y: round(above),
      size: Math.min(5, g / 8),
      role: 'heading',
      anchor: 'middle',
      weight: 'bold',
    });
    label(`Gusset fold at ${mm(g / 2)}`, x + width / 2, below, 'fold', { size: SMALL, anchor: 'middle' });
    label(`Bleed ${mm(BLEED_MM)}`, gusset.bleed.x + gusset.bleed.width, gusset.bleed.y - 1.2, 'bleed', { size: SMALL, anchor: 'end' });
    verticalDimension(y, y + g, gusset.bleed.x - 6, `Trim ${mm(g)}`);
  }

  // The legend, beside the gusset.
  const legend: { role: Role; text: string }[] = [
    { role: 'trim', text: 'Trim (cut) line' },
    { role: 'bleed', text: `Bleed: run the background ${mm(BLEED_MM)} past the trim` },
    { role: 'safe', text: 'Safe zone: keep text and logos inside' },
    { role: 'seal', text: `Seals: top ${mm(TOP_SEAL_MM)}, sides ${mm(SIDE_SEAL_MM)}, curved bottom ${mm(BOTTOM_SEAL_MM)}` },
    ...(options.zipper ? [{ role: 'zipper' as const, text: `Zipper band ${mm(ZIPPER_BAND_MM)}, centred ${mm(ZIPPER_FROM_TOP_MM)} from the top` }] : []),
    { role: 'notch', text: `Tear notches, ${mm(TEAR_NOTCH_FROM_TOP_MM)} from the top` },
    { role: 'fold', text: `Gusset fold: + ${g} is the whole gusset, ${mm(g / 2)} up each panel` },
    ...(options.window ? [{ role: 'window' as const, text: 'Window (clear area): no ink and no white' }] : []),
  ];
  const legendX = back.bleed.x;
  const legendY = gusset.bleed.y;
  const legendWidth = Math.max(back.bleed.width, 14 + Math.max(...legend.map((e) => measureText(e.text, LEGEND_TEXT))));
  labels.push({ text: 'Legend', x: legendX, y: round(legendY + TITLE * 0.8), size: TITLE * 0.8, role: 'text', anchor: 'start', weight: 'bold' });
  legend.forEach((entry, i) => {
    const y = legendY + 6 + i * LEGEND_ROW;
    const swatch = { x: legendX, y: y + 0.5, width: 10, height: 4 };
    if (entry.role === 'notch') polygon('notch', { x: swatch.x, y: swatch.y }, { x: swatch.x + 4, y: swatch.y + 2 }, { x: swatch.x, y: swatch.y + 4 });
    else if (entry.role === 'seal' || entry.role === 'bleed' || entry.role === 'window' || entry.role === 'zipper') rect(entry.role, swatch);
    else line(entry.role, { x: swatch.x, y: swatch.y + 2 }, { x: swatch.x + 10, y: swatch.y + 2 });
    label(entry.text, legendX + 13, y + 3.6, 'text', { size: LEGEND_TEXT });
  });
  const legendBottom = legendY + 6 + legend.length * LEGEND_ROW;

  // The title block, across the foot of the drawing.
  const contentRight = Math.max(back.bleed.x + back.bleed.width, legendX + legendWidth);
  const titleX = MARGIN;
  const titleY = Math.max(gusset.bleed.y + gusset.bleed.height, legendBottom) + 12;
  const titleWidth = contentRight - MARGIN;
  const text = titleWidth - 8;
  const flat = `${w} x ${l} + ${g} mm`;
  const lines: { text: string; weight: FontWeight; size: number }[] = [
    ...wrapText(`${options.brand} print template (dieline): ${options.productName}`, text, TITLE, 'bold').map((t) => ({
      text: t,
      weight: 'bold' as const,
      size: TITLE,
    })),
    ...wrapText(
      `Size ${options.sizeLabel}, ${flat} (+ ${g}: the bottom gusset, ${g} mm in all, folded ${round(g / 2)} + ${round(g / 2)}). Flat: front and back panels ${w} x ${l} mm each, bottom gusset ${w} x ${g} mm folded at ${round(g / 2)} mm; with ${BLEED_MM} mm bleed each piece is ${w + 2 * BLEED_MM} x ${l + 2 * BLEED_MM} mm and ${w + 2 * BLEED_MM} x ${g + 2 * BLEED_MM} mm.`,
      text,
      BODY,
    ).map((t) => ({ text: t, weight: 'normal' as const, size: BODY })),
    ...wrapText(
      'Artwork: CMYK colour; images 300 dpi at print size; text outlined (converted to curves); keep text and logos inside the safe zone; extend backgrounds to the bleed line.',
      text,
      BODY,
    ).map((t) => ({ text: t, weight: 'normal' as const, size: BODY })),
    ...templateNotes(options).flatMap((note) => wrapText(note, text, BODY).map((t) => ({ text: t, weight: 'normal' as const, size: BODY }))),
  ];
  let baseline = titleY + 3;
  for (const t of lines) {
    baseline += t.size * 1.45;
    labels.push({ text: t.text, x: titleX + 4, y: round(baseline), size: t.size, role: 'text', anchor: 'start', weight: t.weight });
  }
  // The block keeps room for the longest white-ink note, so that the drawing is the same size with
  // or without white (the mock-up lays out the same sheet, and may show the design either way).
  const noteLines = (white: WhiteInk | null | undefined): number =>
    templateNotes({ white, window: options.window }).reduce((n, note) => n + wrapText(note, text, BODY).length, 0);
  const roomForWhite = Math.max(...WHITE_FILMS.map((film) => noteLines(whiteInkOf(film))));
  baseline += (roomForWhite - noteLines(options.white)) * BODY * 1.45;
  const titleHeight = baseline - titleY + 4;
  rect('frame', { x: titleX, y: titleY, width: titleWidth, height: titleHeight });

  const white: WhiteUnderlay | null = options.white
    ? {
        ...options.white,
        areas: pieces.map((p) => ({
          piece: p.name,
          rect: p.bleed,
          clear:
            p.name === 'front' && options.window
              ? [
                  // The window, grown by the clearance the print may land off the cut.
                  {
                    x: round(windowRect.x - WHITE_WINDOW_CLEARANCE.mm),
                    y: round(windowRect.y - WHITE_WINDOW_CLEARANCE.mm),
                    width: round(windowRect.width + 2 * WHITE_WINDOW_CLEARANCE.mm),
                    height: round(windowRect.height + 2 * WHITE_WINDOW_CLEARANCE.mm),
                    radius: round(w * WINDOW.radius + WHITE_WINDOW_CLEARANCE.mm),
                  },
                ]
              : [],
        })),
      }
    : null;

  return {
    width: round(contentRight + MARGIN),
    height: round(titleY + titleHeight + MARGIN),
    pieces,
    shapes,
    labels,
    legend,
    white,
  };
}

/**
 * The notes every template carries (the overview's title block and each piece page): how the
 * bottom is sealed, how far the print may land from the lines, white ink, and how to use the file.
 */
export function templateNotes(options: Pick<DielineOptions, 'white' | 'window'>): string[] {
  return [
    `Bottom seal: plain stand-up (Doyen) bottom, no K-seal: the ${mm(SIDE_SEAL_MM)} side seals run on down both ends of the folded gusset, and each half of the gusset is sealed to its panel in the curved band drawn on the Seals layer, ${mm(BOTTOM_SEAL_MM)} wide, from the side seals at the fold down to the bottom edge half-way across. Its shape and width are our own working figures, indicative to ± ${mm(POSITION_TOLERANCE_MM)} like every line: the converter's own drawing of its sealing tool governs.`,
    `Position tolerance: print to cut, seal and zipper lines may land up to ± ${mm(POSITION_TOLERANCE_MM)} apart (our own working figure, not a published standard); the ${mm(BLEED_MM)} bleed and ${mm(SAFE_MARGIN_MM)} safe margin cover it.`,
    ...(options.white ? [options.white.note, WHITE_KEEP_NOTE] : []),
    ...(options.window
      ? [
          `Clear area: the window gets no ink and no white${options.white ? `; the white stops ${mm(WHITE_WINDOW_CLEARANCE.mm)} short of the window's cut, the print-to-cut tolerance a converter publishes for printed pouches (± 1/16 in), so that no white rim shows in the window` : ''}.`,
        ]
      : []),
    PRESS_CONDITION
      ? `Colour: CMYK for the press's output condition ${PRESS_CONDITION.identifier} (${PRESS_CONDITION.condition}), the output intent embedded in the PDF.`
      : 'Colour: no output condition of our press is declared yet, so the PDF has no output intent and claims no PDF/X version: set colours in CMYK, and we confirm them with you on a proof before anything is printed.',
    "Drawn at 1:1 in millimetres. The template's technical layers (Cut, Fold, Seals, Bleed, Safe zone, Dimensions, Notes) are off, so that nothing of them prints: turn them on in your layers panel to see them, and place your artwork on a layer of its own.",
  ];
}
