import { CUP_ML, type ChartSource } from './pouch-charts';
import type { DensityFigure } from './density-figures.schema';

export type { DensityFigure } from './density-figures.schema';

/**
 * Published bulk-density figures behind the size finder's less common kinds (src/features/size-finder/fill.ts),
 * each with its publication and the figure as the source writes it; g/ml are converted from
 * that here. src/features/size-finder/fill-kinds.test.ts holds each kind's density and spread to these.
 *
 * What a figure says of a loose fill in a pouch depends on how it was measured:
 * - `poured`: product poured loose into a measure of known volume; the loose-fill density itself.
 * - `stowed`: as shipped, in sacks or chests, from the weight a volume of cargo holds; the
 *   packaging and the gaps between packages are in the volume, and sacks are filled settled,
 *   so it brackets a loose fill rather than measuring one.
 * - `pieces`: the density of the pieces themselves, their own air cells included but not the
 *   gaps between pieces; a loose fill is lighter, so it bounds the density from above.
 */
export { DENSITY_BASES, type DensityBasis } from './density-bases';

export const densitySources: Record<'cupOfTea' | 'cargoHandbook' | 'shahrzad' | 'extrudedSnacks', ChartSource> = {
  cupOfTea: {
    publisher: 'eliteabar.com',
    title: 'Weights and Measures of Tea: How Much Does 1 Cup of Tea Leaves Weigh?',
    url: 'https://www.eliteabar.com/blogs/tea-brewing-guide/12049733-weights-and-measures-of-tea-how-much-does-1-cup-of-tea-leaves-weigh',
    reading:
      'A tea seller weighs a pinch, a teaspoon and a cup of four kinds of dry loose tea: rose petals, mint, "standard tea" (TGFOP Assam, Darjeeling, classic China green) and "heavy tea" (jasmine pearls, gyokuro). We read its cup as the US cup of 236.6 ml.',
  },
  cargoHandbook: {
    publisher: 'Cargo Handbook (cargohandbook.com)',
    title: 'Tea – Cargo Handbook',
    url: 'https://www.cargohandbook.com/index.php?title=Tea&oldid=15877',
    reading:
      'Stowage factor of tea, the room a tonne takes as shipped: 2.60 m³/t in framed plywood chests of 50 kg, 2.79–3.07 m³/t in paper bags. The grade is not given; packaging and the gaps between packages are in the volume.',
  },
  shahrzad: {
    publisher: 'Shahrzad Trading',
    title: 'Black Tea – Shahrzad Trading products',
    url: 'http://shahrzadtrading.com/Product/Dried-fruit/Tea',
    reading:
      "Bulk black tea in 20 kg woven bags: a 40-foot container holds 12 t of OP leaf or 19–20 t of BOP brokens. The container's inside, about 67 m³, is our figure, not the page's.",
  },
  extrudedSnacks: {
    publisher: 'Korean Journal of Food Preservation (The Korean Society of Food Preservation)',
    title:
      'Kim, Cho, Seo & Youn, "Quality characteristics of extruded rice snacks based on the rice cultivar and corn flour ratio", 27(5) 617–626, 2020, Table 6',
    url: 'https://ekosfop.or.kr/download/download_excel?pid=kjfp-27-5-617&tid=T6',
    reading:
      'Bulk density 0.10–0.14 g/cm³ of expanded rice and corn extrudates, beside apparent density 0.69–0.79, porosity 0.82–0.87 (1 − bulk/apparent) and expansion ratio about 11: we read its bulk density as that of the puffed pieces themselves. The table does not say how it was measured.',
  },
} as const;

const round = (n: number) => Math.round(n * 1000) / 1000;
/** Grams in one cup, as g/ml. */
const cup = (grams: number) => ({ asWritten: `${grams} g in 1 cup`, gPerMl: [round(grams / CUP_ML), round(grams / CUP_ML)] as [number, number] });
/** A stowage factor (m³ a tonne), as g/ml. */
const stowage = (m3PerT: readonly [number, number], written: string) => ({
  asWritten: written,
  gPerMl: [round(1 / m3PerT[1]), round(1 / m3PerT[0])] as [number, number],
});
/** Tonnes in a 40-foot container, as g/ml. */
const CONTAINER_M3 = 67;
const container = (tonnes: readonly [number, number], written: string) => ({
  asWritten: written,
  gPerMl: [round(tonnes[0] / CONTAINER_M3), round(tonnes[1] / CONTAINER_M3)] as [number, number],
});

const { cupOfTea, cargoHandbook, shahrzad, extrudedSnacks } = densitySources;

export const densityFigures: readonly DensityFigure[] = [
  // Green and herbal loose leaf: from flowers and herbs to rolled green leaf.
  { fill: 'tea-green-herbal', source: cupOfTea, what: 'rose petals (flowers, white tea buds alike)', ...cup(16), basis: 'poured' },
  { fill: 'tea-green-herbal', source: cupOfTea, what: 'mint (maté, lavender alike)', ...cup(29), basis: 'poured' },
  { fill: 'tea-green-herbal', source: cupOfTea, what: '"standard tea": classic China green', ...cup(66), basis: 'poured' },
  { fill: 'tea-green-herbal', source: cupOfTea, what: '"heavy tea": jasmine pearls, gyokuro', ...cup(92), basis: 'poured' },
  // Orthodox leaf: the same cup, and the container loads the density was first taken from.
  { fill: 'tea-orthodox', source: cupOfTea, what: '"standard tea": TGFOP Assam, Darjeeling', ...cup(66), basis: 'poured' },
  { fill: 'tea-orthodox', source: shahrzad, what: 'OP leaf in 20 kg bags', ...container([12, 12], "12 MT of OP in a 40' container"), basis: 'stowed' },
  {
    fill: 'tea-orthodox',
    source: shahrzad,
    what: 'BOP brokens in 20 kg bags',
    ...container([19, 20], "19/20 MT of BOP in a 40' container"),
    basis: 'stowed',
  },
  // CTC: black tea as shipped; the grade is not given.
  { fill: 'tea-ctc', source: cargoHandbook, what: 'tea in paper bags', ...stowage([2.79, 3.07], '2.79 - 3.07 m3/t (paper bags)'), basis: 'stowed' },
  {
    fill: 'tea-ctc',
    source: cargoHandbook,
    what: 'tea in framed plywood chests, 50 kg',
    ...stowage([2.6, 2.6], '2.60 m3/t (framed plywood chest, 50 kg)'),
    basis: 'stowed',
  },
  // Puffed and extruded snacks: the pieces, not a poured fill.
  {
    fill: 'puffed-snacks',
    source: extrudedSnacks,
    what: 'expanded rice and corn extrudates, 0 to 100 % corn flour',
    asWritten: '0.10±0.01 to 0.14±0.01 g/cm3',
    gPerMl: [0.1, 0.14],
    basis: 'pieces',
  },
];
