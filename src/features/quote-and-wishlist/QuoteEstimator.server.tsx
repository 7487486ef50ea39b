import { Island } from '@platform/islands/Island';
import QuoteEstimatorIsland from './quote-estimator.island';
import type { PriceTier } from '@features/catalogue';
import { ordering } from '@features/catalogue';
import { BULK_ORDERS_PATH } from '@features/catalogue';
import { enquiryHref } from './enquiry-link';
import { quoteTarget } from './quote-target';
import { sizeLabel, type Variant } from '@features/catalogue';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The price table of a size with the instant quote beside it: one `quote-estimator`
 * island, so the estimate and the table's marked band share one state. Without JavaScript the
 * estimator is a GET form and the server prices `?quantity=`. It starts on the first touch. Its
 * addresses are the page's language's.
 */
export function QuoteEstimator({ variant, tiers, quantityText }: { variant: Variant; tiers: readonly PriceTier[]; quantityText: string }) {
  const locale = useLocale();
  const l = { locale };
  const { link: path, size } = variant;
  const product = variant.product.slug;
  const sizeWords = sizeLabel(size, locale);
  return (
    <Island
      of={QuoteEstimatorIsland}
      props={{
        tiers: tiers.map(({ minUnits, maxUnits, unitPrice }) => ({ minUnits, maxUnits, unitPrice })),
        caption: m.catalogue_price_caption({ weight: sizeWords }, l),
        tableNote: m.catalogue_price_table_note({ minimum: ordering.minimumUnits, maximum: ordering.tableMaximumUnits }, l),
        note: `${ordering.taxNote[locale]} ${ordering.betweenBandsNote[locale]}`,
        action: localePath(locale, path),
        enquiryHref: localePath(locale, enquiryHref({ product, size })),
        bulkHref: localePath(locale, BULK_ORDERS_PATH),
        quantity: quantityText,
        line: quoteTarget(variant),
        sizeWords,
      }}
      load="interaction"
    />
  );
}
