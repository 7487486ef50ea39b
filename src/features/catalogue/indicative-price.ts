import { indicativePriceModels, type IndicativePriceModel } from './indicative-prices';
import type { Tier } from './price';

/**
 * The indicative price of a custom size: the price per pouch in each quantity band, from a model
 * fitted to the product's published tables (indicative-prices.ts). Pure and small, so the quote
 * list and the enquiry form price a custom line in the browser with the very code the worker uses.
 */

/** The film one pouch takes, in cm²: both panels and the gusset, w × (2l + g) in mm. */
export const filmCm2 = (d: { width: number; length: number; gusset: number }): number => (d.width * (2 * d.length + d.gusset)) / 100;

/** The product's model, when it has published tables to be fitted to. */
export const indicativeModelOf = (product: string): IndicativePriceModel | undefined =>
  Object.hasOwn(indicativePriceModels, product) ? indicativePriceModels[product] : undefined;

/**
 * The indicative price tiers of a custom flat size of `product`, to the paisa; undefined where the
 * product has no model or the size's film is outside the span of the published sizes (price on request).
 * @example indicativeTiers('kraft-with-window', { width: 158, length: 231, gusset: 40 })?.[0]?.unitPrice // 6.54
 */
export function indicativeTiers(product: string, d: { width: number; length: number; gusset: number }): Tier[] | undefined {
  const model = indicativeModelOf(product);
  const film = filmCm2(d);
  if (!model || film < model.filmCm2[0] || film > model.filmCm2[1]) return undefined;
  return model.bands.map(({ minUnits, maxUnits, fixed, perCm2 }) => ({ minUnits, maxUnits, unitPrice: Math.round((fixed + perCm2 * film) * 100) / 100 }));
}

/** The indicative tiers of a quote line's size when it is a custom one ("custom-158x231x40"), else undefined. */
export function indicativeTiersOfLine(product: string, size: string): Tier[] | undefined {
  const m = /^custom-(\d{2,3})x(\d{2,3})x(\d{2,3})$/.exec(size);
  return m ? indicativeTiers(product, { width: Number(m[1]), length: Number(m[2]), gusset: Number(m[3]) }) : undefined;
}
