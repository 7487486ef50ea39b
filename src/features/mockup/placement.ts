import type { DielineLayout, Piece, Rect, Shape } from '@features/print-templates';
import { pathPoints } from '@features/print-templates';
import { ZIPPER_BAND_MM } from '@features/catalogue';
import { roundedSpan, type Film } from './pouch-shape';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * A buyer's design on a panel of the print template, in millimetres in the template's own
 * coordinates (`dielineLayout()`: origin top left, y down). The flat view, the standing view and
 * the proof PDF are renderers of this one model, as the SVG and the PDF are of the layout.
 */

/** A strip of the panel where printed detail is lost or spoilt, found on the layout's own shapes. */
export interface Band {
  kind: 'seal' | 'zipper' | 'notch' | 'fold' | 'base';
  /** "the top seal", "the zipper band" — as an English sentence names it (`bandName` names it in any language). */
  name: string;
  /** Which seal: the top one or a side one. */
  seal?: 'top' | 'left' | 'right';
  /** How deep the base strip is, in mm. */
  depth?: number;
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
  /**
   * A vector design (a PDF page) holding pictures: the lowest density among them, in picture
   * pixels per unit of `width` (a point), across or down, whichever is less.
   */
  pixelsPerUnit?: number;
  /** Its printed size in mm as the file states it (an SVG's units, a PDF's page, a PNG's or JPEG's stored density). */
  mm?: { width: number; height: number };
}

/** Either side of the tear line through the notches: the pouch tears open across it. */
export const NOTCH_BAND_MM = 6;
/** Either side of the gusset fold: print bends under the pouch here. */
export const FOLD_BAND_MM = 6;
/**
 * Effective resolution at print size. 300 ppi is the target (twice a 150 lpi screen: "use a default
 * of 300 ppi at the final output size … an image resolution of 2 times the line screen",
 * http://pixelgraphicsnj.com/Resolutioninfo.html). Below 200 ppi a print shows it ("a marked
 * deterioration in output quality at resolutions below 200 ppi, while above 200 ppi the
 * improvement may be very subtle", EFI Fiery Desktop Color Primer, p. 74,
 * https://manualshive.com/ru/manual/fiery/color-server/2287999?page=74): a warning. At 150 ppi and
 * less an image is low resolution and prints blurred ("low-resolution images are considered
 * 150dpi and less … will have blurring and pixelation after printing",
 * https://www.ilinkfin.com/post/challenge-5-what-is-the-minimum-dpi-required-for-printing-file-output).
 */
export const SHARP_PPI = 300;
export const WARN_PPI = 200;
export const SOFT_PPI = 150;
/** The share of a band's pixels with a sharp edge above which the band holds detail (text, lines, logos). */
export const DETAIL_SHARE = 0.004;
/** A step in lightness (0–255) between neighbouring pixels that counts as an edge. */
export const EDGE_STEP = 48;

const MM_PER_INCH = 25.4;
const mmText = (n: number) => `${Math.round(n * 10) / 10} mm`;
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

const within = (r: Rect, outer: Rect) =>
  r.x >= outer.x - EPSILON && r.y >= outer.y - EPSILON && right(r) <= right(outer) + EPSILON && bottom(r) <= bottom(outer) + EPSILON;
