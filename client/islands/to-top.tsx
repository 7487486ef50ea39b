import type { MouseEvent } from 'react';
import { island } from '../lib/island';
import { IslandIcon } from '../lib/icon';
import { upPath } from '../lib/paths';
import { scrollBehavior } from '../lib/scroll';
import { useLocale } from '../lib/locale';
import { m } from '../../src/i18n/paraglide/messages.js';

/**
 * The back-to-top button in the corner of the screen (on a phone, the footer's last line, where it
 * covers no text): scrolls smoothly to the top (at once under reduced motion) and moves focus
 * there, without adding #top to the address. Without JavaScript it is a plain link to #top. When
 * it shows (past 300 px) is CSS's business (scroll-driven).
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
