import { BODY, shade, WINDOW_SEEN } from './pouch-palette';
import type { PouchArt } from './pouch.schema';

export type { PouchArt } from './pouch.schema';

/**
 * Draws a stand-up pouch as a self-contained SVG (viewBox 0 0 200 240) from its attributes.
 * Ids inside are prefixed with `key` so several drawings can share one page when inlined.
 * @example pouchSvg({ material: 'kraft', finish: 'matte', window: true, zipper: true, colour: '#1f6f5c' }, 'kw')
 */
export function pouchSvg(art: PouchArt, key = 'p'): string {
  const [light, dark] = art.material === 'colour' ? [art.colour, shade(art.colour, 0.62)] : BODY[art.material];
  const id = (s: string) => `${key}-${s}`;
  const body = 'M40 26 H160 Q166 26 166 32 L170 206 Q171 218 158 220 L100 224 L42 220 Q29 218 30 206 L34 32 Q34 26 40 26 Z';
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="${id('b')}" x1="0" x2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`,
    `<linearGradient id="${id('s')}" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<clipPath id="${id('c')}"><path d="${body}"/></clipPath></defs>`,
  );
  parts.push(`<ellipse cx="100" cy="228" rx="74" ry="7" fill="#000" opacity="0.12"/>`);
  parts.push(`<path d="${body}" fill="url(#${id('b')})" stroke="${dark}" stroke-width="1.5"/>`);
  const clip: string[] = [];
  if (art.material === 'kraft') {
    for (let y = 40; y < 220; y += 9) clip.push(`<path d="M30 ${y} q35 3 70 0 t70 1" stroke="#8a5f37" stroke-width="0.6" opacity="0.25" fill="none"/>`);
  }
  if (art.material === 'clear' || art.material === 'milky') {
    clip.push(`<ellipse cx="100" cy="186" rx="52" ry="26" fill="#c98b3c" opacity="${art.material === 'clear' ? 0.55 : 0.25}"/>`);
  }
  // Printed brand label band: every product is custom printed.
  if (art.material !== 'colour') clip.push(`<rect x="30" y="58" width="140" height="34" fill="${art.colour}" opacity="0.92"/>`);
  clip.push(
    `<rect x="62" y="68" width="76" height="6" rx="3" fill="#fff" opacity="0.9"/><rect x="76" y="79" width="48" height="4" rx="2" fill="#fff" opacity="0.7"/>`,
  );
  if (art.window) {
    clip.push(
      `<rect x="66" y="112" width="68" height="78" rx="34" fill="${WINDOW_SEEN.backdrop}" stroke="${dark}" stroke-width="1.2"/>`,
      `<g fill="${WINDOW_SEEN.goods}" opacity="0.85"><circle cx="86" cy="170" r="7"/><circle cx="102" cy="176" r="8"/><circle cx="118" cy="168" r="7"/><circle cx="94" cy="156" r="6"/><circle cx="111" cy="154" r="6"/></g>`,
    );
  }
  if (art.zipper) clip.push(`<path d="M34 46 H166" stroke="${dark}" stroke-width="3" stroke-dasharray="4 2" opacity="0.8"/>`);
  // Bottom gusset fold, what makes the pouch stand.
  clip.push(`<path d="M32 200 Q100 192 168 200" stroke="${dark}" stroke-width="1.2" fill="none" opacity="0.6"/>`);
  if (art.finish !== 'matte') {
    const opacity = art.finish === 'metallic' ? 0.55 : 0.4;
    clip.push(`<path d="M44 26 L74 26 L46 220 L36 220 Z" fill="url(#${id('s')})" opacity="${opacity}"/>`);
  }
  parts.push(`<g clip-path="url(#${id('c')})">${clip.join('')}</g>`);
  // Tear notches and the top seal.
  parts.push(
    `<path d="M34 30 H166" stroke="${dark}" stroke-width="1" opacity="0.5"/><path d="M33 38 l5 2 l-5 2 M167 38 l-5 2 l5 2" stroke="${dark}" fill="none"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" width="200" height="240" role="img">${parts.join('')}</svg>`;
}
