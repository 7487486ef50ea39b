import { BODY } from '@features/catalogue';
import type { PouchArt } from '@features/catalogue';
import type { Dimensions } from '@features/catalogue';
import { TEAR_NOTCH_FROM_TOP_MM, TOP_SEAL_MM, SIDE_SEAL_MM, ZIPPER_FROM_TOP_MM } from '@features/catalogue';
import type { Panel } from './placement';
import { filmColour, filmOf, type Film } from './pouch-shape';
import { paintDesign, paintWindow } from './paint';
import type { Placed, ProofInput, WindowSeen } from './model';

/**
 * The standing view: the filled pouch on a shelf, three-quarters on, with the front panel as
 * printed (the design, the window, the seals) wrapped over its bulging face in perspective. The
 * face is a mesh of small triangles, each the panel picture under an affine transform (what a
 * canvas can do without WebGL), lit by a lamp above left: the finish decides how much it shines.
 */

/** Pixels per mm of the printed panel the mesh is cut from. */
const TEXTURE_PX_PER_MM = 4;
const COLUMNS = 18;
const ROWS = 26;
/** The pouch turned this far from facing the camera, and the camera this far above it (radians). */
const YAW = 0.32;
const PITCH = 0.16;

/** The front panel as it is printed, trim to trim, at TEXTURE_PX_PER_MM. */
export function printedPanel(panel: Panel, placed: Placed | undefined, art: PouchArt, seen: WindowSeen, film: Film, underlay: boolean): HTMLCanvasElement {
  const { trim } = panel;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(trim.width * TEXTURE_PX_PER_MM);
  canvas.height = Math.round(trim.height * TEXTURE_PX_PER_MM);
  const ctx = canvas.getContext('2d')!;
  ctx.scale(TEXTURE_PX_PER_MM, TEXTURE_PX_PER_MM);
  ctx.translate(-trim.x, -trim.y);
  ctx.fillStyle = filmColour(art);
  ctx.fillRect(trim.x, trim.y, trim.width, trim.height);
  if (art.material === 'kraft') {
    // The paper's fibres, where no ink covers them.
    ctx.strokeStyle = 'rgb(138 95 55 / 18%)';
    ctx.lineWidth = 0.25;
    for (let y = trim.y + 2; y < trim.y + trim.height; y += 2.7) {
      ctx.beginPath();
      ctx.moveTo(trim.x, y);
      ctx.bezierCurveTo(trim.x + trim.width / 3, y + 0.8, trim.x + (2 * trim.width) / 3, y - 0.6, trim.x + trim.width, y + 0.3);
      ctx.stroke();
    }
  }
  if (placed) {
    const p = placed.placement;
    paintDesign(ctx, placed.design.screen, p, film, underlay);
  }
  if (panel.window) paintWindow(ctx, panel.window, seen);
  // Heat seals are pressed with a ribbed jaw: fine ridges catch the light.
  ctx.strokeStyle = 'rgb(255 255 255 / 14%)';
  ctx.lineWidth = 0.35;
  for (let x = trim.x + 1; x < trim.x + trim.width; x += 1.2) {
    ctx.beginPath();
    ctx.moveTo(x, trim.y);
    ctx.lineTo(x, trim.y + TOP_SEAL_MM);
    ctx.stroke();
  }
  for (let y = trim.y + TOP_SEAL_MM; y < trim.y + trim.height; y += 1.2) {
    ctx.beginPath();
    ctx.moveTo(trim.x, y);
    ctx.lineTo(trim.x + SIDE_SEAL_MM, y);
    ctx.moveTo(trim.x + trim.width - SIDE_SEAL_MM, y);
    ctx.lineTo(trim.x + trim.width, y);
    ctx.stroke();
  }
  if (art.zipper) {
    // The zipper's track shows through the film as a ridge: a shadow under a highlight.
    const y = trim.y + ZIPPER_FROM_TOP_MM;
    ctx.fillStyle = 'rgb(0 0 0 / 22%)';
    ctx.fillRect(trim.x, y, trim.width, 1.6);
    ctx.fillStyle = 'rgb(255 255 255 / 30%)';
    ctx.fillRect(trim.x, y - 1.2, trim.width, 1.2);
  }
  return canvas;
}

interface Vec {
  x: number;
  y: number;
  z: number;
}
const norm = (v: Vec): Vec => {
  const l = Math.hypot(v.x, v.y, v.z) || 1;
  return { x: v.x / l, y: v.y / l, z: v.z / l };
};
const dot = (a: Vec, b: Vec) => a.x * b.x + a.y * b.y + a.z * b.z;
const smooth = (a: number, b: number, t: number) => {
  const s = Math.min(1, Math.max(0, (t - a) / (b - a)));
  return s * s * (3 - 2 * s);
};

