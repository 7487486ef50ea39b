import { Island } from '../Island';
import QuoteRequestIsland from '../../../client/islands/quote-request';
import { enquiryHref } from '../../catalogue/links';
import { quoteTarget } from '../../catalogue/quote-target';
import { sizeLabelIn } from '../../catalogue/line-names';
import type { Variant } from '../../content/catalogue';
import { useLocale } from '../../../client/lib/locale';
import { localePath } from '../../i18n/locales';

/**
 * A size without a price table: a quantity with "Request a quote" (a GET form to the enquiry
 * form, also without JavaScript) and "Add to quote". One small `quote-request` island, started
 * on the first touch, as the estimator of a priced size is. The form goes to the enquiry form in
 * the page's language.
 */
export function QuoteRequest({ variant }: { variant: Pick<Variant, 'product' | 'weight' | 'link' | 'tiers'> & { size: string } }) {
  const locale = useLocale();
  return <Island of={QuoteRequestIsland} props={{ action: localePath(locale, enquiryHref({})), line: quoteTarget(variant), sizeWords: sizeLabelIn(variant.size, locale, variant.weight) }} load="interaction" />;
}
