import { pouchVolumeMl } from './pouch-volume';
import type { Flat, FlatRange } from '@features/catalogue';
import type { FinderSize, Fit, FitInput } from './model';

/**
 * A custom size designed from what is packed: a digitally printed pouch can be made to any flat
 * size, so where the best stock size would be under OFFER_BELOW full (or none holds the product),
 * the finder offers one whose usable volume the product fills to CUSTOM_FILL.target, within
 * CUSTOM_FILL.min to .max. Its proportions are our stock sizes': the custom size lies on the line
 * through the stock sizes' W, L and G ordered by room, between the two it falls between, so it is
 * never larger than the stock size above it. Pure; the page, the island and the tests share it.
 * A custom size's slug, label and path are in custom-slug.ts.
 */

export const CUSTOM_FILL = { min: 0.75, target: 0.8, max: 0.85 } as const;

/** A stock answer less full than this gets a custom size offered beside it. */
export const OFFER_BELOW = 0.7;

export interface CustomFit extends Flat {
  /** The weight it is made for. */
  grams: number;
  usableMl: number;
  /** How full the product makes it. */
  share: number;
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** The flat size at position `s` along the stock sizes (0 the smallest, n - 1 the largest). */
function along(stock: readonly Flat[], s: number): Flat {
  const i = Math.min(stock.length - 2, Math.floor(s));
  const t = s - i;
  const [a, b] = [stock[i]!, stock[i + 1]!];
  return { width: lerp(a.width, b.width, t), length: lerp(a.length, b.length, t), gusset: lerp(a.gusset, b.gusset, t) };
}

/**
 * The custom size for `input`, or null where none in the machine's range fills to CUSTOM_FILL.
 * @example customSize({ density: 0.42, grams: 1000 }, soldSizes, machineRange) // { width: 254, length: 324, gusset: 45, share: 0.8, … }
 */
export function customSize(input: FitInput, stock: readonly FinderSize[], range: FlatRange): CustomFit | null {
  if (input.grams > range.maxGrams || stock.length < 2) return null;
  const family = [...stock].sort((a, b) => a.usableMl - b.usableMl);
  const volumeMl = input.grams / input.density;
  const need = volumeMl / CUSTOM_FILL.target;
  const room = (s: number) => pouchVolumeMl(along(family, s));
  let [lo, hi] = [0, family.length - 1];
  if (room(hi) < need) return null;
  if (room(lo) < need) {
    for (let k = 0; k < 40; k++) {
      const mid = (lo + hi) / 2;
      if (room(mid) < need) lo = mid;
      else hi = mid;
    }
  } else hi = 0;
  const flat = along(family, hi);
  const clamp = (v: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, Math.round(v)));
  const rounded = { width: clamp(flat.width, range.width), length: clamp(flat.length, range.length), gusset: clamp(flat.gusset, range.gusset) };
  const usableMl = pouchVolumeMl(rounded);
  const share = volumeMl / usableMl;
  if (share < CUSTOM_FILL.min || share > CUSTOM_FILL.max) return null;
  return { ...rounded, grams: input.grams, usableMl, share };
}

/** The custom size worth offering beside `result`: when the stock answer is under OFFER_BELOW full, or none holds the product. */
export function customOffer(result: Fit, input: FitInput, stock: readonly FinderSize[], range: FlatRange): CustomFit | null {
  if (result.kind === 'fits' && result.share >= OFFER_BELOW) return null;
  const custom = customSize(input, stock, range);
  if (!custom) return null;
  return result.kind === 'fits' && custom.usableMl >= result.size.usableMl ? null : custom;
}