const boundsOf = (s: Shape): Rect => {
  if (s.kind === 'rect') return { x: s.x, y: s.y, width: s.width, height: s.height };
  const points = s.kind === 'path' ? pathPoints(s.steps) : s.points;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
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
    // The curved bottom seal (bottom-seal.ts) lies wholly below the fold, inside the fold band and
    // the base band under it: their warnings already name that strip and its fix, so it adds none.
    if (s.role === 'seal' && s.kind === 'path') continue;
    if (s.role === 'seal') {
      const seal = b.width >= trim.width - EPSILON ? 'top' : b.x <= trim.x + EPSILON ? 'left' : 'right';
      bands.push({ kind: 'seal', name: bandName({ kind: 'seal', seal }, baseLocale), seal, rect: b });
    } else if (s.role === 'zipper')
      bands.push({ kind: 'zipper', name: bandName({ kind: 'zipper' }, baseLocale), rect: across(b.y + b.height / 2, ZIPPER_BAND_MM) });
    else if (s.role === 'fold') {
      bands.push({ kind: 'fold', name: bandName({ kind: 'fold' }, baseLocale), rect: across(b.y, FOLD_BAND_MM) });
      // Below the fold, the panel's foot turns under into the base: unseen on the shelf, pressed flat under it.
      const top = b.y + FOLD_BAND_MM / 2;
      const depth = bottom(trim) - b.y;
      if (bottom(trim) - top > EPSILON)
        bands.push({
          kind: 'base',
          name: bandName({ kind: 'base', depth }, baseLocale),
          depth,
          rect: { x: trim.x, y: top, width: trim.width, height: bottom(trim) - top },
        });
    }
  }
  // Two notch triangles, one in each side seal, make one tear line across the panel.
  const notch = inside.find((s) => s.role === 'notch');
  if (notch) {
    const b = boundsOf(notch);
    bands.push({ kind: 'notch', name: bandName({ kind: 'notch' }, baseLocale), rect: across(b.y + b.height / 2, NOTCH_BAND_MM) });
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
  const perUnit = design.vector ? design.pixelsPerUnit : 1;
  if (perUnit === undefined) return null;
  return perUnit * Math.min(design.width / (p.width / MM_PER_INCH), design.height / (p.height / MM_PER_INCH));
}

/** The design at its own printed size (`design.mm`), centred on the trim: placed 1:1, as made. */
export function actual(panel: Pick<Panel, 'trim'>, design: DesignSize): Placement | null {
  if (!design.mm) return null;
  return centred(panel.trim, design.mm.width, design.mm.height);
}

/** How near (mm) a design's own size must be to the trim's or the bleed's to count as made to the template. */
export const MADE_TO_SIZE_MM = 2;

/** Whether the design was made to this panel: its own size that of the trim or of the bleed, within MADE_TO_SIZE_MM. */
export function madeToTemplate(panel: Pick<Panel, 'trim' | 'bleed'>, design: DesignSize): boolean {
  const own = design.mm;
  if (!own) return false;
  return [panel.trim, panel.bleed].some((r) => Math.abs(r.width - own.width) <= MADE_TO_SIZE_MM && Math.abs(r.height - own.height) <= MADE_TO_SIZE_MM);
}

const fitsIn = (box: Rect, size: { width: number; height: number }) => size.width <= box.width + EPSILON && size.height <= box.height + EPSILON;

/**
 * Where a new design goes first, and how that came about: 1:1 when it was made to the template; a
 * vector file (a PDF page, an SVG) at the printed size its file states when that fits inside the
 * trim, centred in the safe zone where it fits there, else on the trim; anything else filling the
 * bleed. A logo drawn at 120 × 60 mm is shown at 120 × 60 mm, not blown up to cover the panel.
 * `own` says which of the two 1:1 cases it is.
 */
