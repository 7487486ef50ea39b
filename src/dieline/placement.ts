import type { DielineLayout, Piece, Rect, Shape } from './layout';

/**
 * A buyer's design on a panel of the print template, in millimetres in the template's own
 * coordinates (`dielineLayout()`: origin top left, y down). The flat view, the standing view and
 * the proof PDF are renderers of this one model, as the SVG and the PDF are of the layout.
 */

/** A strip of the panel where printed detail is lost or spoilt, found on the layout's own shapes. */
export interface Band {
  kind: 'seal' | 'zipper' | 'notch' | 'fold';
  /** "the top seal", "the zipper band" — as a sentence names it. */
  name: string;
  rect: Rect;
}

/** What of one panel of the layout the design meets. */
export interface Panel {
  name: 'front' | 'back';
  trim: Rect;
  bleed: Rect;
  safe: Rect;
  bands: readonly Band[];
  /** The window cut-out (front panel only, when the pouch has one): no ink, the film shows through. */
  window?: Rect & { radius: number };
}

/** The design as a rectangle on the template, in mm. */
export type Placement = Rect;

/** A design's own size: pixels for a raster image; a vector design has no resolution of its own. */
export interface DesignSize {
  width: number;
  height: number;
  vector: boolean;
}

/** The zipper's track and its tape: print under it is hidden or distorted. */
export const ZIPPER_BAND_MM = 10;
/** Either side of the tear line through the notches: the pouch tears open across it. */
export const NOTCH_BAND_MM = 6;
/** Either side of the gusset fold: print bends under the pouch here. */
export const FOLD_BAND_MM = 6;
/** Below this a raster design may print soft; below `SOFT_PPI` it will. */
export const SHARP_PPI = 300;
export const SOFT_PPI = 150;
/** The share of a band's pixels with a sharp edge above which the band holds detail (text, lines, logos). */
export const DETAIL_SHARE = 0.004;
/** A step in lightness (0–255) between neighbouring pixels that counts as an edge. */
export const EDGE_STEP = 48;

const MM_PER_INCH = 25.4;
const EPSILON = 0.01;

const right = (r: Rect) => r.x + r.width;
const bottom = (r: Rect) => r.y + r.height;

/** Where two rectangles overlap, or null. */
export function intersect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(right(a), right(b)) - x;
  const h = Math.min(bottom(a), bottom(b)) - y;
  return w > EPSILON && h > EPSILON ? { x, y, width: w, height: h } : null;
}

