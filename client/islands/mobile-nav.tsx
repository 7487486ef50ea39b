import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { island } from '../lib/island';
import { Slot, type Slots } from '../lib/slot';
import { IslandIcon } from '../lib/icon';
import { chevronPath, closePath, menuPath } from '../lib/paths';
import { SearchBox } from '../lib/search-box';
import type { NavItem } from './main-nav';

export interface MobileNavProps {
  title: string;
  items: NavItem[];
  /** The search box's longest query. */
  maxQuery: number;
  /** `products`: the list of product pages under the entry that has them. */
  slots: Slots<'products'>;
}

/**
 * The phone and tablet menu (APG modal dialog): the menu button opens a panel sliding in from
 * the side with its own search box, which takes focus; Tab stays inside; Escape, the close button
 * and the backdrop close it and focus returns to the menu button; the page behind does not
 * scroll. The products entry opens its list as a disclosure. Leaving the page closes it, so the
 * back button never returns to an open menu. Without JavaScript (and until it is live) CSS opens
 * the panel while focus is inside it.
 */
export default island('mobile-nav', function MobileNav({ title, items, maxQuery, slots }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [subOpen, setSubOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setSubOpen(false);
    if (returnFocus) opener.current?.focus();
  };

  useEffect(() => {
    const onLeave = () => close(false);
    addEventListener('closemenus', onLeave);
    addEventListener('pagehide', onLeave);
    return () => {
      removeEventListener('closemenus', onLeave);
      removeEventListener('pagehide', onLeave);
    };
  }, []);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-drawer-open', open);
    if (open) drawer.current?.querySelector('input')?.focus();
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') return close(true);
    if (e.key !== 'Tab') return;
    const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href], button, input')].filter((el) => el.offsetParent);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const shown = open ? '' : undefined;
  return (
    <div className="mobile-nav">
      <button ref={opener} type="button" className="drawer-toggle" aria-expanded={open} aria-controls="drawer" aria-label="Open menu" onClick={() => setOpen(true)}>
        <IslandIcon d={menuPath} size={26} />
      </button>
      <div className="drawer-backdrop" data-open={shown} onClick={() => close(true)} />
      <div ref={drawer} id="drawer" className="drawer" role="dialog" aria-label="Menu" aria-modal={open || undefined} data-open={shown} onKeyDown={onKeyDown}>
        <div className="drawer-head">
          <span className="drawer-title">{title}</span>
          <button type="button" className="drawer-close" aria-label="Close menu" onClick={() => close(true)}>
            <IslandIcon d={closePath} size={24} />
          </button>
        </div>
        <SearchBox id="search-mobile" className="search-mobile" placeholder="Search products..." maxLength={maxQuery} header onSearch={() => close(false)} />
        <nav aria-label="Mobile">
          <ul className="drawer-list">
            {items.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.current}>{item.label}</a>
                {item.mega && (
                  <>
                    <button type="button" className="sub-toggle" aria-expanded={subOpen} aria-controls="drawer-products" aria-label="Product types" onClick={() => setSubOpen(!subOpen)}>
                      <IslandIcon d={chevronPath} size={18} />
                    </button>
                    <div id="drawer-products" className="drawer-sub" data-open={subOpen ? '' : undefined}>
                      <Slot name="products" content={slots.products} />
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
});
