import { STYLES, type DielineLayout, type Rect, type Role, type Shape } from '../../../src/dieline/layout';
import { intersect, type Placement } from '../../../src/dieline/placement';
import { BODY, WINDOW_SEEN } from '../../../src/art/pouch-palette';
import type { PouchArt } from '../../../src/art/pouch';
import type { Design } from './design';

/**
 * The flat view: the print template as the printer lays it out, with the designs on their panels,
 * the template's lines over them as the buyer chooses, and each warning drawn where it is.
 */

export const OVERLAYS = ['trim', 'bleed', 'safe', 'seal', 'zipper', 'notch', 'fold', 'window'] as const satisfies readonly Role[];
export type Overlay = (typeof OVERLAYS)[number];
/** What the window's clear film shows behind it. */
export type WindowSeen = 'clear' | 'kraft' | 'foil';
export type Side = 'front' | 'back';

export interface Placed {
  design: Design;
  placement: Placement;
}

export interface FlatScene {
  layout: DielineLayout;
  art: PouchArt;
  placed: Partial<Record<Side, Placed>>;
  overlays: ReadonlySet<Overlay>;
  windowSeen: WindowSeen;
  /** Numbered warnings, drawn where they are. */
  marks: readonly { n: number; at: Rect }[];
  active: Side;
}

export const WARNING_COLOUR = '#b42318';
const PAD_MM = 4;

/** The part of the template the flat view shows: the three pieces with a little room round them. */
export function flatFrame(layout: DielineLayout): Rect {
  const b = layout.pieces.map((p) => p.bleed);
  const x = Math.min(...b.map((r) => r.x)) - PAD_MM;
  const y = Math.min(...b.map((r) => r.y)) - PAD_MM;
  return { x, y, width: Math.max(...b.map((r) => r.x + r.width)) + PAD_MM - x, height: Math.max(...b.map((r) => r.y + r.height)) + PAD_MM - y };
}

/** The unprinted film's colour: the material's lit side (a coloured pouch is its colour). */
export const filmColour = (art: PouchArt): string => (art.material === 'colour' ? art.colour : BODY[art.material][0]);