const within = (r: Rect, outer: Rect) => r.x >= outer.x - EPSILON && r.y >= outer.y - EPSILON && right(r) <= right(outer) + EPSILON && bottom(r) <= bottom(outer) + EPSILON;
const boundsOf = (s: Shape): Rect => {
  if (s.kind === 'rect') return { x: s.x, y: s.y, width: s.width, height: s.height };
  const xs = s.points.map((p) => p.x);
  const ys = s.points.map((p) => p.y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
};

/**
 * The front or back panel of a template with the bands read off its shapes: the seals, the zipper
 * line, the tear notches and the gusset fold that `dielineLayout()` drew inside that panel.
 * @example panelOf(dielineLayout({ width: 150, length: 220, gusset: 40 }, options), 'front').bands
 * // top seal, left and right side seals, zipper band, tear notch band, gusset fold band
 */
export function panelOf(layout: DielineLayout, name: Panel['name']): Panel {
  const piece = layout.pieces.find((p) => p.name === name) as Piece;
  const { trim, bleed } = piece;
  const inside = layout.shapes.filter((s) => within(boundsOf(s), bleed));
  const bands: Band[] = [];
  const across = (y: number, depth: number): Rect => ({ x: trim.x, y: y - depth / 2, width: trim.width, height: depth });
  for (const s of inside) {
    const b = boundsOf(s);
    if (s.role === 'seal') {
      const where = b.width >= trim.width - EPSILON ? 'top seal' : b.x <= trim.x + EPSILON ? 'left side seal' : 'right side seal';
      bands.push({ kind: 'seal', name: `the ${where}`, rect: b });
    } else if (s.role === 'zipper') bands.push({ kind: 'zipper', name: 'the zipper band', rect: across(b.y + b.height / 2, ZIPPER_BAND_MM) });
    else if (s.role === 'fold') bands.push({ kind: 'fold', name: 'the gusset fold', rect: across(b.y, FOLD_BAND_MM) });
  }
  // Two notch triangles, one in each side seal, make one tear line across the panel.
  const notch = inside.find((s) => s.role === 'notch');
  if (notch) {
    const b = boundsOf(notch);
    bands.push({ kind: 'notch', name: 'the tear notch line', rect: across(b.y + b.height / 2, NOTCH_BAND_MM) });
  }
  const safe = inside.find((s) => s.role === 'safe');
  const window = inside.find((s): s is Extract<Shape, { kind: 'rect' }> => s.kind === 'rect' && s.role === 'window');
  return {
    name,
    trim,
    bleed,
    safe: safe ? boundsOf(safe) : trim,
    bands,
    ...(window ? { window: { x: window.x, y: window.y, width: window.width, height: window.height, radius: window.radius ?? 0 } } : {}),
  };
}

const centred = (box: Rect, width: number, height: number): Placement => ({
  x: box.x + (box.width - width) / 2,
  y: box.y + (box.height - height) / 2,
  width,
  height,
});

/** The design covering `box` (the bleed box, by default), centred: nothing of the box left bare. */
export function fill(box: Rect, design: DesignSize): Placement {
  const scale = Math.max(box.width / design.width, box.height / design.height);
  return centred(box, design.width * scale, design.height * scale);
}

/** The whole design inside `box`, centred: nothing of it cut. */
export function fit(box: Rect, design: DesignSize): Placement {
  const scale = Math.min(box.width / design.width, box.height / design.height);
  return centred(box, design.width * scale, design.height * scale);
}

/** Moved by dx, dy mm. */
export const move = (p: Placement, dx: number, dy: number): Placement => ({ ...p, x: p.x + dx, y: p.y + dy });

/** Scaled by `factor` about its centre (or about `at`), its proportions kept. */
export function scale(p: Placement, factor: number, at = { x: p.x + p.width / 2, y: p.y + p.height / 2 }): Placement {
  return { x: at.x - (at.x - p.x) * factor, y: at.y - (at.y - p.y) * factor, width: p.width * factor, height: p.height * factor };
}

/** Pixels per inch at print size, or null for a vector design (it prints sharp at any size). */
export function ppi(design: DesignSize, p: Placement): number | null {
  if (design.vector) return null;
  return Math.min(design.width / (p.width / MM_PER_INCH), design.height / (p.height / MM_PER_INCH));
}

/** The share (0–1) of the design's area the trim cuts away. */
export function cropShare(p: Placement, trim: Rect): number {
  const kept = intersect(p, trim);
  return 1 - (kept ? kept.width * kept.height : 0) / (p.width * p.height);
}

/** The strips of the bleed box the design leaves bare, each with how wide it is in mm. */
export function whiteEdges(p: Placement, bleed: Rect): { side: 'top' | 'right' | 'bottom' | 'left'; mm: number; rect: Rect }[] {
  const edges: { side: 'top' | 'right' | 'bottom' | 'left'; mm: number; rect: Rect }[] = [];
  const top = p.y - bleed.y;
  const left = p.x - bleed.x;
  const rightGap = right(bleed) - right(p);
  const bottomGap = bottom(bleed) - bottom(p);
  if (top > EPSILON) edges.push({ side: 'top', mm: top, rect: { x: bleed.x, y: bleed.y, width: bleed.width, height: Math.min(top, bleed.height) } });
  if (rightGap > EPSILON) edges.push({ side: 'right', mm: rightGap, rect: { x: Math.max(bleed.x, right(p)), y: bleed.y, width: Math.min(rightGap, bleed.width), height: bleed.height } });
  if (bottomGap > EPSILON) edges.push({ side: 'bottom', mm: bottomGap, rect: { x: bleed.x, y: Math.max(bleed.y, bottom(p)), width: bleed.width, height: Math.min(bottomGap, bleed.height) } });
  if (left > EPSILON) edges.push({ side: 'left', mm: left, rect: { x: bleed.x, y: bleed.y, width: Math.min(left, bleed.width), height: bleed.height } });
  return edges;
}

/** The bands the design reaches into. */
export const bandsCrossed = (p: Placement, bands: readonly Band[]): Band[] => bands.filter((b) => intersect(p, b.rect));

/** A picture of the design's lightness: one byte (0 black – 255 white) a pixel, row by row. */
export interface Lightness {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/**
 * The share (0–1) of the design's pixels inside `area` (mm on the template) that sit on a sharp
 * edge: a step of at least `EDGE_STEP` in lightness to the next pixel right or below. Text, line
 * art and logo edges are full of such steps; a plain margin, a soft gradient or a photo's
 * out-of-focus background has few or none. 0 where the design does not reach the area.
 */
export function edgeShare(image: Lightness, p: Placement, area: Rect): number {
  const seen = intersect(p, area);
  if (!seen) return 0;
  const sx = image.width / p.width;
  const sy = image.height / p.height;
  const x0 = Math.max(0, Math.floor((seen.x - p.x) * sx));
  const y0 = Math.max(0, Math.floor((seen.y - p.y) * sy));
  const x1 = Math.min(image.width - 1, Math.ceil((right(seen) - p.x) * sx));
  const y1 = Math.min(image.height - 1, Math.ceil((bottom(seen) - p.y) * sy));
  let edges = 0;
  let count = 0;
  const { data, width } = image;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      const here = data[i]!;
      count++;
      if (Math.abs(here - data[i + 1]!) >= EDGE_STEP || Math.abs(here - data[i + width]!) >= EDGE_STEP) edges++;
    }
  }
  return count ? edges / count : 0;
}

