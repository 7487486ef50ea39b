/**
 * The figures of the indicative price of a custom size, per product that has published price
 * tables: in each quantity band, a pouch costs a fixed part (making, zipper, print set-up shared
 * over the run) plus a part per square centimetre of film it takes, w × (2l + g). They are what a
 * least-squares fit of that product's published tables (products.ts) gives; the owner may change
 * them, and src/features/catalogue/indicative-price.test.ts refits the tables and says when they
 * no longer agree. A product missing here has its custom sizes priced on request.
 *
 * `errorPercent` is what the page states beside the price: the worst error of the fit on a
 * published size when that size is left out of the fit and priced from the others, rounded up
 * (the test computes it). `filmCm2` is the span of film the published sizes take: a custom size
 * outside it is beyond what the tables show, and is priced on request.
 */
export interface IndicativeBand {
  minUnits: number;
  maxUnits: number;
  /** Rupees per pouch, whatever its size. */
  fixed: number;
  /** Rupees per square centimetre of film. */
  perCm2: number;
}

export interface IndicativePriceModel {
  bands: readonly IndicativeBand[];
  /** The worst leave-one-out error on the published sizes, in percent, rounded up. */
  errorPercent: number;
  /** The smallest and largest film area of the published sizes, in cm². */
  filmCm2: readonly [number, number];
}

export const indicativePriceModels: Readonly<Record<string, IndicativePriceModel>> = {
  // Fitted to 50gm, 100gm, 500gm, 1 Kg and 2 Kg (spec §9).
  'kraft-with-window': {
    bands: [
      { minUnits: 100, maxUnits: 400, fixed: 1.8999, perCm2: 0.005854 },
      { minUnits: 500, maxUnits: 900, fixed: 1.8313, perCm2: 0.005692 },
      { minUnits: 1000, maxUnits: 5000, fixed: 1.8017, perCm2: 0.005564 },
    ],
    errorPercent: 24,
    filmCm2: [330, 1280],
  },
};
