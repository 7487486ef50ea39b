import { Island } from '../Island';
import QuoteEstimatorIsland from '../../../client/islands/quote-estimator';
import type { PriceTier } from '../../content/products';
import { ordering } from '../../content/ordering';
import { BULK_ORDERS_PATH, enquiryHref } from '../../catalogue/links';
import { quoteTarget } from '../../catalogue/quote-target';
import type { Variant } from '../../content/catalogue';

/**
 * The price table of a size with the instant quote beside it (spec §9): one `quote-estimator`
 * island, so the estimate and the table's marked band share one state. Without JavaScript the
 * estimator is a GET form and the server prices `?quantity=`. It starts on the first touch.
 */
export function QuoteEstimator({ variant, tiers, quantityText }: { variant: Variant; tiers: readonly PriceTier[]; quantityText: string }) {
  const { weight, link: path, size } = variant;
  const product = variant.product.slug;
  return (
    <Island
      of={QuoteEstimatorIsland}
      props={{
        tiers: tiers.map(({ minUnits, maxUnits, unitPrice }) => ({ minUnits, maxUnits, unitPrice })),
        caption: `Price per pouch for ${weight}, by quantity (INR, taxes included)`,
        tableNote: `Orders start at ${ordering.minimumUnits} pouches; above ${ordering.tableMaximumUnits} we quote bulk prices.`,
        note: `${ordering.taxNote} ${ordering.betweenBandsNote}`,
        action: path,
        enquiryHref: enquiryHref({ product, size }),
        bulkHref: BULK_ORDERS_PATH,
        quantity: quantityText,
        line: quoteTarget(variant),
      }}
      load="interaction"
    />
  );
}