/** A prepress warning: what is wrong, the fix, and where on the template it is. */
export interface Warning {
  kind: 'resolution' | 'crop' | 'detail' | 'white-edge' | 'colour';
  level: 'warning' | 'note';
  text: string;
  /** Where to draw it, in mm on the template; none for a note about the whole file. */
  at?: Rect;
}

const mmText = (n: number) => `${Math.round(n * 10) / 10} mm`;
const SIDES_SHOWN = 0.05;

/**
 * Everything prepress would say about the design placed so on this panel, each with its fix:
 * resolution at print size, what the trim crops, detail in the seals, zipper band, tear line and
 * gusset fold (measured on `image`, the design's lightness), bare edges in the bleed, and the
 * colour note (screens show RGB; the press prints CMYK).
 */
export function assess(panel: Panel, design: DesignSize, p: Placement, image: Lightness | null): Warning[] {
  const warnings: Warning[] = [];
  const side = panel.name === 'front' ? 'Front' : 'Back';
  const resolution = ppi(design, p);
  if (resolution !== null && resolution < SHARP_PPI) {
    const figure = Math.round(resolution);
    const needed = Math.ceil((p.width / MM_PER_INCH) * SHARP_PPI);
    warnings.push({
      kind: 'resolution',
      level: 'warning',
      text: `${side}: ${figure} ppi at print size ${resolution < SOFT_PPI ? 'will print soft' : 'may print soft'} (300 ppi prints sharp). Fix: use an image of at least ${needed} pixels across, or place this one smaller.`,
      at: p,
    });
  }
  const crop = cropShare(p, panel.trim);
  if (crop > SIDES_SHOWN) {
    warnings.push({
      kind: 'crop',
      level: 'warning',
      text: `${side}: the trim cuts away ${Math.round(crop * 100)} % of the design. Fix: choose "Fit" or make the design the panel's proportions (${mmText(panel.bleed.width)} x ${mmText(panel.bleed.height)} with bleed).`,
      at: p,
    });
  }
  for (const band of bandsCrossed(p, panel.bands)) {
    if (!image || edgeShare(image, p, band.rect) < DETAIL_SHARE) continue;
    const fix = band.kind === 'seal' ? 'keep text and logos inside the safe zone; let only the background run into the seal'
      : band.kind === 'zipper' ? 'move text and logos below the zipper band'
      : band.kind === 'notch' ? 'keep text and logos off the tear line; it is torn when the pouch is opened'
      : 'keep text and logos above the fold; below it the print turns under the pouch';
    warnings.push({ kind: 'detail', level: 'warning', text: `${side}: text or fine detail in ${band.name}. Fix: ${fix}.`, at: intersect(p, band.rect)! });
  }
  for (const edge of whiteEdges(p, panel.bleed)) {
    warnings.push({
      kind: 'white-edge',
      level: 'warning',
      text: `${side}: a white edge of ${mmText(edge.mm)} at the ${edge.side}: the design stops short of the bleed. Fix: choose "Fill", or extend the background ${mmText(edge.mm)} further.`,
      at: edge.rect,
    });
  }
  return warnings;
}

/** The colour note, once per proof: what the screen shows is RGB, the press prints CMYK. */
export const COLOUR_NOTE: Warning = {
  kind: 'colour',
  level: 'note',
  text: 'Colours: your file is shown in RGB; the pouch is printed in CMYK, so bright greens, blues and oranges print duller. Fix: send a CMYK file (or ask us for a printed colour proof) where colour matters.',
};
