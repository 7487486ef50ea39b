import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { island } from '@platform/islands/define-island';
import { IslandIcon } from '@platform/ui/island-icon';
import { useLocale } from '@platform/i18n/locale';
import { m } from '@platform/i18n/paraglide/messages.js';
import { chevronPath, closePath } from '@platform/ui/paths';
import { SearchBox } from '@features/search';
import { useCloseOnLeave } from '@client/lib/close-on-leave';
import { keepTabWithin } from '@client/lib/focus-trap';
import { Slot, type Slots } from '@platform/islands/slot';
import type { NavItem } from './main-nav.island';

export interface MobileNavProps {
  title: string;
  items: NavItem[];
  /** The search box's longest query. */
  maxQuery: number;
  /** `products`: the list of product pages under the entry that has them, `<ul id="drawer-products">` (src/features/shell/Header.server.tsx). */
  slots: Slots<'products'>;
}

/**
 * The phone and tablet menu (APG modal dialog): the menu button opens a panel sliding in from
 * the side with its own search box, which takes focus; Tab stays inside (from the last link back
 * to the close button, and the other way with Shift); Escape, the close button and the backdrop
 * close it and focus returns to the menu button; the page behind does not scroll. The products
 * entry opens its list as a disclosure. Leaving the page closes it, so the back button never
 * returns to an open menu. The panel around it is a popover in the server's HTML, so the browser
 * itself opens it (even on a tap before React has started, and without JavaScript) and closes it
 * (the close button, Escape, a tap beside it); React follows its state and adds the rest.
 */
export default island('mobile-nav', function MobileNav({ title, items, maxQuery, slots }: MobileNavProps) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [subOpen, setSubOpen] = useState(false);
  const closer = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  // The last link in the panel: the last entry's, or the last product's when that entry's list is open.
  const lastEntryLink = useRef<HTMLAnchorElement>(null);
  const lastEntry = items.length - 1;
  const productsLast = subOpen && items[lastEntry]?.mega;

  // The panel around this island, the popover (src/features/shell/Header.server.tsx).
  const drawer = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const panel = (drawer.current = document.getElementById('drawer'))!;
    // The browser has already shown or hidden the panel: what React adds (aria-modal, the page
    // held still, focus in the search box) comes once the frame that shows the panel and the one
    // after it have begun, so neither waits for the menu to render again (its slide runs on the
    // compositor meanwhile).
    const follow = () =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => startTransition(() => setOpen(panel.matches(':popover-open'))))));
    follow(); // opened by a tap before React started
    panel.addEventListener('toggle', follow);
    return () => panel.removeEventListener('toggle', follow);
  }, []);

  const close = (returnFocus: boolean) => {
    drawer.current?.hidePopover();
    if (returnFocus) document.querySelector<HTMLButtonElement>('.drawer-toggle')?.focus();
  };
  useCloseOnLeave(() => close(false));

  useEffect(() => {
    document.documentElement.toggleAttribute('data-drawer-open', open);
    if (open) drawer.current?.setAttribute('aria-modal', 'true');
    else drawer.current?.removeAttribute('aria-modal');
    if (open) search.current?.focus();
    else setSubOpen(false);
  }, [open]);

  // The browser closes the popover on Escape too, but not always after an Escape that only
  // closed the search box's list; so the menu closes it itself.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') return close(true);
    const last = productsLast ? e.currentTarget.querySelector<HTMLAnchorElement>('#drawer-products li:last-child a') : lastEntryLink.current;
    keepTabWithin(e, closer.current, last);
  };

  return (
    <div className="drawer-body" onKeyDown={onKeyDown}>
      <div className="drawer-head">
        <span className="drawer-title">{title}</span>
        <button
          ref={closer}
          type="button"
          className="drawer-close"
          aria-label={m.shell_menu_close({}, { locale })}
          popoverTarget="drawer"
          popoverTargetAction="hide"
        >
          <IslandIcon d={closePath} size={24} />
        </button>
      </div>
      <SearchBox
        id="search-mobile"
        className="search-mobile"
        placeholder={m.shell_search_placeholder_short({}, { locale })}
        maxLength={maxQuery}
        header
        inputRef={search}
        onSearch={() => close(false)}
      />
      <nav aria-label={m.shell_nav_mobile({}, { locale })}>
        <ul className="drawer-list">
          {items.map((item, i) => (
            <li key={item.href} data-open={item.mega && subOpen ? '' : undefined}>
              <a ref={i === lastEntry ? lastEntryLink : undefined} href={item.href} aria-current={item.current}>
                {item.label}
              </a>
              {item.mega && (
                <>
                  <button
                    type="button"
                    className="sub-toggle"
                    aria-expanded={subOpen}
                    aria-controls="drawer-products"
                    aria-label={m.shell_product_types({}, { locale })}
                    onClick={() => setSubOpen(!subOpen)}
                  >
                    <IslandIcon d={chevronPath} size={18} />
                  </button>
                  <Slot name="products" content={slots.products} />
                </>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
});
