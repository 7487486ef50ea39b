/**
 * The pouch art's colours, without its schema: the drawings on the server (pouch.ts) and the
 * design mock-up in the browser paint the same materials from this one table.
 */

/** The films a pouch is drawn in (the pouch art's `material`). */
export const MATERIALS = ['kraft', 'clear', 'gold', 'silver', 'colour', 'milky'] as const;

/** Each material's body colour: the lit side, then the shaded side. */
export const BODY: Record<(typeof MATERIALS)[number], [string, string]> = {
  kraft: ['#c89b6d', '#a87a4f'],
  clear: ['#eef4f7', '#d5e1e7'],
  gold: ['#f1d27a', '#b8892b'],
  silver: ['#eef0f3', '#a9b0ba'],
  colour: ['', ''],
  milky: ['#fbfbf8', '#e3e4de'],
};

/** Darkens a #rrggbb colour by a factor (0..1), for the shaded side of a coloured body. */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/** What the window shows: the film's backdrop and the goods packed behind it. */
export const WINDOW_SEEN = { backdrop: '#fdf6e9', goods: '#b9772f' } as const;
