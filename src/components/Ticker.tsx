import type { CSSProperties } from 'react';
import { tickerItems } from '../content/shell';
import { Icon } from './Icon';

function Items({ copy }: { copy: boolean }) {
  return (
    <ul className="ticker-list" aria-hidden={copy || undefined}>
      {tickerItems.map((item, i) => (
        <li key={item.label} className="ticker-item" style={{ '--i': i } as CSSProperties}>
          <a href={item.href} tabIndex={copy ? -1 : undefined}>
            <Icon name={item.icon} size={16} /> {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The promotional ticker above the header, all CSS (it has nothing for the visitor to operate, so
 * no script): a marquee (30 s loop, a second copy of the list hidden from assistive technology)
 * whose highlight moves to the next offer every 3 s; both pause on hover and keyboard focus and
 * stand still under reduced motion.
 */
export function Ticker() {
  return (
    <aside className="ticker" aria-label="Offers" style={{ '--count': tickerItems.length } as CSSProperties}>
      <div className="ticker-track">
        <Items copy={false} />
        <Items copy />
      </div>
    </aside>
  );
}
