import * as m from '@platform/i18n/paraglide/messages/_index.js';
import type { Locale } from '@platform/i18n/locales';

/**
 * A custom size as a quote line, a link and a label: its flat size, the slug that names it
 * ("custom-160x240x40") and its words. Apart from the finder's model (custom-size.ts), so that
 * what only names a custom size (the quote list, the wishlist, the mock-up) does not load the model. Pure.
 */

export interface Flat {
  width: number;
  length: number;
  gusset: number;
}

/** The limits of what the machine makes (src/features/catalogue/sizes.ts `machineRange`). */
export interface FlatRange {
  width: readonly [number, number];
  length: readonly [number, number];
  gusset: readonly [number, number];
  maxGrams: number;
}

/** "custom-160x240x40": a custom size as a quote line's size. */
export const customSlug = (f: Flat): string => `custom-${f.width}x${f.length}x${f.gusset}`;

/** The flat size of a quote line's "custom-160x240x40", when it is one inside `range`. */
export function parseCustomSlug(size: string, range: Pick<FlatRange, 'width' | 'length' | 'gusset'>): Flat | null {
  const m = /^custom-(\d{2,3})x(\d{2,3})x(\d{2,3})$/.exec(size);
  if (!m) return null;
  const flat = { width: Number(m[1]), length: Number(m[2]), gusset: Number(m[3]) };
  return inRange(flat, range) ? flat : null;
}

export const inRange = (f: Flat, range: Pick<FlatRange, 'width' | 'length' | 'gusset'>): boolean =>
  (['width', 'length', 'gusset'] as const).every((k) => Number.isInteger(f[k]) && f[k] >= range[k][0] && f[k] <= range[k][1]);

/** "Custom 160 x 240 + 40 mm" (कस्टम …, கஸ்டம் … in Hindi and Tamil) */
export const customLabel = (f: Flat, locale: Locale = 'en'): string =>
  m.finder_custom_label({ width: f.width, length: f.length, gusset: f.gusset }, { locale });

/** "?w=160&l=240&g=40": a custom size's query, the one way it is spelled. */
export const customQuery = (f: Flat): string => `?w=${f.width}&l=${f.length}&g=${f.gusset}`;

/** What a custom size was made for, as the size finder asked it: a kind of product (its slug) and a weight in grams. */
export interface Packed {
  kind: string;
  grams: number;
}

/** "&for=tea-ctc&grams=250": what the size was made for, after its size in the page's address. */
export const packedQuery = (p: Packed): string => `&for=${encodeURIComponent(p.kind)}&grams=${Math.round(p.grams * 10) / 10}`;

/**
 * "/products/kraft-with-window/custom?w=160&l=240&g=40": the custom size's page (or one of its files);
 * from the size finder, with what it was made for ("…&for=tea-ctc&grams=250"), which its page names first.
 */
export const customPath = (product: string, f: Flat, file?: 'dieline.pdf' | 'dieline.svg' | 'mockup.json', packed?: Packed): string =>
  `/products/${product}/custom${file ? `/${file}` : ''}${customQuery(f)}${packed ? packedQuery(packed) : ''}`;
