import { outlineWidth } from './measure';
import { OUTLINE_EM, OUTLINES, type Outline } from './outlines';

/**
 * The print templates' words as outlines: Noto Sans Regular and Bold (src/features/print-templates/outlines.ts,
 * written by scripts/outlines.mjs), so that neither the PDF nor the SVG names a font. A PDF/X
 * preflight asks for every font to be embedded, and outlines need none.
 */

export type Weight = 'normal' | 'bold';

/** One step of an outline, in the drawing's units (mm), absolute, y down. */
export type PathStep =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

/** What a character outside the outlines (never one the layout writes) is drawn as. */
const FALLBACK = '?';
const glyph = (weight: Weight, ch: string): Outline => OUTLINES[weight][ch] ?? OUTLINES[weight][FALLBACK]!;

export { outlineWidth };

const NUMBER = /-?\d+(?:\.\d+)?/g;

/**
 * The outline of `text` with its baseline's start at (x, y), `size` the em in the same unit;
 * `vertical` turns it a quarter counter-clockwise about (x, y), reading bottom to top.
 * Quadratic curves become cubic, so that a PDF content stream (which has only cubic) draws them.
 *
 * @example textOutline('FRONT', 10, 20, 5, 'bold', false)[0] // { op: 'M', x: ..., y: ... }
 */
export function textOutline(text: string, x: number, y: number, size: number, weight: Weight, vertical = false): PathStep[] {
  const steps: PathStep[] = [];
  const k = size / OUTLINE_EM;
  // A point of the glyph (units, y down, from the pen) onto the drawing.
  const place = (pen: number, gx: number, gy: number): [number, number] => {
    const dx = (pen + gx) * k;
    const dy = gy * k;
    return vertical ? [x + dy, y - dx] : [x + dx, y + dy];
  };
  let pen = 0;
  for (const ch of text) {
    const [, fx, fy, body] = glyph(weight, ch);
    if (fx !== undefined && fy !== undefined) {
      let cx = fx;
      let cy = fy;
      let sx = fx;
      let sy = fy;
      const at = (gx: number, gy: number) => place(pen, gx, gy);
      const move = (): void => {
        const [px, py] = at(cx, cy);
        steps.push({ op: 'M', x: px, y: py });
      };
      move();
      for (const [, command, args] of (body ?? '').matchAll(/([mlqcz])([^mlqcz]*)/g)) {
        const n = [...(args ?? '').matchAll(NUMBER)].map((m) => Number(m[0]));
        switch (command) {
          case 'm':
            cx += n[0]!;
            cy += n[1]!;
            sx = cx;
            sy = cy;
            move();
            break;
          case 'l': {
            cx += n[0]!;
            cy += n[1]!;
            const [px, py] = at(cx, cy);
            steps.push({ op: 'L', x: px, y: py });
            break;
          }
          case 'q': {
            // The control point and the end, both relative to the current point (as SVG's q).
            const qx = cx + n[0]!;
            const qy = cy + n[1]!;
            const ex = cx + n[2]!;
            const ey = cy + n[3]!;
            const [x1, y1] = at(cx + (2 / 3) * (qx - cx), cy + (2 / 3) * (qy - cy));
            const [x2, y2] = at(ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey));
            const [px, py] = at(ex, ey);
            steps.push({ op: 'C', x1, y1, x2, y2, x: px, y: py });
            cx = ex;
            cy = ey;
            break;
          }
          case 'c': {
            const ax = cx + n[0]!;
            const ay = cy + n[1]!;
            const bx = cx + n[2]!;
            const by = cy + n[3]!;
            const ex = cx + n[4]!;
            const ey = cy + n[5]!;
            const [x1, y1] = at(ax, ay);
            const [x2, y2] = at(bx, by);
            const [px, py] = at(ex, ey);
            steps.push({ op: 'C', x1, y1, x2, y2, x: px, y: py });
            cx = ex;
            cy = ey;
            break;
          }
          case 'z':
            steps.push({ op: 'Z' });
            cx = sx;
            cy = sy;
            break;
        }
      }
    }
    pen += outlineWidth(ch, OUTLINE_EM, weight); // the advances the layout measures with
  }
  return steps;
}