export function firstPlacement(
  panel: Pick<Panel, 'trim' | 'bleed' | 'safe'>,
  design: DesignSize,
): { placement: Placement; fit: 'actual' | 'fill'; own?: true } {
  const made = madeToTemplate(panel, design) ? actual(panel, design) : null;
  if (made) return { placement: made, fit: 'actual' };
  const size = design.mm;
  if (design.vector && size && fitsIn(panel.trim, size))
    return { placement: centred(fitsIn(panel.safe, size) ? panel.safe : panel.trim, size.width, size.height), fit: 'actual', own: true };
  return { placement: fill(panel.bleed, design), fit: 'fill' };
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
  if (rightGap > EPSILON)
    edges.push({
      side: 'right',
      mm: rightGap,
      rect: { x: Math.max(bleed.x, right(p)), y: bleed.y, width: Math.min(rightGap, bleed.width), height: bleed.height },
    });
  if (bottomGap > EPSILON)
    edges.push({
      side: 'bottom',
      mm: bottomGap,
      rect: { x: bleed.x, y: Math.max(bleed.y, bottom(p)), width: bleed.width, height: Math.min(bottomGap, bleed.height) },
    });
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

/** What of an area of the template holds sharp edges: their share of its pixels, and the box round them (mm), if any. */
export interface Edges {
  share: number;
  box: Rect | null;
}

/**
 * The pixels of the design inside `area` (mm on the template) that sit on a sharp edge: a step of
 * at least `EDGE_STEP` in lightness to the next pixel right or below. Text, line art and logo
 * edges are full of such steps; a plain margin, a soft gradient or a photo's out-of-focus
 * background has few or none. `span` (mm) narrows each row of pixels counted to a shape's, as the
 * window's: where the shape runs across at that height.
 */
export function edgesIn(image: Lightness, p: Placement, area: Rect, span?: (y: number) => [number, number] | null): Edges {
  const seen = intersect(p, area);
  if (!seen) return { share: 0, box: null };
  const sx = image.width / p.width;
  const sy = image.height / p.height;
  // The design's outermost pixels are left out, as pixels and as neighbours: a page drawn to a
  // canvas a fraction of a pixel larger (pdf.js rounds a 1104.5 px page up to 1105) leaves its last
  // column or row part page, part white, and the step into it is the design's edge, not detail.
  const x0 = Math.max(1, Math.floor((seen.x - p.x) * sx));
  const y0 = Math.max(1, Math.floor((seen.y - p.y) * sy));
  const x1 = Math.min(image.width - 2, Math.ceil((right(seen) - p.x) * sx));
  const y1 = Math.min(image.height - 2, Math.ceil((bottom(seen) - p.y) * sy));
  let edges = 0;
  let count = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const { data, width } = image;
  for (let y = y0; y < y1; y++) {
    let from = x0;
    let to = x1;
    if (span) {
      const across = span(p.y + (y + 0.5) / sy);
      if (!across) continue;
      from = Math.max(x0, Math.ceil((across[0] - p.x) * sx - 0.5));
      to = Math.min(x1, Math.floor((across[1] - p.x) * sx - 0.5) + 1);
    }
    for (let x = from; x < to; x++) {
      const i = y * width + x;
      const here = data[i]!;
      count++;
      if (Math.abs(here - data[i + 1]!) >= EDGE_STEP || Math.abs(here - data[i + width]!) >= EDGE_STEP) {
        edges++;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  const box = edges ? { x: p.x + minX / sx, y: p.y + minY / sy, width: (maxX + 2 - minX) / sx, height: (maxY + 2 - minY) / sy } : null;
  return { share: count ? edges / count : 0, box: box && (intersect(box, seen) ?? box) };
}

/** The share (0–1) of the design's pixels inside `area` that sit on a sharp edge (see `edgesIn`); 0 where the design does not reach it. */
export const edgeShare = (image: Lightness, p: Placement, area: Rect): number => edgesIn(image, p, area).share;

/** Lightness (0–255) at and above which a pixel counts as white. */
export const WHITE = 245;
/** The share of a row's (or column's) pixels that must be white for it to be part of a white border. */
const WHITE_ROW_SHARE = 0.98;
/** A white margin deeper than this share of the design is its background, not a border. */
const BORDER_MOST = 0.25;

type Edge = 'top' | 'right' | 'bottom' | 'left';
const EDGES: readonly Edge[] = ['top', 'right', 'bottom', 'left'];

/** How deep (in mm on the template, placed so) the design's own white border is at each side: 0 where it has none. */
export function whiteBorder(image: Lightness, p: Placement): Record<Edge, number> {
  const { width: w, height: h, data } = image;
  const whiteRow = (y: number) => {
    let n = 0;
    for (let x = 0; x < w; x++) if (data[y * w + x]! >= WHITE) n++;
    return n >= w * WHITE_ROW_SHARE;
  };
  const whiteColumn = (x: number) => {
    let n = 0;
    for (let y = 0; y < h; y++) if (data[y * w + x]! >= WHITE) n++;
    return n >= h * WHITE_ROW_SHARE;
  };
  const depth = (count: number, white: (i: number) => boolean, from: (i: number) => number) => {
    let i = 0;
    while (i < count * BORDER_MOST && white(from(i))) i++;
    return i >= count * BORDER_MOST ? 0 : i;
  };
  return {
    top: (depth(h, whiteRow, (i) => i) * p.height) / h,
    bottom: (depth(h, whiteRow, (i) => h - 1 - i) * p.height) / h,
    left: (depth(w, whiteColumn, (i) => i) * p.width) / w,
    right: (depth(w, whiteColumn, (i) => w - 1 - i) * p.width) / w,
  };
}

/** A white border narrower than this, where it shows inside the trim, goes unremarked. */
export const BORDER_SHOWN_MM = 0.5;

/** A prepress warning: what is wrong, the fix, and where on the template it is. */
export interface Warning {
  kind: 'resolution' | 'crop' | 'detail' | 'window' | 'white-border' | 'white-edge' | 'colour' | 'fonts';
  level: 'warning' | 'note';
  text: string;
  /** Where to draw it, in mm on the template (the detail at fault, where there is some); none for a note about the whole file. */
  at?: Rect;
}

/** How the design is printed, for what a white part of it looks like. */
export interface PrintedOn {
  film: Film;
  /** White ink under the design. */
  underlay: boolean;
}

const SIDES_SHOWN = 0.05;
const list = (words: readonly string[], locale: Locale) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')}${m.mockup_and({}, { locale })}${words.at(-1)}`;

/** A band as a sentence names it in `locale`: "the top seal", "ऊपर की सील", "மேல் சீல்". */
export function bandName(band: Pick<Band, 'kind' | 'seal' | 'depth'>, locale: Locale): string {
  const l = { locale };
  switch (band.kind) {
    case 'seal':
      return band.seal === 'left' ? m.mockup_band_left_seal({}, l) : band.seal === 'right' ? m.mockup_band_right_seal({}, l) : m.mockup_band_top_seal({}, l);
    case 'zipper':
      return m.mockup_band_zipper({}, l);
    case 'fold':
      return m.mockup_band_fold({}, l);
    case 'base':
      return m.mockup_band_base({ depth: mmText(band.depth ?? 0) }, l);
    case 'notch':
      return m.mockup_band_notch({}, l);
  }
}

type EdgeName = 'top' | 'right' | 'bottom' | 'left';
const edgeWord = (edge: EdgeName, locale: Locale) =>
  ({ top: m.mockup_edge_top, right: m.mockup_edge_right, bottom: m.mockup_edge_bottom, left: m.mockup_edge_left })[edge]({}, { locale });
/** What no ink on white shows on `film`, in `locale`: "clear film", "खाली क्राफ्ट". */
export const bareWords = (film: Film, locale: Locale): string =>
  ({ white: m.mockup_bare_white, clear: m.mockup_bare_clear, kraft: m.mockup_bare_kraft, metallised: m.mockup_bare_metallised })[film]({}, { locale });
/** A side as a warning's label: "Front", "फ्रंट", "முன்பக்கம்". */
export const sideLabel = (side: Panel['name'], locale: Locale): string => (side === 'front' ? m.mockup_side_front : m.mockup_side_back)({}, { locale });

/**
 * The words of every kind of prepress warning, from its facts, in each language: `assess` writes
 * its warnings with them, and a unit test holds that every kind has them in every language.
 */
export const prepressWords = {
  resolution: (f: { side: Panel['name']; ppi: number; soft: boolean; vector: boolean; times: number; pixels: number }, locale: Locale): string => {
    const words = { side: sideLabel(f.side, locale), ppi: f.ppi, sharp: SHARP_PPI, times: f.times, pixels: f.pixels };
    const say = f.vector ? (f.soft ? m.mockup_warn_res_pdf_soft : m.mockup_warn_res_pdf_maybe) : f.soft ? m.mockup_warn_res_soft : m.mockup_warn_res_maybe;
    return say(words, { locale });
  },
  crop: (f: { side: Panel['name']; share: number; width: number; height: number }, locale: Locale): string =>
    m.mockup_warn_crop({ side: sideLabel(f.side, locale), share: f.share, width: mmText(f.width), height: mmText(f.height) }, { locale }),
  window: (f: { side: Panel['name'] }, locale: Locale): string => m.mockup_warn_window({ side: sideLabel(f.side, locale) }, { locale }),
  detail: (f: { side: Panel['name']; band: Pick<Band, 'kind' | 'seal' | 'depth'> }, locale: Locale): string => {
    const l = { locale };
    const k = f.band.kind;
    const fix =
      k === 'seal'
        ? m.mockup_fix_seal({}, l)
        : k === 'zipper'
          ? m.mockup_fix_zipper({}, l)
          : k === 'notch'
            ? m.mockup_fix_notch({}, l)
            : k === 'base'
              ? m.mockup_fix_base({}, l)
              : m.mockup_fix_fold({}, l);
    return m.mockup_warn_detail({ side: sideLabel(f.side, locale), band: bandName(f.band, locale), fix }, l);
  },
  'white-border': (f: { side: Panel['name']; edges: readonly { edge: EdgeName; mm: number }[]; film: Film; underlay: boolean }, locale: Locale): string => {
    const l = { locale };
    const looks =
      f.film === 'white'
        ? m.mockup_looks_white({}, l)
        : f.underlay
          ? m.mockup_looks_underlay({}, l)
          : m.mockup_looks_bare({ bare: bareWords(f.film, locale) }, l);
    const edges = list(
      f.edges.map((e) => m.mockup_edge_at({ mm: mmText(e.mm), edge: edgeWord(e.edge, locale) }, l)),
      locale,
    );
    return m.mockup_warn_white_border({ side: sideLabel(f.side, locale), edges, looks }, l);
  },
  'white-edge': (f: { side: Panel['name']; edge: EdgeName; mm: number }, locale: Locale): string =>
    m.mockup_warn_white_edge({ side: sideLabel(f.side, locale), mm: mmText(f.mm), edge: edgeWord(f.edge, locale) }, { locale }),
  colour: (_f: object, locale: Locale): string => m.mockup_warn_colour({}, { locale }),
  fonts: (f: { side: Panel['name']; fonts: readonly string[] }, locale: Locale): string =>
    m.mockup_warn_fonts({ side: sideLabel(f.side, locale), fonts: list(f.fonts, locale) }, { locale }),
} satisfies { [K in Warning['kind']]: (facts: never, locale: Locale) => string };

/**
 * Everything prepress would say about the design placed so on this panel, each with its fix:
 * resolution at print size (of a raster design, or of the pictures in a PDF), what the trim
 * crops, detail under the window and in the seals, zipper band, tear line, gusset fold and base
 * (measured on `image`, the design's lightness, its own white border aside), that white border,
 * bare edges in the bleed, and the colour note (screens show RGB; the press prints CMYK).
 * Written in `locale` (prepressWords).
 */
export function assess(
  panel: Panel,
  design: DesignSize,
  p: Placement,
  image: Lightness | null,
  printed: PrintedOn = { film: 'white', underlay: false },
  locale: Locale = baseLocale,
): Warning[] {
  const warnings: Warning[] = [];
  const side = panel.name;
  const resolution = ppi(design, p);
  if (resolution !== null && resolution < WARN_PPI) {
    const figure = Math.round(resolution);
    const text = prepressWords.resolution(
      {
        side,
        ppi: figure,
        soft: resolution < SOFT_PPI,
        vector: design.vector,
        times: Math.ceil((SHARP_PPI / resolution) * 10) / 10,
        pixels: Math.ceil((p.width / MM_PER_INCH) * SHARP_PPI),
      },
      locale,
    );
    warnings.push({ kind: 'resolution', level: 'warning', text, at: intersect(p, panel.bleed) ?? p });
  }
  const crop = cropShare(p, panel.trim);
  if (crop > SIDES_SHOWN) {
    warnings.push({
      kind: 'crop',
      level: 'warning',
      text: prepressWords.crop({ side, share: Math.round(crop * 100), width: panel.bleed.width, height: panel.bleed.height }, locale),
      at: intersect(p, panel.bleed) ?? p,
    });
  }
  // The design's own white border is not detail: the step where it ends is left out of the bands' measure.
  const border = image ? whiteBorder(image, p) : { top: 0, right: 0, bottom: 0, left: 0 };
  const pixel = image ? Math.max(p.width / image.width, p.height / image.height) * 2 : 0;
  const inner: Rect = {
    x: p.x + (border.left ? border.left + pixel : 0),
    y: p.y + (border.top ? border.top + pixel : 0),
    width: p.width - (border.left ? border.left + pixel : 0) - (border.right ? border.right + pixel : 0),
    height: p.height - (border.top ? border.top + pixel : 0) - (border.bottom ? border.bottom + pixel : 0),
  };
  const detail = (area: Rect, span?: (y: number) => [number, number] | null): Edges => {
    const where = image && inner.width > 0 && inner.height > 0 ? intersect(area, inner) : null;
    return where ? edgesIn(image!, p, where, span) : { share: 0, box: null };
  };
  if (panel.window) {
    const w = panel.window;
    const found = detail(w, (y) => roundedSpan(w, y));
    if (found.share >= DETAIL_SHARE) {
      warnings.push({
        kind: 'window',
        level: 'warning',
        text: prepressWords.window({ side }, locale),
        at: found.box ?? intersect(p, w) ?? w,
      });
    }
  }
  for (const band of bandsCrossed(p, panel.bands)) {
    const found = detail(band.rect);
    if (found.share < DETAIL_SHARE) continue;
    warnings.push({ kind: 'detail', level: 'warning', text: prepressWords.detail({ side, band }, locale), at: found.box ?? intersect(p, band.rect)! });
  }
  // Where the border shows inside the trim, and how deep.
  const shown: { edge: Edge; mm: number; rect: Rect }[] = [];
  for (const edge of EDGES) {
    const depth = border[edge];
    if (!depth) continue;
    const strip: Rect =
      edge === 'top'
        ? { x: p.x, y: p.y, width: p.width, height: depth }
        : edge === 'bottom'
          ? { x: p.x, y: bottom(p) - depth, width: p.width, height: depth }
          : edge === 'left'
            ? { x: p.x, y: p.y, width: depth, height: p.height }
            : { x: right(p) - depth, y: p.y, width: depth, height: p.height };
    const inTrim = intersect(strip, panel.trim);
    const visible = inTrim ? (edge === 'top' || edge === 'bottom' ? inTrim.height : inTrim.width) : 0;
    if (inTrim && visible >= BORDER_SHOWN_MM) shown.push({ edge, mm: visible, rect: inTrim });
  }
  if (shown.length) {
    const { film, underlay } = printed;
    warnings.push({
      kind: 'white-border',
      level: 'warning',
      text: prepressWords['white-border']({ side, edges: shown.map((s) => ({ edge: s.edge, mm: s.mm })), film, underlay }, locale),
      at: shown.reduce((a, b) => (b.mm > a.mm ? b : a)).rect,
    });
  }
  for (const edge of whiteEdges(p, panel.bleed)) {
    warnings.push({
      kind: 'white-edge',
      level: 'warning',
      text: prepressWords['white-edge']({ side, edge: edge.side, mm: edge.mm }, locale),
      at: edge.rect,
    });
  }
  return warnings;
}

/** A PDF design's fonts that are not embedded, named: the press would set its words in another font. */
export const fontsWarning = (side: Panel['name'], fonts: readonly string[], locale: Locale): Warning => ({
  kind: 'fonts',
  level: 'warning',
  text: prepressWords.fonts({ side, fonts }, locale),
});
/** The colour note, once per proof where a design is RGB, in `locale`: the press prints CMYK. */
export const colourNote = (locale: Locale): Warning => ({ kind: 'colour', level: 'note', text: prepressWords.colour({}, locale) });
/** The colour note in English. */
export const COLOUR_NOTE: Warning = colourNote(baseLocale);
