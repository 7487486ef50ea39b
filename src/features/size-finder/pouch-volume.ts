import { SIDE_SEAL_MM, ZIPPER_FROM_TOP_MM } from '@features/catalogue';
import type { Dimensions } from '@features/catalogue';

/**
 * How much a stand-up pouch holds, from its flat size W x L + G (mm). Pure; the size finder's
 * tables (src/features/size-finder/fill.ts) and the tests call it, and the published charts it is checked
 * against are typed data beside it (src/features/size-finder/pouch-charts.ts).
 *
 * The reading of "+ G", the same as the print template's (src/features/print-templates/layout.ts): G is the whole
 * bottom gusset, folded in half into the pouch (G/2 up the front panel, G/2 up the back), so the
 * base opens G deep at its middle when the pouch stands.
 *
 * The geometry, on the region that can hold product: w = W less the two side seals, h = L less
 * what lies above the zipper (the seals and the print template's zipper line).
 * 1. The pillow two flat panels make when filled (the "paper bag problem"): Robin's approximation
 *    V = w³ (h / (π w) − 0.142 (1 − 10^(−h / w))). Its second term is what the two pinched ends
 *    lose against a round tube of the same girth; each end loses half of it.
 * 2. The gusset opens the bottom end: instead of pinching to a line, the base opens G deep, where a
 *    fully round end would be 2w/π deep (the diameter of a circle of perimeter 2w). So the gusset
 *    gives back the share G / (2w/π) of the bottom end's loss, and never more than all of it. The
 *    top end stays pinched at the zipper, so a pouch always holds less than the round tube
 *    w² h / π: the bound no pouch of that girth can pass.
 * 3. Granular product in a pouch standing on a shelf does not round it out as far as the ideal
 *    inflated shape: the published capacities are CALIBRATION (0.9) of the geometry, fitted over the
 *    charts' points (src/features/size-finder/pouch-volume.test.ts holds every point within ±20 %).
 */

/** Share of the ideal (inflated) geometry a filled, standing pouch really holds; fitted to the published charts. */
export const CALIBRATION = 0.9;

/** The part of a flat pouch that can hold product, in mm: inside the side seals, below the zipper. */
export function usableRegion({ width, length }: Pick<Dimensions, 'width' | 'length'>): { w: number; h: number } {
  return { w: width - 2 * SIDE_SEAL_MM, h: length - ZIPPER_FROM_TOP_MM };
}

const ML = 1000; // mm³ in a millilitre

/** Robin's pillow of two w x h panels sealed all round, ml. */
export function pillowMl(w: number, h: number): number {
  const [a, b] = w <= h ? [w, h] : [h, w];
  return (a ** 3 * (b / (Math.PI * a) - 0.142 * (1 - 10 ** (-b / a)))) / ML;
}

/** What the opened gusset adds at the base: its share of the bottom end's loss, ml. */
export function gussetMl(w: number, h: number, gusset: number): number {
  const [a, b] = w <= h ? [w, h] : [h, w];
  const endLoss = 0.071 * a ** 3 * (1 - 10 ** (-b / a));
  const opened = Math.min(1, gusset / ((2 * w) / Math.PI));
  return (opened * endLoss) / ML;
}

/** The round tube of the usable region's girth, ml: w² h / π. No pouch of that size holds as much. */
export function tubeBoundMl(dimensions: Pick<Dimensions, 'width' | 'length'>): number {
  const { w, h } = usableRegion(dimensions);
  return (w * w * h) / Math.PI / ML;
}

/** The ideal geometry: pillow plus the opened gusset, ml, before calibration. */
export function geometricMl(dimensions: Dimensions): number {
  const { w, h } = usableRegion(dimensions);
  return pillowMl(w, h) + gussetMl(w, h, dimensions.gusset);
}

/**
 * The room below the zipper of the pouch filled and standing, ml (not rounded).
 * @example pouchVolumeMl({ width: 180, length: 260, gusset: 40 }) // ≈ 1,335
 */
export function pouchVolumeMl(dimensions: Dimensions): number {
  return CALIBRATION * geometricMl(dimensions);
}
