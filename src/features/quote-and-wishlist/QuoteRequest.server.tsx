import { Island } from '@platform/islands/Island';
import QuoteRequestIsland from './quote-request.island';
import { enquiryHref } from './enquiry-link';
import { quoteTarget } from './quote-target';
import { sizeLabelIn } from '@features/catalogue';
import type { Variant } from '@features/catalogue';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';

/**
 * A size without a price table: a quantity with "Request a quote" (a GET form to the enquiry
 * form, also without JavaScript) and "Add to quote". One small `quote-request` island, started
 * on the first touch, as the estimator of a priced size is. The form goes to the enquiry form in
 * the page's language.
 */
export function QuoteRequest({ variant }: { variant: Pick<Variant, 'product' | 'weight' | 'link' | 'tiers'> & { size: string } }) {
  const locale = useLocale();
  return (
    <Island
      of={QuoteRequestIsland}
      props={{ action: localePath(locale, enquiryHref({})), line: quoteTarget(variant), sizeWords: sizeLabelIn(variant.size, locale, variant.weight) }}
      load="interaction"
    />
  );
}
