import { lettering, outline } from './lettering';
import { pouchSvg, type PouchArt } from '@features/catalogue';
import type { Scene, ScenePouch } from './scene.schema';

export type { Scene, ScenePouch } from './scene.schema';

/**
 * Mock-up scenes for the portfolio, blog and about pictures: one to three printed pouches
 * (drawn by the same `pouchSvg` as the product pictures, so every image of the site looks
 * alike) on a coloured backdrop, with the client's brand printed on the label band and a
 * little of the product scattered in front.
 */
/** Canvas sizes: portfolio pictures are 4:3, blog and about pictures 16:9. */
export const SCENE_SIZES = { standard: { width: 600, height: 450 }, wide: { width: 800, height: 450 } } as const;
export type SceneSize = keyof typeof SCENE_SIZES;

const POUCH_RATIO = 200 / 240;

function darker(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

const r = (n: number) => Math.round(n * 10) / 10;

/** The pouch drawing placed at (x, y) with the given height, nested as its own <svg>. */
function placedPouch(art: PouchArt, key: string, x: number, y: number, h: number): string {
  const inner = pouchSvg(art, key);
  return inner.replace(/^<svg [^>]*>/, `<svg x="${r(x)}" y="${r(y)}" width="${r(h * POUCH_RATIO)}" height="${r(h)}" viewBox="0 0 200 240">`);
}

/** The brand name and line printed over the pouch's label band (band: y 58–92 of 240). */
function brandBand(p: ScenePouch, x: number, y: number, h: number): string {
  const s = h / 240;
  const band = p.art.material === 'colour' ? darker(p.art.colour, 0.78) : p.art.colour;
  // As large as 15 units, smaller when the name would not fit the band's 118 units.
  const size = Math.min(15, 118 / (outline(p.brand, 'serif').width / 1000));
  return [
    `<rect x="${r(x + 35 * s)}" y="${r(y + 58 * s)}" width="${r(130 * s)}" height="${r(34 * s)}" fill="${band}"/>`,
    lettering(p.brand, { x: x + 100 * s, y: y + 78 * s, size: size * s, face: 'serif', attrs: 'fill="#fff"' }),
    lettering(p.line.toUpperCase(), { x: x + 100 * s, y: y + 88 * s, size: 6.4 * s, face: 'sans', spacing: 0.6 * s, attrs: 'fill="#fff" fill-opacity="0.85"' }),
  ].join('');
}

function pouchAt(p: ScenePouch, key: string, x: number, y: number, h: number): string {
  return placedPouch(p.art, key, x, y, h) + brandBand(p, x, y, h);
}

/** A round sticker on the pouch and a sheet of the same stickers beside it. */
function labels(p: ScenePouch, px: number, py: number, ph: number, sheetX: number, sheetY: number): string {
  const s = ph / 240;
  const word = p.brand.split(' ')[0]!.slice(0, 8);
  const wordEm = outline(word, 'serif').width / 1000; // the word's width at a size of 1
  const sticker = (cx: number, cy: number, rad: number) =>
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="#fff" stroke="${p.art.colour}" stroke-width="${r(rad * 0.14)}"/>` +
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad * 0.7)}" fill="none" stroke="${p.art.colour}" stroke-width="${r(rad * 0.03)}" stroke-dasharray="${r(rad * 0.08)} ${r(rad * 0.06)}"/>` +
    lettering(word, { x: cx, y: cy + rad * 0.12, size: Math.min(rad * 0.36, (rad * 1.2) / wordEm), face: 'serif', attrs: `fill="${p.art.colour}"` });
  const parts = [sticker(px + 100 * s, py + 150 * s, 34 * s)];
  const w = 190;
  const hgt = 250;
  parts.push(
    `<g transform="rotate(-5 ${sheetX + w / 2} ${sheetY + hgt / 2})">`,
    `<rect x="${sheetX + 6}" y="${sheetY + 8}" width="${w}" height="${hgt}" rx="10" fill="#000" opacity="0.12"/>`,
    `<rect x="${sheetX}" y="${sheetY}" width="${w}" height="${hgt}" rx="10" fill="#fffdf7"/>`,
  );
  for (let row = 0; row < 3; row++) for (let col = 0; col < 2; col++) parts.push(sticker(sheetX + 52 + col * 86, sheetY + 46 + row * 80, 34));
  parts.push('</g>');
  return parts.join('');
}

const GARNISH_SPOTS: ReadonlyArray<[number, number, number]> = [
  [-30, 6, 0],
  [-14, 14, 40],
  [2, 4, 80],
  [16, 16, 120],
  [30, 8, 160],
  [-22, 22, 200],
  [8, 26, 240],
  [24, 24, 280],
  [-6, 18, 320],
];

function garnish(kind: NonNullable<Scene['garnish']>, cx: number, cy: number): string {
  if (kind === 'none') return '';
  const shapes = GARNISH_SPOTS.map(([dx, dy, angle], i) => {
    const x = r(cx + dx * 1.6);
    const y = r(cy + dy);
    switch (kind) {
      case 'beans':
        return `<g transform="rotate(${angle} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="9" ry="6.5" fill="${i % 2 ? '#4a2c1a' : '#5c3a22'}"/><path d="M${x - 7} ${y} q7 -3 14 0" stroke="#2b180c" stroke-width="1.2" fill="none"/></g>`;
      case 'nuts':
        return `<ellipse cx="${x}" cy="${y}" rx="10" ry="6" transform="rotate(${angle} ${x} ${y})" fill="${i % 3 ? '#d9a45b' : '#c98b3c'}" stroke="#a8692a" stroke-width="0.8"/>`;
      case 'leaves':
        return `<path d="M${x - 12} ${y} q12 -10 24 0 q-12 10 -24 0z" transform="rotate(${angle / 4 - 40} ${x} ${y})" fill="${i % 2 ? '#2f9e44' : '#51a14b'}"/>`;
      case 'spice':
        return `<circle cx="${x}" cy="${y}" r="${5 + (i % 3)}" fill="${i % 3 === 0 ? '#c92a2a' : i % 3 === 1 ? '#e8590c' : '#f08c00'}"/>`;
      case 'grain':
        return `<ellipse cx="${x}" cy="${y}" rx="4.5" ry="3" transform="rotate(${angle} ${x} ${y})" fill="${i % 2 ? '#e9c46a' : '#d4a373'}"/>`;
    }
  });
  return `<g transform="translate(${cx} ${cy}) scale(1.35) translate(${-cx} ${-cy})">${shapes.join('')}</g>`;
}

/**
 * Draws a scene as a self-contained SVG. `key` prefixes every id inside, so several scenes and
 * product drawings can live in one document.
 * @example sceneSvg({ layout: 'single', background: ['#fde68a', '#f59e0b'], pouches: [{ art, brand: 'Hill Bean', line: 'Coffee' }] }, 'p1')
 */
export function sceneSvg(input: Scene, key: string, size: SceneSize = 'standard'): string {
  const scene = { ...input, garnish: input.garnish ?? 'none' };
  const { width: W, height: H } = SCENE_SIZES[size];
  const cx = W / 2;
  const [bgA, bgB] = scene.background;
  const floor = H * 0.78;
  const id = (s: string) => `${key}-${s}`;
  const parts: string[] = [
    `<defs><linearGradient id="${id('bg')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${id('bg')})"/>`,
    `<circle cx="${r(W * 0.84)}" cy="${r(H * 0.16)}" r="${r(H * 0.36)}" fill="#fff" opacity="0.13"/>`,
    `<circle cx="${r(W * 0.1)}" cy="${r(H * 0.86)}" r="${r(H * 0.3)}" fill="#fff" opacity="0.1"/>`,
    `<rect y="${r(floor)}" width="${W}" height="${r(H - floor)}" fill="#000" opacity="0.07"/>`,
  ];
  const [first, second, third] = scene.pouches;
  const base = floor + 22; // pouches stand a little in front of the floor line
  const stand = (p: ScenePouch, i: number, centre: number, h: number) => pouchAt(p, `${key}-${i}`, centre - (h * POUCH_RATIO) / 2, base - h, h);
  switch (scene.layout) {
    case 'single':
      parts.push(stand(first!, 0, cx, 340), garnish(scene.garnish, cx + 170, floor + 40), garnish(scene.garnish, cx - 170, floor + 44));
      break;
    case 'pair':
      parts.push(stand(second ?? first!, 1, cx + 78, 290), stand(first!, 0, cx - 70, 330), garnish(scene.garnish, cx + 190, floor + 44));
      break;
    case 'trio':
      parts.push(
        stand(second ?? first!, 1, cx - 150, 240),
        stand(third ?? first!, 2, cx + 150, 270),
        stand(first!, 0, cx, 320),
        garnish(scene.garnish, cx - 40, floor + 56),
      );
      break;
    case 'label': {
      const h = 320;
      const x = cx - 40 - h * POUCH_RATIO;
      parts.push(pouchAt(first!, `${key}-0`, x, base - h, h), labels(first!, x, base - h, h, cx + 40, 90), garnish(scene.garnish, cx - 230, floor + 50));
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>`;
}
