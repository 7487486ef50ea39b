import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { IslandIcon } from '@platform/ui/island-icon';
import { useLocale } from '@platform/i18n/locale';
import { m } from '@platform/i18n/paraglide/messages.js';
import { useCloseOnLeave } from '@client/lib/close-on-leave';
import { chevronPath } from '@platform/ui/paths';

export interface NavItem {
  label: string;
  href: string;
  /** `page` on the link to the page shown; `true` on the entry whose section holds it. */
  current?: 'page' | 'true';
  /** The entry that opens the products menu. */
  mega?: boolean;
}

export interface MainNavProps {
  items: NavItem[];
  /** `mega`: the products menu's content (a picture and name per product, and a link to all). */
  slots: Slots<'mega'>;
}

/**
 * The desktop main navigation with the products mega menu (APG disclosure navigation): the menu
 * opens when the pointer comes over its entry and closes when it leaves; its button opens and
 * closes it by click, Enter and Space; Escape closes it with focus back on the button, and so does
 * focus leaving it. Without JavaScript (and until it is live) CSS shows the menu on hover and focus.
 */
export default island('main-nav', function MainNav({ items, slots }: MainNavProps) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const entry = useRef<HTMLLIElement>(null);
  // A click right after the pointer opened the menu keeps it open rather than closing it.
  const openedByHover = useRef(false);
  const set = (next: boolean) => {
    setOpen(next);
    if (!next) openedByHover.current = false;
  };

  useEffect(() => {
    // The pointer that woke the island may already be over the entry: the menu CSS showed stays.
    if (entry.current?.matches(':hover')) {
      setOpen(true);
      openedByHover.current = true;
    }
  }, []);
  useCloseOnLeave(() => set(false));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      set(false);
      button.current?.focus();
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) set(false);
  };

  return (
    <nav className="nav-desktop" aria-label={m.shell_nav_main({}, { locale })}>
      <ul className="nav-list">
        {items.map((item) =>
          item.mega ? (
            <li
              key={item.href}
              ref={entry}
              className="has-mega"
              onMouseEnter={() => {
                if (open) return;
                set(true);
                openedByHover.current = true;
              }}
              onMouseLeave={() => set(false)}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
            >
              <a href={item.href} aria-current={item.current}>
                {item.label}
              </a>
              <button
                ref={button}
                type="button"
                className="mega-toggle"
                aria-expanded={open}
                aria-controls="mega-menu"
                aria-label={m.shell_submenu({ label: item.label }, { locale })}
                onClick={() => {
                  if (openedByHover.current) openedByHover.current = false;
                  else set(!open);
                }}
              >
                <IslandIcon d={chevronPath} size={16} />
              </button>
              <div id="mega-menu" className="mega" data-open={open ? '' : undefined}>
                <Slot name="mega" content={slots.mega} />
              </div>
            </li>
          ) : (
            <li key={item.href}>
              <a href={item.href} aria-current={item.current}>
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
});
