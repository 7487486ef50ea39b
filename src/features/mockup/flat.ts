import { STYLES, type DielineLayout, type Rect, type Role, type Shape } from '@features/print-templates';
import { intersect } from './placement';
import { filmColour, markSpots, OVERLAYS, pieceShapes, type Film, type Overlay } from './pouch-shape';
import { paintDesign, paintWindow } from './paint';
import type { PouchArt } from '@features/catalogue';
import type { Placed, Side, WindowSeen } from './model';

/**
 * The flat view: the print template as the printer lays it out, with the designs on their panels,
 * the template's lines over them as the buyer chooses, and each warning drawn where it is.
 */

export interface FlatScene {
  layout: DielineLayout;
  art: PouchArt;
  placed: Partial<Record<Side, Placed>>;
  overlays: ReadonlySet<Overlay>;
  windowSeen: WindowSeen;
  /** The film printed on, and whether white ink goes under the design. */
  film: Film;
  underlay: boolean;
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

const dash = (d?: readonly number[]) => (d ? [...d] : []);

function pathOf(ctx: CanvasRenderingContext2D, s: Shape): void {
  ctx.beginPath();
  if (s.kind === 'rect') {
    if (s.radius) ctx.roundRect(s.x, s.y, s.width, s.height, s.radius);
    else ctx.rect(s.x, s.y, s.width, s.height);
    return;
  }
  if (s.kind === 'path') {
    for (const step of s.steps) {
      if (step.op === 'M') ctx.moveTo(step.x, step.y);
      else if (step.op === 'L') ctx.lineTo(step.x, step.y);
      else if (step.op === 'C') ctx.bezierCurveTo(step.x1, step.y1, step.x2, step.y2, step.x, step.y);
      else ctx.closePath();
    }
    return;
  }
  s.points.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  if (s.kind === 'polygon') ctx.closePath();
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

/** A warning's place: a dashed outline round it, and its number in a disc at (cx, cy). */
export function markWarning(ctx: CanvasRenderingContext2D, n: number, at: Rect, cx: number, cy: number, r: number, unit: number): void {
  ctx.save();
  ctx.setLineDash([unit * 4, unit * 2.5]);
  ctx.lineWidth = unit * 2;
  ctx.strokeStyle = WARNING_COLOUR;
  ctx.strokeRect(at.x, at.y, at.width, at.height);
  ctx.setLineDash([]);
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
    paintDesign(ctx, design.screen, p, scene.film, scene.underlay);
    ctx.restore();
  }
  const shapes = pieceShapes(scene.layout);
  const windowShape = shapes.find((s): s is Extract<Shape, { kind: 'rect' }> => s.kind === 'rect' && s.role === 'window');
  // The window is cut whatever lines are shown: no ink goes there, what is behind the film shows.
  if (windowShape) paintWindow(ctx, { ...windowShape, radius: windowShape.radius ?? 0 }, scene.windowSeen);
  for (const s of shapes) if ((OVERLAYS as readonly Role[]).includes(s.role) && scene.overlays.has(s.role as Overlay)) strokeShape(ctx, s, unit * 1.5);
  // The panel the keys move.
  const active = scene.layout.pieces.find((piece) => piece.name === scene.active)!.bleed;
  ctx.lineWidth = unit * 3;
  ctx.strokeStyle = '#e8590c';
  ctx.strokeRect(active.x - unit * 4, active.y - unit * 4, active.width + unit * 8, active.height + unit * 8);
  const frameShown = { x: frame.x + unit * 12, y: frame.y + unit * 12, width: frame.width - unit * 24, height: frame.height - unit * 24 };
  const r = unit * 9;
  const marks = scene.marks.map((m) => ({ n: m.n, at: intersect(m.at, frameShown) ?? m.at }));
  for (const spot of markSpots(marks, r, frameShown)) markWarning(ctx, spot.n, spot.at, spot.x, spot.y, r, unit);
}
