import { eachLocale, findProduct, findVariant, pouchName, type Variant } from './catalogue';
import { productImage, type Product } from './products';
import { cm, machineRange } from './sizes';
import { customLabel, customPath, customSlug, parseCustomSlug, type Flat } from './custom-slug';
import { indicativeTiers } from './indicative-price';

/**
 * A size a quote line, a template or the mock-up can name: a stock variant, or a custom flat size.
 * `indicative`: its tiers are the indicative price of a custom size, not a published table.
 */
export type LineSize = Pick<Variant, 'weight' | 'title' | 'link' | 'image' | 'dimensions' | 'tiers' | 'packOf' | 'product'> & {
  size: string;
  custom: boolean;
  indicative: boolean;
};

/**
 * A custom size of a product, made to order: its name says the flat size, its tiers are the
 * indicative price fitted to the product's published tables (none where it has none, or the size
 * is beyond them: price on request) and its page is /products/<slug>/custom?w=&l=&g=.
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
    tiers: indicativeTiers(product.slug, flat),
    indicative: true,
    packOf: product.packOf,
    product,
  };
}

/** The stock variant or custom size a quote line names, or undefined for one we cannot make. */
export function findLineSize(slug: string, size: string): LineSize | undefined {
  const variant = findVariant(slug, size);
  if (variant) return { ...variant, custom: false, indicative: false };
  const product = findProduct(slug);
  const flat = parseCustomSlug(size, machineRange);
  return product && flat ? customVariant(product, flat) : undefined;
}

/**
 * Reads a custom size's address query strictly: `w`, `l` and `g`, each a whole number of mm (the
 * first of each where one is given twice). Whole numbers outside the machine's range name the
 * nearest size inside; anything else (missing, signs, decimals, letters) is null. Whether the
 * address asked is the size's one address is the caller's to compare (`customPath`): any other
 * spelling (`w=0160`, a parameter twice, another order, one more) redirects there.
 */
export function readCustomQuery(params: URLSearchParams): Flat | null {
  const read = (v: string | null) => (v !== null && /^\d{1,4}$/.test(v) ? Number(v) : null);
  return nearestFlat(read(params.get('w')), read(params.get('l')), read(params.get('g')));
}

/**
 * The custom size a quote line's size names ("custom-160x240x40"), as the nearest size inside the
 * machine's range; null for anything else. For the addresses made from a line's name (the mock-up's
 * facts, the template), which lead to the size's one address.
 */
export function readCustomSlugNearest(size: string): Flat | null {
  const m = /^custom-(\d{1,4})x(\d{1,4})x(\d{1,4})$/.exec(size);
  return m ? nearestFlat(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

function nearestFlat(width: number | null, length: number | null, gusset: number | null): Flat | null {
  if (width === null || length === null || gusset === null) return null;
  const clamp = (v: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, v));
  return { width: clamp(width, machineRange.width), length: clamp(length, machineRange.length), gusset: clamp(gusset, machineRange.gusset) };
}