/** How the finish answers the lamp: its broad sheen and its sharp highlight. */
const FINISH = {
  matte: { shine: 0.1, sharpness: 6 },
  glossy: { shine: 0.55, sharpness: 38 },
  metallic: { shine: 0.75, sharpness: 22 },
} as const;

/**
 * Draws the pouch standing on a shelf onto `canvas` (its size in device pixels already set),
 * its front printed as `printed` shows (from `printedPanel`).
 */
export function drawStanding(canvas: HTMLCanvasElement, dimensions: Dimensions, art: PouchArt, printed: HTMLCanvasElement): void {
  const ctx = canvas.getContext('2d')!;
  const W = canvas.width;
  const H = canvas.height;
  const { width: w, length: l, gusset: g } = dimensions;
  // What shows of the front: from the top seal down to where the gusset turns under.
  const shown = l - g / 2;
  const bulge = g * 0.55;
  const yaw = { c: Math.cos(YAW), s: Math.sin(YAW) };
  const pitch = { c: Math.cos(PITCH), s: Math.sin(PITCH) };
  const distance = l * 3.2;

  /** The face's point at (u across, t down), in the camera's frame: x right, y down, z towards the camera. */
  const surface = (u: number, t: number): Vec => {
    const fill = smooth(0.04, 0.9, t) ** 0.8;
    const across = 2 * u - 1;
    const x = across * (w / 2) * (1 - 0.05 * fill * (1 - across * across));
    const y = t * shown;
    const z = bulge * fill * (1 - across * across);
    const x1 = x * yaw.c + z * yaw.s;
    const z1 = -x * yaw.s + z * yaw.c;
    return { x: x1, y: y * pitch.c + z1 * pitch.s, z: -y * pitch.s + z1 * pitch.c };
  };
  const project = (v: Vec) => ({ x: v.x / (distance - v.z), y: v.y / (distance - v.z) });

  const grid: { x: number; y: number; n: Vec }[][] = [];
  for (let j = 0; j <= ROWS; j++) {
    const row: { x: number; y: number; n: Vec }[] = [];
    for (let i = 0; i <= COLUMNS; i++) {
      const u = i / COLUMNS;
      const t = j / ROWS;
      const e = 1e-3;
      const p = surface(u, t);
      const du = surface(Math.min(1, u + e), t);
      const du0 = surface(Math.max(0, u - e), t);
      const dt = surface(u, Math.min(1, t + e));
      const dt0 = surface(u, Math.max(0, t - e));
      const a = { x: du.x - du0.x, y: du.y - du0.y, z: du.z - du0.z };
      const b = { x: dt.x - dt0.x, y: dt.y - dt0.y, z: dt.z - dt0.z };
      // Outward (towards the camera): a x b with x right and y down.
      const n = norm({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });
      const q = project(p);
      row.push({ x: q.x, y: q.y, n: n.z < 0 ? { x: -n.x, y: -n.y, z: -n.z } : n });
    }
    grid.push(row);
  }
  // Fit the pouch into the frame: its foot on the shelf line, centred, with room round it.
  const all = grid.flat();
  const minX = Math.min(...all.map((p) => p.x));
  const maxX = Math.max(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const maxY = Math.max(...all.map((p) => p.y));
  const scale = Math.min((W * 0.62) / (maxX - minX), (H * 0.74) / (maxY - minY));
  const floor = H * 0.86;
  const ox = W / 2 - ((minX + maxX) / 2) * scale;
  const oy = floor - maxY * scale;
  for (const p of all) {
    p.x = p.x * scale + ox;
    p.y = p.y * scale + oy;
  }

  // The studio: a wall sweeping into the shelf, lit from the left.
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const wall = ctx.createLinearGradient(0, 0, 0, H);
  wall.addColorStop(0, '#efece7');
  wall.addColorStop(0.78, '#e2ddd5');
  wall.addColorStop(0.8, '#d8d2c8');
  wall.addColorStop(1, '#ebe7e1');
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, W, H);
  const glow = ctx.createRadialGradient(W * 0.3, H * 0.25, 0, W * 0.3, H * 0.25, W * 0.8);
  glow.addColorStop(0, 'rgb(255 255 255 / 55%)');
  glow.addColorStop(1, 'rgb(255 255 255 / 0%)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, W, H);

  // The pouch's shadow on the shelf, cast right and back, and the dark line where it stands.
  const foot = grid[ROWS]!;
  const footLeft = foot[0]!;
  const footRight = foot[COLUMNS]!;
  const footMid = (footLeft.x + footRight.x) / 2;
  const footWidth = footRight.x - footLeft.x;
  ctx.save();
  ctx.filter = `blur(${Math.round(footWidth * 0.05)}px)`;
  ctx.fillStyle = 'rgb(40 30 20 / 30%)';
  ctx.beginPath();
  ctx.ellipse(footMid + footWidth * 0.12, floor - footWidth * 0.02, footWidth * 0.62, footWidth * 0.09, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.filter = 'none';
  ctx.restore();
  ctx.fillStyle = 'rgb(30 20 10 / 45%)';
  ctx.beginPath();
  ctx.ellipse(footMid, floor - footWidth * 0.01, footWidth * 0.5, footWidth * 0.03, 0, 0, Math.PI * 2);
  ctx.fill();

  // The printed face, a triangle at a time.
  const tw = printed.width;
  const th = (printed.height * shown) / l;
  const texel = (i: number, j: number) => ({ x: (i / COLUMNS) * tw, y: (j / ROWS) * th });
  const triangle = (a: [number, number], b: [number, number], c: [number, number]) => {
    const [d0, d1, d2] = [grid[a[1]]![a[0]]!, grid[b[1]]![b[0]]!, grid[c[1]]![c[0]]!];
    const [s0, s1, s2] = [texel(...a), texel(...b), texel(...c)];
    // The affine map taking the panel's triangle onto the face's.
    const den = (s1.x - s0.x) * (s2.y - s0.y) - (s2.x - s0.x) * (s1.y - s0.y);
    const m11 = ((d1.x - d0.x) * (s2.y - s0.y) - (d2.x - d0.x) * (s1.y - s0.y)) / den;
    const m12 = ((d1.y - d0.y) * (s2.y - s0.y) - (d2.y - d0.y) * (s1.y - s0.y)) / den;
    const m21 = ((d2.x - d0.x) * (s1.x - s0.x) - (d1.x - d0.x) * (s2.x - s0.x)) / den;
    const m22 = ((d2.y - d0.y) * (s1.x - s0.x) - (d1.y - d0.y) * (s2.x - s0.x)) / den;
    const dx = d0.x - m11 * s0.x - m21 * s0.y;
    const dy = d0.y - m12 * s0.x - m22 * s0.y;
    // Clipped a little wide, so neighbours overlap and no seam shows.
    const cx = (d0.x + d1.x + d2.x) / 3;
    const cy = (d0.y + d1.y + d2.y) / 3;
    const out = (p: { x: number; y: number }) => {
      const l = Math.hypot(p.x - cx, p.y - cy) || 1;
      return [p.x + ((p.x - cx) / l) * 0.9, p.y + ((p.y - cy) / l) * 0.9] as const;
    };
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(...out(d0));
    ctx.lineTo(...out(d1));
    ctx.lineTo(...out(d2));
    ctx.closePath();
    ctx.clip();
    ctx.setTransform(m11, m12, m21, m22, dx, dy);
    const sx = Math.max(0, Math.floor(Math.min(s0.x, s1.x, s2.x)) - 2);
    const sy = Math.max(0, Math.floor(Math.min(s0.y, s1.y, s2.y)) - 2);
    const sw = Math.min(tw, Math.ceil(Math.max(s0.x, s1.x, s2.x)) + 2) - sx;
    const sh = Math.min(printed.height, Math.ceil(Math.max(s0.y, s1.y, s2.y)) + 2) - sy;
    ctx.drawImage(printed, sx, sy, sw, sh, sx, sy, sw, sh);
    ctx.restore();
  };
  for (let j = 0; j < ROWS; j++) {
    for (let i = 0; i < COLUMNS; i++) {
      triangle([i, j], [i + 1, j], [i, j + 1]);
      triangle([i + 1, j], [i + 1, j + 1], [i, j + 1]);
    }
  }

  // Light: the lamp above left and in front; the finish decides the highlight.
  const lamp = norm({ x: -0.55, y: -0.5, z: 0.75 });
  const half = norm({ x: lamp.x, y: lamp.y, z: lamp.z + 1 });
  const finish = FINISH[art.finish];
  const tint = art.material === 'gold' ? '255 236 180' : '255 255 255';
  const light = (n: Vec) => {
    const diffuse = Math.max(0, dot(n, lamp));
    const specular = finish.shine * Math.max(0, dot(n, half)) ** finish.sharpness;
    return { shadow: Math.max(0, 0.78 - diffuse) * 0.62, shine: specular };
  };
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // Lit as one surface, not cell by cell, so no seam shows: across the face by the normals of the
  // row where the pouch bulges most, then down it (the foot turns under, into the shade).
  const outline = () => {
    ctx.beginPath();
    grid[0]!.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
    for (let j = 1; j <= ROWS; j++) ctx.lineTo(grid[j]![COLUMNS]!.x, grid[j]![COLUMNS]!.y);
    for (let i = COLUMNS - 1; i >= 0; i--) ctx.lineTo(grid[ROWS]![i]!.x, grid[ROWS]![i]!.y);
    for (let j = ROWS - 1; j > 0; j--) ctx.lineTo(grid[j]![0]!.x, grid[j]![0]!.y);
    ctx.closePath();
  };
  const widest = grid[Math.round(ROWS * 0.7)]!;
  const from = widest[0]!;
  const to = widest[COLUMNS]!;
  const shadow = ctx.createLinearGradient(from.x, from.y, to.x, to.y);
  const shine = ctx.createLinearGradient(from.x, from.y, to.x, to.y);
  for (const p of widest) {
    const at = Math.min(1, Math.max(0, (p.x - from.x) / (to.x - from.x)));
    const lit = light(p.n);
    shadow.addColorStop(at, `rgb(20 14 8 / ${lit.shadow})`);
    shine.addColorStop(at, `rgb(${tint} / ${Math.min(0.8, lit.shine)})`);
  }
  outline();
  ctx.fillStyle = shadow;
  ctx.fill();
  ctx.fillStyle = shine;
  ctx.fill();
  const crown = grid[0]![COLUMNS >> 1]!;
  const base = grid[ROWS]![COLUMNS >> 1]!;
  const down = ctx.createLinearGradient(crown.x, crown.y, base.x, base.y);
  down.addColorStop(0, 'rgb(255 255 255 / 10%)');
  down.addColorStop(0.25, 'rgb(255 255 255 / 0%)');
  down.addColorStop(0.8, 'rgb(20 14 8 / 0%)');
  down.addColorStop(1, 'rgb(20 14 8 / 30%)');
  ctx.fillStyle = down;
  ctx.fill();

  // The outline: a fine dark edge, the tear notches cut into the side seals, and the top seal's
  // crisp line catching the light.
  const edge = art.material === 'colour' ? art.colour : BODY[art.material === 'clear' || art.material === 'milky' ? 'silver' : art.material][1];
  ctx.strokeStyle = edge;
  ctx.globalAlpha = 0.7;
  ctx.lineWidth = Math.max(1, W / 700);
  outline();
  ctx.stroke();
  ctx.globalAlpha = 1;
  const notchRow = (TEAR_NOTCH_FROM_TOP_MM / shown) * ROWS;
  const j = Math.min(ROWS, Math.round(notchRow));
  const size = (grid[0]![COLUMNS]!.x - grid[0]![0]!.x) * 0.014;
  ctx.fillStyle = '#ddd7ce';
  for (const [p, dir] of [
    [grid[j]![0]!, 1],
    [grid[j]![COLUMNS]!, -1],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(p.x - dir * 1, p.y - size * 0.7);
    ctx.lineTo(p.x + dir * size, p.y);
    ctx.lineTo(p.x - dir * 1, p.y + size * 0.7);
    ctx.closePath();
    ctx.fill();
  }
}

/** The standing picture's quality as a JPEG: at 1400 × 1260 pixels over 76 mm, JPEG's rounding is not seen. */
const PICTURE_JPEG_QUALITY = 0.92;

/**
 * The pouch standing as the proof's summary shows it: 1400 × 1260 pixels, as a JPEG. The picture
 * is opaque (the studio wall fills it), so pdf-lib embeds the JPEG's bytes as they are, where a PNG
 * would be decoded and deflated again in JavaScript, a second or two of a phone's time. Needing
 * neither pdf-lib nor the fonts, it is drawn while they are still on their way.
 */
export async function standingJpeg(input: Omit<ProofInput, 'version' | 'picture'>): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = 1400;
  canvas.height = 1260;
  drawStanding(
    canvas,
    input.dimensions,
    input.art,
    printedPanel(input.panels.front, input.placed.front, input.art, input.windowSeen, filmOf(input), input.underlay),
  );
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no JPEG'))), 'image/jpeg', PICTURE_JPEG_QUALITY),
  );
  return new Uint8Array(await blob.arrayBuffer());
}
