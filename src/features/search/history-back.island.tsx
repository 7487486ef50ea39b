import type { MouseEvent } from 'react';
import { island } from '@platform/islands/define-island';
import { IslandIcon, leftPath } from '@platform/ui/island-icon';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

export interface HistoryBackProps {
  /** Where the link leads when this tab has no page to go back to, and without JavaScript. */
  href: string;
  className: string;
}

/**
 * 'Back to Previous' (no-match search): the browser's back, when this tab has a page to
 * go back to. Otherwise, and without JavaScript, the link itself leads on: the server points it
 * at the same-site page the visitor came from, or at the product list.
 */
export default island('history-back', function HistoryBack({ href, className }: HistoryBackProps) {
  const locale = useLocale();
  const onClick = (e: MouseEvent) => {
    const nav = (window as { navigation?: { canGoBack: boolean } }).navigation;
    if (nav ? nav.canGoBack : history.length > 1) {
      e.preventDefault();
      history.back();
    }
  };
  return (
    <a className={className} href={href} data-replay="" onClick={onClick}>
      <IslandIcon d={leftPath} size={18} /> {m.policies_back({}, { locale })}
    </a>
  );
});
