import { startTransition, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { island } from '@platform/islands/define-island';
import { Slot, type Slots } from '@platform/islands/slot';
import { IslandIcon } from '@platform/ui/island-icon';
import { useLocale } from '@platform/i18n/locale';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { chevronPath, closePath } from '@platform/ui/paths';
import { useCloseOnLeave } from '@client/lib/close-on-leave';
import { keepTabWithin } from '@client/lib/focus-trap';

export interface NavItem {
  label: string;
  href: string;
  /** `page` on the link to the page shown; `true` on the entry whose section holds it. */
  current?: 'page' | 'true';
  /** The entry that opens the products menu. */
  mega?: boolean;
}

export interface SiteNavProps {
  /** The company's name, the panel's title on a phone. */
  title: string;
  items: NavItem[];
  /**
   * `mega`: the products menu's content (a picture and name per product, and links to all and to the
   * size finder); `search`: the panel's search box, an island of its own that starts on use.
   */
  slots: Slots<'mega' | 'search'>;
}

/** Where the navigation is the header's row; below it, the panel the menu button opens (client/styles/shell.css). */
const WIDE = '(min-width: 1024px)';
const wide = () => matchMedia(WIDE).matches;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"])';

/**
 * The site's one navigation, for every width. From 1024 px it is the header's row (APG disclosure
 * navigation): the products menu opens when the pointer comes over its entry and closes when it
 * leaves; its button opens and closes it by click, Enter and Space; Escape closes it with focus
 * back on the button, and so does focus leaving it. Below 1024 px the same list is in a panel the
 * menu button opens (APG modal dialog), sliding in from the side with its own search box, which
 * takes focus; Tab stays inside; Escape, the close button and the backdrop close it and focus
 * returns to the menu button; the page behind does not scroll; the products entry opens its list
 * as a disclosure. The panel is a popover in the server's HTML (src/features/shell/Header.server.tsx),
 * so the browser itself opens it (even on a tap before React has started, and without JavaScript)
 * and closes it; React follows its state and adds the rest. Without JavaScript (and until it is
 * live) CSS shows the products menu on hover and focus. Leaving the page closes both.
 */
export default island('site-nav', function SiteNav({ title, items, slots }: SiteNavProps) {
  const locale = useLocale();
  // The products menu, and the panel (below 1024 px).
  const [open, setOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const entry = useRef<HTMLLIElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  // A click right after the pointer opened the menu keeps it open rather than closing it.
  const openedByHover = useRef(false);
  const set = (next: boolean) => {
    setOpen(next);
    if (!next) openedByHover.current = false;
  };

  // The panel around this island, the popover.
  const panel = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = (panel.current = document.getElementById('drawer'))!;
    // The browser has already shown or hidden the panel: what React adds (the dialog's role, the
    // page held still, focus in the search box) comes once the frame that shows the panel and the
    // one after it have begun, so neither waits for the menu to render again (its slide runs on
    // the compositor meanwhile).
    const follow = () =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => startTransition(() => setPanelOpen(el.matches(':popover-open'))))));
    follow(); // opened by a tap before React started
    el.addEventListener('toggle', follow);
    // A panel left open as the window widens to the header's row closes: there the list is in the row.
    const widths = matchMedia(WIDE);
    const widened = () => widths.matches && el.matches(':popover-open') && el.hidePopover();
    widths.addEventListener('change', widened);
    // The pointer that woke the island may already be over the entry: the menu CSS showed stays.
    if (wide() && entry.current?.matches(':hover')) {
      setOpen(true);
      openedByHover.current = true;
    }
    return () => {
      el.removeEventListener('toggle', follow);
      widths.removeEventListener('change', widened);
    };
  }, []);

  const closePanel = (returnFocus: boolean) => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
    if (returnFocus) document.querySelector<HTMLButtonElement>('.drawer-toggle')?.focus();
  };
  useCloseOnLeave(() => {
    set(false);
    closePanel(false);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the panel's state alone; the language is the page's, fixed
  useEffect(() => {
    const el = panel.current;
    document.documentElement.toggleAttribute('data-drawer-open', panelOpen);
    if (panelOpen) {
      el?.setAttribute('role', 'dialog');
      el?.setAttribute('aria-label', m.shell_menu_label({}, { locale }));
      el?.setAttribute('aria-modal', 'true');
      // The panel's search box (its own island, in the slot): focus there starts it.
      el?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    } else if (el?.hasAttribute('role')) {
      // Closed: a plain container again (from 1024 px it holds the header's row), its products list closed.
      for (const name of ['role', 'aria-label', 'aria-modal']) el.removeAttribute(name);
      set(false);
    }
  }, [panelOpen]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (panelOpen) {
      // The browser closes the popover on Escape too, but not always after an Escape that only
      // closed the search box's list; so the menu closes it itself.
      if (e.key === 'Escape') return closePanel(true);
      const shown = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());
      return keepTabWithin(e, closer.current, shown.at(-1) ?? null);
    }
    if (e.key === 'Escape' && open) {
      set(false);
      toggle.current?.focus();
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (wide() && !e.currentTarget.contains(e.relatedTarget as Node | null)) set(false);
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
      <Slot name="search" content={slots.search} />
      <nav className="site-nav" aria-label={m.shell_nav_main({}, { locale })}>
        <ul className="nav-list">
          {items.map((item) =>
            item.mega ? (
              <li
                key={item.href}
                ref={entry}
                className="has-mega"
                onMouseEnter={() => {
                  if (open || !wide()) return;
                  set(true);
                  openedByHover.current = true;
                }}
                onMouseLeave={() => wide() && set(false)}
                onBlur={onBlur}
              >
                <a href={item.href} aria-current={item.current}>
                  {item.label}
                </a>
                <button
                  ref={toggle}
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
                  <IslandIcon d={chevronPath} size={18} />
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
    </div>
  );
});
