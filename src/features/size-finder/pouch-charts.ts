import type { ChartFill, ChartSource, ChartVolume } from './pouch-charts.schema';

export type { ChartFill, ChartSource, ChartVolume } from './pouch-charts.schema';

/**
 * Published capacity charts of pouch makers and packers: what the volume model
 * (src/features/size-finder/pouch-volume.ts) is calibrated and checked against. Each point keeps its source
 * and the figures as the source writes them; millimetres and millilitres are converted from them
 * here (1 in = 25.4 mm, 1 US cup = 236.59 ml, 1 US gallon = 3,785.41 ml, 1 oz = 28.35 g).
 */

export const INCH_MM = 25.4;
export const CUP_ML = 236.5882;
export const GALLON_ML = 3785.412;
export const OUNCE_G = 28.3495;

export const chartSources: Record<'uprinting' | 'mylarGallon' | 'bazaar', ChartSource> = {
  uprinting: {
    publisher: 'UPrinting',
    title: 'How to Choose the Right Pouch Size for Your Product',
    url: 'https://www.uprinting.com/how-to-choose-the-right-pouch-size-for-your-product',
    reading:
      'Stand-up pouches, width x height x bottom gusset in inches; each size with its volume in US cups and the weight of whole coffee beans (and of flour) it takes.',
  },
  mylarGallon: {
    publisher: 'Osage, alpharubicon.com',
    title: 'Custom Sized Mylar Pouches: A Gallon is Just TOO Big (2003)',
    url: 'http://www.alpharubicon.com/prepinfo/custpouchosage.htm',
    reading:
      'The 1-gallon Mylar pouch of food storage is 11 3/4 x 13 1/2 in flat, sealed on three sides and heat-sealed across the top once filled; no gusset.',
  },
  bazaar: {
    publisher: 'Bazaar Printing',
    title: 'Mylar pouch sizing guide for food and beverage brands (2026)',
    url: 'https://bazaarprinting.com/blog/mylar-pouch-sizing-guide-food-beverage',
    reading: '12 oz of coffee in a 5 x 8 x 3 in stand-up pouch, and 12 oz of granola (at 0.20 g/ml) in a 6 x 10 x 3.5 in one.',
  },
} as const;

const mm = (inches: number) => Math.round(inches * INCH_MM * 10) / 10;
const pouchIn = (width: number, height: number, gusset: number) => ({
  asWritten: `${width} x ${height} x ${gusset} in`,
  width: mm(width),
  length: mm(height),
  gusset: mm(gusset),
});

const up = chartSources.uprinting;
const cups = (n: number, written: string) => ({ volumeAsWritten: written, volumeMl: Math.round(n * CUP_ML) });
const oz = (n: number) => ({ weightAsWritten: `${n} oz`, grams: Math.round(n * OUNCE_G) });

/** Capacities by volume: the model is calibrated to these and must stay within ±20 % of each. */
export const chartVolumes: readonly ChartVolume[] = [
  { source: up, pouch: pouchIn(3.25, 4.75, 2), ...cups(1 / 3, '1/3 cup') },
  { source: up, pouch: pouchIn(4.375, 6, 2), ...cups(1, '1 cup') },
  { source: up, pouch: pouchIn(5, 6.5, 2.5), ...cups(4 / 3, '1 & 1/3 cups') },
  { source: up, pouch: pouchIn(5, 7, 3), ...cups(1.5, '1 & 1/2 cups') },
  { source: up, pouch: pouchIn(5.75, 7.5, 2.5), ...cups(2.25, '2 & 1/4 cups') },
  { source: up, pouch: pouchIn(6.5, 8, 2.5), ...cups(3.25, '3 & 1/4 cups') },
  {
    source: chartSources.mylarGallon,
    pouch: { asWritten: '11 3/4 x 13 1/2 in flat', width: mm(11.75), length: mm(13.5), gusset: 0 },
    volumeAsWritten: '1 gallon',
    volumeMl: Math.round(GALLON_ML),
  },
];

/**
 * Weights of a named product per size: the size finder, asked the same product and weight,
 * answers with a pouch not smaller than the chart's (src/features/size-finder/size-finder.worker.test.ts).
 */
export const chartFills: readonly ChartFill[] = [
  { source: up, pouch: pouchIn(4.375, 6, 2), fill: 'coffee-light-roast', ...oz(3) },
  { source: up, pouch: pouchIn(5, 6.5, 2.5), fill: 'coffee-light-roast', ...oz(4) },
  { source: up, pouch: pouchIn(5, 7, 3), fill: 'coffee-light-roast', ...oz(5) },
  { source: up, pouch: pouchIn(5.75, 7.5, 2.5), fill: 'coffee-light-roast', ...oz(7) },
  { source: up, pouch: pouchIn(6.5, 8, 2.5), fill: 'coffee-light-roast', ...oz(9) },
];

/**
 * Published claims we do not use, and why; a test checks each reason still holds.
 * - Bazaar Printing's pouches are smaller than what it puts in them: 12 oz of coffee (0.42 g/ml,
 *   810 ml) and 12 oz of granola at its own 0.20 g/ml (1.7 litres) each exceed the round tube of
 *   their pouch's girth (w² h / π), which no pouch of that size can hold.
 * - UPrinting's flour column: its weights at the chart's own volumes mean 0.72–0.91 g/ml, where
 *   flour's published loose bulk density is 0.50–0.70 (src/features/size-finder/fill.ts); its volume and coffee
 *   columns agree with each other and are used.
 */
export const setAside = {
  impossible: [
    { source: chartSources.bazaar, pouch: pouchIn(5, 8, 3), what: '12 oz of coffee beans', volumeMl: Math.round((12 * OUNCE_G) / 0.42) },
    { source: chartSources.bazaar, pouch: pouchIn(6, 10, 3.5), what: '12 oz of granola at 0.20 g/ml', volumeMl: Math.round((12 * OUNCE_G) / 0.2) },
  ],
  uprintingFlour: [
    { pouch: pouchIn(4.375, 6, 2), ...oz(7), volumeMl: Math.round(CUP_ML) },
    { pouch: pouchIn(5, 6.5, 2.5), ...oz(10), volumeMl: Math.round((4 / 3) * CUP_ML) },
    { pouch: pouchIn(5, 7, 3), ...oz(11), volumeMl: Math.round(1.5 * CUP_ML) },
    { pouch: pouchIn(5.75, 7.5, 2.5), ...oz(17), volumeMl: Math.round(2.25 * CUP_ML) },
    { pouch: pouchIn(6.5, 8, 2.5), ...oz(23), volumeMl: Math.round(3.25 * CUP_ML) },
  ],
} as const;
