import { tickerItems } from './nav';
import { Icon } from '@platform/ui/Icon';
import { useLocale } from '@platform/i18n/locale';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

function Items({ copy }: { copy: boolean }) {
  const locale = useLocale();
  return (
    <ul className="ticker-list" aria-hidden={copy || undefined}>
      {tickerItems.map((item, i) => (
        <li key={item.href} className="ticker-item" data-lit={i === 0 ? '' : undefined}>
          <a href={localePath(locale, item.href)} tabIndex={copy ? -1 : undefined}>
            <Icon name={item.icon} size={16} />
            {` ${item.label[locale]}`}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The promotional ticker above the header: a CSS marquee (30 s loop, a second copy of the list
 * hidden from assistive technology), so it moves and stops before any JavaScript and without it,
 * whose highlight (`data-lit`, the first offer as served) client/entry.ts moves to the next offer
 * every 3 s. Its first control
 * stops it (WCAG 2.2.2), by touch, mouse or keyboard: a checkbox, "Stop the moving offers", drawn
 * as a pause / play button; stopped, the offers stand still in rows, every one in full view. It
 * also pauses on hover and keyboard focus, and stands still under reduced motion (no control
 * then). It comes after the header in the document, so a keyboard meets the skip link and the
 * header first; CSS shows it above the header.
 */
export function Ticker() {
  const locale = useLocale();
  const stop = m.shell_ticker_stop({}, { locale });
  return (
    <aside className="ticker" aria-label={m.shell_offers({}, { locale })}>
      <input type="checkbox" id="ticker-stop" className="ticker-stop" />
      <label htmlFor="ticker-stop" className="ticker-stop-label" title={stop}>
        <Icon name="pause" size={16} className="ticker-pause-icon" />
        <Icon name="play" size={16} className="ticker-play-icon" />
        <span className="visually-hidden">{stop}</span>
      </label>
      <div className="ticker-track">
        <Items copy={false} />
        <Items copy />
      </div>
    </aside>
  );
}
