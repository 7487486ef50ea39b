/**
 * Where a buyer placed their design on a quote line's pouch, as plain data: the browser keeps it
 * with the design (src/features/quote-and-wishlist/line-designs.ts), sends it with the file's upload, and the worker
 * records it beside the file and writes it into the staff's copy. Pure data and checks: the
 * browser imports it too, without zod (the worker's schema is src/features/enquiry/files/line.ts, on these limits).
 */

/** How the design was sized on its panel, as the mock-up's buttons name it. */
export const fitModes = ['fill', 'fit', 'actual', 'free'] as const;
export type FitMode = (typeof fitModes)[number];

export const panels = ['front', 'back'] as const;
export type PanelName = (typeof panels)[number];

/**
 * A design on the print template: the panel, its rectangle in mm in the template's own coordinates
 * (src/features/mockup/placement.ts: origin top left, y down), how it was sized, and whether white ink goes
 * under it.
 */
export interface LinePlacement {
  panel: PanelName;
  x: number;
  y: number;
  width: number;
  height: number;
  fit: FitMode;
  underlay: boolean;
}

/**
 * What a placement's numbers may be: no template we make is a metre across, so a corner lies
 * within a metre of the template's origin either way, and a design is 1 mm to a metre on a side.
 */
export const placementLimits = { coordinateMm: 1000, minSideMm: 1, maxSideMm: 1000 } as const;

/** The quote line a file is for: the product and size, as the quote list names them. */
export interface FileLine {
  product: string;
  size: string;
}

const inRange = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** A stored or sent value as a placement, or null when any of it is missing, unknown or out of range. */
export function readPlacement(value: unknown): LinePlacement | null {
  if (!value || typeof value !== 'object') return null;
  const o = value as Record<string, unknown>;
  const { coordinateMm: c, minSideMm, maxSideMm } = placementLimits;
  if (!panels.includes(o.panel as PanelName) || !fitModes.includes(o.fit as FitMode) || typeof o.underlay !== 'boolean') return null;
  if (!inRange(o.x, -c, c) || !inRange(o.y, -c, c) || !inRange(o.width, minSideMm, maxSideMm) || !inRange(o.height, minSideMm, maxSideMm)) return null;
  return { panel: o.panel as PanelName, x: o.x, y: o.y, width: o.width, height: o.height, fit: o.fit as FitMode, underlay: o.underlay };
}

const fitWords: Record<FitMode, string> = {
  fill: 'filling the bleed',
  fit: 'fitted inside the bleed',
  actual: 'placed 1:1',
  free: 'placed by hand',
};

/** Millimetres to a tenth, without a trailing zero: 3, 156.5. */
const mm = (n: number) => `${Math.round(n * 10) / 10}`;

/**
 * A placement as the staff read it: "front, placed 1:1 at x 3 mm, y 3 mm, 156 × 226 mm", and
 * ", white underlay" when white ink goes under the design.
 */
export const placementText = (p: LinePlacement): string =>
  `${p.panel}, ${fitWords[p.fit]} at x ${mm(p.x)} mm, y ${mm(p.y)} mm, ${mm(p.width)} × ${mm(p.height)} mm${p.underlay ? ', white underlay' : ''}`;
