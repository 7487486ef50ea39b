import type { MouseEvent } from 'react';
import { island } from '@platform/islands/define-island';
import { IslandIcon } from '@platform/ui/island-icon';
import { upPath } from '@platform/ui/paths';
import { scrollBehavior } from '@client/lib/scroll';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The back-to-top button in the header's row, which stays at the top of the screen: past 300 px of
 * scroll it fades in over the brand name's place beside the logo's mark (CSS, scroll-driven), so it
 * covers no text and moves nothing at any width.
 * It scrolls smoothly to the top (at once under reduced motion) and moves focus there, without
 * adding #top to the address. Without JavaScript it is a plain link to #top.
 */
export default island('to-top', function ToTop(_props: Record<string, never>) {
  const locale = useLocale();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    scrollTo({ top: 0, behavior: scrollBehavior() });
    document.getElementById('top')?.focus({ preventScroll: true });
  };
  return (
    <a className="to-top" href="#top" aria-label={m.shell_to_top({}, { locale })} data-replay="" onClick={onClick}>
      <IslandIcon d={upPath} size={22} />
    </a>
  );
});
