import type { PouchArt } from '@features/catalogue';
import type { Film } from '@features/print-templates';
import { BODY } from '@features/catalogue';
import { pathPoints } from '@features/print-templates';
import type { DielineLayout, Rect, Role, Shape } from '@features/print-templates';

/**
 * The design mock-up's pure model beside `placement.ts`: what the pouch's film is, whether it
 * takes white ink, how ink looks on it, the window's shape and where the warning markers go. The
 * flat view, the standing view and the proof draw from these; none of them decides any of it.
 */

export type Side = 'front' | 'back';
/** What the window's clear film shows behind it. */
export type WindowSeen = 'clear' | 'kraft' | 'foil';
/** The template lines the flat view can show over the design. */
export const OVERLAYS = ['trim', 'bleed', 'safe', 'seal', 'zipper', 'notch', 'fold', 'window'] as const satisfies readonly Role[];
export type Overlay = (typeof OVERLAYS)[number];

export { filmOf, needsWhiteInk, type Film, type PrintedProduct } from '@features/print-templates';

/** How the design's ink is laid on the film: over white ink it shows as drawn; without, it darkens on kraft and foil and lets clear film through. */
export function inkLook(film: Film, underlay: boolean): { blend: 'source-over' | 'multiply'; alpha: number } {
  if (underlay || film === 'white') return { blend: 'source-over', alpha: 1 };
  if (film === 'clear') return { blend: 'source-over', alpha: 0.72 };
  return { blend: 'multiply', alpha: 1 };
}

/** What the buyer sees where the design is white and no white ink goes. */
export const BARE: Record<Film, string> = { white: 'the white film', clear: 'clear film', kraft: 'bare kraft', metallised: 'bare foil' };

/** The unprinted film's colour: the material's lit side (a coloured pouch is its colour). */
export const filmColour = (art: Pick<PouchArt, 'material' | 'colour'>): string => (art.material === 'colour' ? art.colour : BODY[art.material][0]);

/** One step of a path in mm, y down: move, line, cubic curve (two controls and the end), close. */
export type PathStep =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

/** A quarter circle as a cubic: the controls this far along the tangents (of the radius). */
const KAPPA = 0.5522847498;

/** A rectangle with rounded corners as a path of lines and curves (the window cut-out's shape). */
export function roundedRect(r: Rect & { radius?: number }): PathStep[] {
  const k = Math.max(0, Math.min(r.radius ?? 0, r.width / 2, r.height / 2));
  const { x, y, width: w, height: h } = r;
  if (!k) return [{ op: 'M', x, y }, { op: 'L', x: x + w, y }, { op: 'L', x: x + w, y: y + h }, { op: 'L', x, y: y + h }, { op: 'Z' }];
  const c = k * (1 - KAPPA);
  return [
    { op: 'M', x: x + k, y },
    { op: 'L', x: x + w - k, y },
    { op: 'C', x1: x + w - c, y1: y, x2: x + w, y2: y + c, x: x + w, y: y + k },
    { op: 'L', x: x + w, y: y + h - k },
    { op: 'C', x1: x + w, y1: y + h - c, x2: x + w - c, y2: y + h, x: x + w - k, y: y + h },
    { op: 'L', x: x + k, y: y + h },
    { op: 'C', x1: x + c, y1: y + h, x2: x, y2: y + h - c, x, y: y + h - k },
    { op: 'L', x, y: y + k },
    { op: 'C', x1: x, y1: y + c, x2: x + c, y2: y, x: x + k, y },
    { op: 'Z' },
  ];
}

/** The path as SVG path data, its coordinates multiplied by `k`. */
export const svgPathOf = (steps: readonly PathStep[], k = 1): string =>
  steps
    .map((s) => (s.op === 'Z' ? 'Z' : s.op === 'C' ? `C${s.x1 * k} ${s.y1 * k} ${s.x2 * k} ${s.y2 * k} ${s.x * k} ${s.y * k}` : `${s.op}${s.x * k} ${s.y * k}`))
    .join(' ');

/** Where a rounded rectangle spans across at height y: [from, to] in x, or null above or below it. */
export function roundedSpan(r: Rect & { radius?: number }, y: number): [number, number] | null {
  if (y < r.y || y > r.y + r.height) return null;
  const k = Math.min(r.radius ?? 0, r.width / 2, r.height / 2);
  const dy = Math.max(r.y + k - y, y - (r.y + r.height - k), 0);
  const dx = k - Math.sqrt(Math.max(0, k * k - dy * dy));
  return [r.x + dx, r.x + r.width - dx];
}

/** Whether (x, y) lies inside a rounded rectangle. */
export function insideRounded(r: Rect & { radius?: number }, x: number, y: number): boolean {
  const span = roundedSpan(r, y);
  return span !== null && x >= span[0] && x <= span[1];
}

/** A numbered marker's disc, in mm on the template. */
export interface MarkSpot {
  n: number;
  at: Rect;
  x: number;
  y: number;
}

/**
 * Where each warning's numbered disc (radius `r` mm) goes: on the middle of the place at fault
 * (for a place as large as a whole design, inside its top left corner, where it covers nothing
 * of interest), kept inside `bounds`, and moved aside, nearest first, where it would cover a
 * disc already placed.
 */
export function markSpots(marks: readonly { n: number; at: Rect }[], r: number, bounds: Rect): MarkSpot[] {
  const spots: MarkSpot[] = [];
  const clampX = (x: number) => Math.min(Math.max(x, bounds.x + r), bounds.x + bounds.width - r);
  const clampY = (y: number) => Math.min(Math.max(y, bounds.y + r), bounds.y + bounds.height - r);
  const gap = r * 2.2;
  const free = (x: number, y: number) => spots.every((s) => Math.hypot(s.x - x, s.y - y) >= gap - 1e-9);
  for (const m of marks) {
    const large = m.at.width > r * 20 && m.at.height > r * 20;
    const cx = clampX(large ? m.at.x + r * 2 : m.at.x + m.at.width / 2);
    const cy = clampY(large ? m.at.y + r * 2 : m.at.y + m.at.height / 2);
    let spot = { x: cx, y: cy };
    search: for (let ring = 1; !free(spot.x, spot.y) && ring < 40; ring++) {
      for (let i = 0; i < 8 * ring; i++) {
        const angle = (i / (8 * ring)) * Math.PI * 2;
        const x = clampX(cx + Math.cos(angle) * gap * ring * 0.5);
        const y = clampY(cy + Math.sin(angle) * gap * ring * 0.5);
        if (free(x, y)) {
          spot = { x, y };
          break search;
        }
      }
    }
    spots.push({ n: m.n, at: m.at, ...spot });
  }
  return spots;
}

/** The template's shapes inside its pieces (not its legend or measures), by role. */
export function pieceShapes(layout: DielineLayout): Shape[] {
  const inPiece = (x: number, y: number) =>
    layout.pieces.some(
      (p) => x >= p.bleed.x - 0.01 && y >= p.bleed.y - 0.01 && x <= p.bleed.x + p.bleed.width + 0.01 && y <= p.bleed.y + p.bleed.height + 0.01,
    );
  return layout.shapes.filter((s) =>
    s.kind === 'rect'
      ? inPiece(s.x, s.y) && inPiece(s.x + s.width, s.y + s.height)
      : (s.kind === 'path' ? pathPoints(s.steps) : s.points).every((p) => inPiece(p.x, p.y)),
  );
}
