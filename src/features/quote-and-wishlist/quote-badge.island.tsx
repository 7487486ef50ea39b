import { island } from '@platform/islands/define-island';
import { IslandIcon } from '@platform/ui/island-icon';
import { quotePath } from '@platform/ui/paths';
import { useQuote } from './quote-store';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface QuoteBadgeProps {
  /** `page` when the quote list is the page shown. */
  current?: 'page';
}

/**
 * The header's link to the quote list with its number of lines, shown only above 0 and following
 * every change in this tab and others. It starts only when there is something to count (load mode
 * `quote`): a stored quote, or the first line added.
 */
export default island('quote-badge', function QuoteBadge({ current }: QuoteBadgeProps) {
  const count = useQuote().length;
  const locale = useLocale();
  return (
    <a
      className="wish-link quote-link"
      href={localePath(locale, '/quote')}
      aria-label={count ? m.shell_quote_count({ count }, { locale }) : m.shell_quote({}, { locale })}
      aria-current={current}
      data-quote-link=""
    >
      <IslandIcon d={quotePath} size={24} />
      <span className="badge" aria-hidden="true" data-quote-count="" hidden={count === 0}>
        {count || null}
      </span>
    </a>
  );
});
