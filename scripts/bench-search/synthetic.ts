import type { SearchItem } from '../../src/features/search/query';

/** A small fast seeded random generator (mulberry32), so every run searches the same catalogue. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MATERIALS = [
  'Matt Kraft',
  'Kraft Inner Foiled',
  'Clear PET',
  'Gold Metallised',
  'Silver Metallised',
  'Both-Side Transparent',
  'Coloured 3-Layer Metallised',
  'Clear Front, Silver Back',
  'Holographic',
  'Paper Foil',
];
const USES = [
  'Coffee',
  'Tea',
  'Masala',
  'Spice',
  'Dry Fruit',
  'Snack',
  'Protein Powder',
  'Millet',
  'Rice',
  'Pet Food',
  'Batter',
  'Sweets',
  'Chocolate',
  'Nuts',
  'Herbal',
  'Seeds',
  'Flour',
  'Pickle',
  'Candy',
  'Cookie',
];
const SHAPES = ['Stand-Up Zipper Pouch', 'Stand-Up Pouch', 'Flat Bottom Pouch', 'Three Side Seal Pouch', 'Centre Seal Pouch', 'Spout Pouch'];
const FINISHES = ['Matte', 'Glossy', 'Metallic', 'Soft Touch', 'Kraft'];
const WEIGHTS = ['50gm', '100gm', '200gm', '250gm', '350gm', '500gm', '1 Kg', '2 Kg', '3 Kg', '5 Kg'];

/**
 * A catalogue of `products` products with `variantsEach` size variants each, shaped like the
 * real one (names from the same vocabulary, variant titles like "500gm Matt Kraft Stand-Up
 * Zipper Pouch With Window, 15 x 22 cm, 110 GSM, Pack of 100"), each product followed by its variants.
 */
export function syntheticItems(products = 10_000, variantsEach = 5, seed = 42): SearchItem[] {
  const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)]!;
  const r = random(seed);
  const items: SearchItem[] = [];
  for (let p = 0; p < products; p++) {
    const material = pick(MATERIALS, r);
    const shape = pick(SHAPES, r);
    const window = r() < 0.5;
    const name = `${pick(FINISHES, r)} ${material} ${pick(USES, r)} ${shape}${window ? ' With Window' : ''} ${p + 1}`;
    const slug = `p${p + 1}`;
    const uses = [pick(USES, r), pick(USES, r), pick(USES, r)];
    const about = `${uses.join(' and ')} | Resealable zipper | Keeps ${uses[0]!.toLowerCase()} fresh | ${material} laminate printed with your brand, food grade, from 100 pouches.`;
    items.push({ id: slug, name, image: `/img/pouch/${slug}.svg`, link: `/products/${slug}`, isVariant: false, about });
    const start = Math.floor(r() * (WEIGHTS.length - variantsEach));
    for (let v = 0; v < variantsEach; v++) {
      const weight = WEIGHTS[start + v]!;
      const width = 10 + Math.floor(r() * 20);
      const title = `${weight} ${material} ${shape} ${window ? 'With Window' : 'Without Window'}, ${width} x ${width + 8} cm, ${r() < 0.3 ? '110 GSM, ' : ''}Pack of ${r() < 0.1 ? 50 : 100}`;
      items.push({ id: `${slug}-${v}`, name: title, image: `/img/pouch/${slug}.svg`, link: `/products/${slug}/${v}`, isVariant: true, about });
    }
  }
  return items;
}
