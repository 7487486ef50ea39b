/**
 * The instant quote: which price band a quantity falls in, the price per pouch and the total.
 * Pure (it reads only the site's number formatting), so the size page renders it on the server (the
 * estimator works as a plain GET form) and the `quote-estimator` island runs the very same code as
 * the visitor types.
 */
import { formatRupees } from '@platform/i18n/format';

export interface Tier {
  minUnits: number;
  maxUnits: number;
  unitPrice: number;
}

export type Quote =
  | { kind: 'invalid' }
  | { kind: 'below-minimum'; minimum: number }
  | { kind: 'bulk'; maximum: number }
  | { kind: 'priced'; quantity: number; tierIndex: number; tier: Tier; unitPrice: number; total: number };

/**
 * Prices a quantity against ascending tiers. Under the first band's minimum the quote explains
 * the minimum; above the last band's maximum it invites a bulk quote; a quantity between two
 * bands (450 between 100–400 and 500–900) keeps the lower band's price until it reaches the next.
 * Totals are computed in paise so they never pick up floating-point dust.
 * @example estimateQuote([{ minUnits: 100, maxUnits: 400, unitPrice: 4.3 }], 250) // priced, total 1075
 */
export function estimateQuote(tiers: readonly Tier[], quantity: number | null): Quote {
  if (quantity === null || !Number.isInteger(quantity) || quantity <= 0 || tiers.length === 0) return { kind: 'invalid' };
  const first = tiers[0]!;
  const last = tiers[tiers.length - 1]!;
  if (quantity < first.minUnits) return { kind: 'below-minimum', minimum: first.minUnits };
  if (quantity > last.maxUnits) return { kind: 'bulk', maximum: last.maxUnits };
  let tierIndex = 0;
  tiers.forEach((t, i) => {
    if (quantity >= t.minUnits) tierIndex = i;
  });
  const tier = tiers[tierIndex]!;
  return { kind: 'priced', quantity, tierIndex, tier, unitPrice: tier.unitPrice, total: totalFor(tier.unitPrice, quantity) };
}

/**
 * What `units` pouches at `unitPrice` each come to, counted in whole paise so that no float drifts.
 * @example totalFor(0.29, 100) // 29
 */
export const totalFor = (unitPrice: number, units: number): number => (Math.round(unitPrice * 100) * units) / 100;

/**
 * Rupees with Indian digit grouping and two decimals, as every language writes them
 * (src/platform/i18n/format.ts, which holds the grouping to Intl's).
 * @example formatInr(123456) // "₹1,23,456.00"
 */
export const formatInr = (amount: number): string => formatRupees(amount, 'en');

/** "100–400", "1000–5000": how a band reads in a table and a quote. */
export const bandLabel = (t: Pick<Tier, 'minUnits' | 'maxUnits'>): string => `${t.minUnits}–${t.maxUnits}`;