/** The window cut-out filled with what shows through it, in the current coordinates. */
export function paintWindow(ctx: CanvasRenderingContext2D, r: Rect & { radius: number }, seen: WindowSeen): void {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.width, r.height, r.radius);
  ctx.clip();
  if (seen === 'foil') {
    const g = ctx.createLinearGradient(r.x, r.y, r.x + r.width, r.y + r.height);
    g.addColorStop(0, BODY.silver[0]);
    g.addColorStop(0.45, '#ffffff');
    g.addColorStop(0.55, BODY.silver[1]);
    g.addColorStop(1, BODY.silver[0]);
    ctx.fillStyle = g;
    ctx.fillRect(r.x, r.y, r.width, r.height);
  } else if (seen === 'kraft') {
    ctx.fillStyle = BODY.kraft[0];
    ctx.fillRect(r.x, r.y, r.width, r.height);
    ctx.strokeStyle = 'rgb(138 95 55 / 25%)';
    ctx.lineWidth = r.width / 150;
    for (let y = r.y; y < r.y + r.height; y += r.height / 18) {
      ctx.beginPath();
      ctx.moveTo(r.x, y);
      ctx.quadraticCurveTo(r.x + r.width / 2, y + r.height / 60, r.x + r.width, y);
      ctx.stroke();
    }
  } else {
    // Clear film: the goods packed behind it, as the pouch drawings show them.
    ctx.fillStyle = WINDOW_SEEN.backdrop;
    ctx.fillRect(r.x, r.y, r.width, r.height);
    ctx.fillStyle = WINDOW_SEEN.goods;
    const d = Math.min(r.width, r.height) / 7;
    for (let row = 0; row * d * 1.5 < r.height + d; row++) {
      for (let col = 0; col * d * 1.7 < r.width + d; col++) {
        ctx.globalAlpha = 0.65 + ((row * 7 + col * 3) % 5) * 0.07;
        ctx.beginPath();
        ctx.ellipse(r.x + col * d * 1.7 + (row % 2) * d * 0.85, r.y + r.height * 0.35 + row * d * 1.25, d * 0.8, d * 0.62, (row + col) * 0.6, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.globalAlpha = 1;
  }
  ctx.restore();
}

const dash = (d?: readonly number[]) => (d ? [...d] : []);

function pathOf(ctx: CanvasRenderingContext2D, s: Shape): void {
  ctx.beginPath();
  if (s.kind === 'rect') {
    if (s.radius) ctx.roundRect(s.x, s.y, s.width, s.height, s.radius);
    else ctx.rect(s.x, s.y, s.width, s.height);
    return;
  }
  s.points.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  if (s.kind === 'polygon') ctx.closePath();
}

/** The template's shapes inside its pieces (not its legend or measures), by role. */
export function pieceShapes(layout: DielineLayout): Shape[] {
  const inPiece = (x: number, y: number) => layout.pieces.some((p) => x >= p.bleed.x - 0.01 && y >= p.bleed.y - 0.01 && x <= p.bleed.x + p.bleed.width + 0.01 && y <= p.bleed.y + p.bleed.height + 0.01);
  return layout.shapes.filter((s) => (s.kind === 'rect' ? inPiece(s.x, s.y) && inPiece(s.x + s.width, s.y + s.height) : s.points.every((p) => inPiece(p.x, p.y))));
}

/** Draws one template line or area in its own colours; areas (seals) are see-through over the design. */
export function strokeShape(ctx: CanvasRenderingContext2D, s: Shape, hairline: number): void {
  const style = STYLES[s.role];
  pathOf(ctx, s);
  if (s.role === 'seal' || s.role === 'notch') {
    ctx.globalAlpha = s.role === 'seal' ? 0.35 : 0.9;
    ctx.fillStyle = style.fill!;
    ctx.fill();
    ctx.globalAlpha = 1;
  }
  if (style.stroke) {
    ctx.setLineDash(dash(style.dash));
    ctx.lineWidth = Math.max(style.width ?? 0.25, hairline);
    ctx.strokeStyle = style.stroke;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/** A warning's place: a dashed outline and its number in a disc. */
export function markWarning(ctx: CanvasRenderingContext2D, n: number, at: Rect, unit: number, nth = 0): void {
  ctx.save();
  ctx.setLineDash([unit * 4, unit * 2.5]);
  ctx.lineWidth = unit * 2;
  ctx.strokeStyle = WARNING_COLOUR;
  if (!nth) ctx.strokeRect(at.x, at.y, at.width, at.height);
  ctx.setLineDash([]);
  const r = unit * 9;
  // Several warnings about one place (the whole design) line their numbers up.
  const cx = at.x + Math.min(r + unit * 2, at.width / 2) + nth * r * 2.3;
  const cy = at.y + Math.min(r + unit * 2, at.height / 2);
  ctx.fillStyle = WARNING_COLOUR;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = unit * 1.5;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${r * 1.3}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(n), cx, cy + unit * 0.5);
  ctx.restore();
}

/**
 * Draws the flat view on `canvas` (its size in device pixels already set): the film of every
 * piece, each design on its panel (faint where the trim cuts it away, whole inside the bleed),
 * the window, the chosen template lines and the warnings.
 */
export function drawFlat(canvas: HTMLCanvasElement, scene: FlatScene): void {
  const ctx = canvas.getContext('2d')!;
  const frame = flatFrame(scene.layout);
  const k = canvas.width / frame.width;
  /** One device pixel, in mm. */
  const unit = 1 / k;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#f4f1ec';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(k, 0, 0, k, -frame.x * k, -frame.y * k);
  ctx.imageSmoothingQuality = 'medium';
  for (const piece of scene.layout.pieces) {
    ctx.fillStyle = filmColour(scene.art);
    ctx.fillRect(piece.bleed.x, piece.bleed.y, piece.bleed.width, piece.bleed.height);
  }
  for (const side of ['front', 'back'] as const) {
    const placed = scene.placed[side];
    if (!placed) continue;
    const { placement: p, design } = placed;
    const bleed = scene.layout.pieces.find((piece) => piece.name === side)!.bleed;
    // What the trim cuts away, faint; what is printed, whole.
    ctx.globalAlpha = 0.28;
    ctx.drawImage(design.screen, p.x, p.y, p.width, p.height);
    ctx.globalAlpha = 1;
    ctx.save();
    ctx.beginPath();
    ctx.rect(bleed.x, bleed.y, bleed.width, bleed.height);
    ctx.clip();
    ctx.fillStyle = filmColour(scene.art);
    ctx.fillRect(bleed.x, bleed.y, bleed.width, bleed.height);
    ctx.drawImage(design.screen, p.x, p.y, p.width, p.height);
    ctx.restore();
  }
  const shapes = pieceShapes(scene.layout);
  const windowShape = shapes.find((s): s is Extract<Shape, { kind: 'rect' }> => s.kind === 'rect' && s.role === 'window');
  if (windowShape && scene.overlays.has('window')) paintWindow(ctx, { ...windowShape, radius: windowShape.radius ?? 0 }, scene.windowSeen);
  for (const s of shapes) if ((OVERLAYS as readonly Role[]).includes(s.role) && scene.overlays.has(s.role as Overlay)) strokeShape(ctx, s, unit * 1.5);
  // The panel the keys move.
  const active = scene.layout.pieces.find((piece) => piece.name === scene.active)!.bleed;
  ctx.lineWidth = unit * 3;
  ctx.strokeStyle = '#e8590c';
  ctx.strokeRect(active.x - unit * 4, active.y - unit * 4, active.width + unit * 8, active.height + unit * 8);
  const frameShown = { x: frame.x + unit * 12, y: frame.y + unit * 12, width: frame.width - unit * 24, height: frame.height - unit * 24 };
  const seen = new Map<string, number>();
  for (const m of scene.marks) {
    const at = intersect(m.at, frameShown) ?? m.at;
    const key = `${at.x} ${at.y} ${at.width} ${at.height}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    markWarning(ctx, m.n, at, unit, nth);
  }
}
