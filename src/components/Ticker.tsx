import { tickerItems } from '../content/shell';
import { Icon } from './Icon';

function Items({ copy }: { copy: boolean }) {
  return (
    <ul className="ticker-list" aria-hidden={copy || undefined}>
      {tickerItems.map((item, i) => (
        <li key={item.label} className="ticker-item" data-index={i}>
          <a href={item.href} tabIndex={copy ? -1 : undefined}>
            <Icon name={item.icon} size={16} /> {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The promotional ticker above the header. A CSS marquee (30 s loop, a second copy of the list
 * hidden from assistive technology) that pauses on hover and keyboard focus and stands still
 * under reduced motion; the page behaviour moves the highlight every 3 s.
 */
export function Ticker() {
  return (
    <aside className="ticker" aria-label="Offers" data-ticker="" data-active="0" data-count={tickerItems.length}>
      <div className="ticker-track">
        <Items copy={false} />
        <Items copy />
      </div>
    </aside>
  );
}
