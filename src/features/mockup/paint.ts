import { BODY, WINDOW_SEEN } from '@features/catalogue';
import type { Rect } from '@features/print-templates';
import { inkLook, roundedRect, type Film } from './pouch-shape';
import type { WindowSeen } from './model';

/** Canvas drawing shared by the flat and the standing views: the design's ink on the film, and the window. */

/** The design drawn at `p` (mm, in the current coordinates) as its ink looks on `film`, with or without white under it. */
export function paintDesign(ctx: CanvasRenderingContext2D, picture: CanvasImageSource, p: Rect, film: Film, underlay: boolean): void {
  const look = inkLook(film, underlay);
  ctx.save();
  ctx.globalCompositeOperation = look.blend;
  ctx.globalAlpha = look.alpha;
  ctx.drawImage(picture, p.x, p.y, p.width, p.height);
  ctx.restore();
}

/** The window's path (its rounded corners as the model's curves) on the canvas. */
export function windowPath(ctx: CanvasRenderingContext2D, r: Rect & { radius: number }): void {
  ctx.beginPath();
  for (const s of roundedRect(r)) {
    if (s.op === 'M') ctx.moveTo(s.x, s.y);
    else if (s.op === 'L') ctx.lineTo(s.x, s.y);
    else if (s.op === 'C') ctx.bezierCurveTo(s.x1, s.y1, s.x2, s.y2, s.x, s.y);
    else ctx.closePath();
  }
}

/** The window cut-out filled with what shows through it, in the current coordinates. */
export function paintWindow(ctx: CanvasRenderingContext2D, r: Rect & { radius: number }, seen: WindowSeen): void {
  ctx.save();
  windowPath(ctx, r);
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
