import { eachLocale, findProduct, findVariant, pouchName, type Variant } from './catalogue';
import { productImage, type Product } from './products';
import { cm, machineRange } from './sizes';
import { customLabel, customPath, customSlug, parseCustomSlug, type Flat } from './custom-slug';

/** A size a quote line, a template or the mock-up can name: a stock variant, or a custom flat size (price on request). */
export type LineSize = Pick<Variant, 'weight' | 'title' | 'link' | 'image' | 'dimensions' | 'tiers' | 'packOf' | 'product'> & { size: string; custom: boolean };

/**
 * A custom size of a product, made to order: its name says the flat size, it has no price table
 * (price on request) and its page is /products/<slug>/custom?w=&l=&g=.
 */
export function customVariant(product: Product, flat: Flat): LineSize {
  const title = eachLocale((l) => `${pouchName(product, customLabel(flat), l)}, ${cm(flat.width)} x ${cm(flat.length)} cm`);
  return {
    size: customSlug(flat),
    custom: true,
    weight: customLabel(flat),
    title,
    link: customPath(product.slug, flat),
    image: productImage(product),
    dimensions: { ...flat },
    tiers: undefined,
    packOf: product.packOf,
    product,
  };
}

/** The stock variant or custom size a quote line names, or undefined for one we cannot make. */
export function findLineSize(slug: string, size: string): LineSize | undefined {
  const variant = findVariant(slug, size);
  if (variant) return { ...variant, custom: false };
  const product = findProduct(slug);
  const flat = parseCustomSlug(size, machineRange);
  return product && flat ? customVariant(product, flat) : undefined;
}

/**
 * Reads a custom size's address query strictly: `w`, `l` and `g`, each a whole number of mm.
 * Inside the machine's range it is the size; whole numbers outside it name the nearest size
 * inside (`nearest`, for a redirect); anything else (missing, signs, decimals, letters) is null.
 */
export function readCustomQuery(query: Record<string, string | undefined>): { flat: Flat } | { nearest: Flat } | null {
  const read = (v: string | undefined) => (v !== undefined && /^\d{1,4}$/.test(v) ? Number(v) : null);
  const [width, length, gusset] = [read(query.w), read(query.l), read(query.g)];
  if (width === null || length === null || gusset === null) return null;
  const clamp = (v: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, v));
  const nearest = { width: clamp(width, machineRange.width), length: clamp(length, machineRange.length), gusset: clamp(gusset, machineRange.gusset) };
  const same = nearest.width === width && nearest.length === length && nearest.gusset === gusset;
  // Extra parameters would make one size many addresses: the canonical one carries w, l and g only.
  const extra = Object.keys(query).some((k) => !['w', 'l', 'g'].includes(k));
  return same && !extra ? { flat: nearest } : { nearest };
}
