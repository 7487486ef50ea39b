/**
 * Makes the server-rendered header interactive:
 * - mega menu (APG disclosure navigation): opens on hover, on its button and by keyboard;
 *   closes on Escape (focus back on the button), on leaving with the pointer or focus;
 * - mobile drawer (APG modal dialog): focus moves in and is kept there, Escape, the close
 *   button and the backdrop close it, focus returns to the menu button;
 * - wishlist badge: the stored count, shown only above 0, following every change in any tab;
 * - search (spec §5): trimmed, empty does nothing, else /search?query=…, box cleared, menus closed.
 */
import { subscribeWishlist, wishlist } from '../lib/wishlist';

const $ = <T extends Element = HTMLElement>(root: ParentNode, sel: string) => root.querySelector<T & Element>(sel)!;

export function enhance(root: HTMLElement): void {
  root.querySelector('.header-inner')!.classList.add('is-live');
  const closers: Array<() => void> = [];
  const closeAll = () => closers.forEach((close) => close());

  // Disclosure: a button that shows and hides a panel, returning a setter.
  const disclosure = (button: HTMLElement, panel: HTMLElement) => {
    const set = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      panel.toggleAttribute('data-open', open);
    };
    button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
    closers.push(() => set(false));
    return set;
  };

  const mega = root.querySelector<HTMLElement>('[data-mega]');
  if (mega) {
    const button = $(mega, 'button');
    const panel = $(mega, '.mega');
    // A click right after the pointer opened the menu keeps it open rather than closing it.
    let openedByHover = false;
    const setMega = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      panel.toggleAttribute('data-open', open);
      if (!open) openedByHover = false;
    };
    closers.push(() => setMega(false));
    button.addEventListener('click', () => {
      if (openedByHover) openedByHover = false;
      else setMega(button.getAttribute('aria-expanded') !== 'true');
    });
    mega.addEventListener('mouseenter', () => {
      if (button.getAttribute('aria-expanded') === 'true') return;
      setMega(true);
      openedByHover = true;
    });
    mega.addEventListener('mouseleave', () => setMega(false));
    mega.addEventListener('focusout', (e) => { if (!mega.contains(e.relatedTarget as Node | null)) setMega(false); });
    mega.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') { setMega(false); button.focus(); }
    });
  }

  const opener = $(root, '.drawer-toggle');
  const drawer = $(root, '.drawer');
  const backdrop = $(root, '.drawer-backdrop');
  const setDrawer = (open: boolean, returnFocus = false) => {
    opener.setAttribute('aria-expanded', String(open));
    for (const el of [drawer, backdrop]) el.toggleAttribute('data-open', open);
    if (open) drawer.setAttribute('aria-modal', 'true');
    else drawer.removeAttribute('aria-modal');
    document.documentElement.toggleAttribute('data-drawer-open', open);
    if (open) $(drawer, 'input').focus();
    else if (returnFocus) opener.focus();
  };
  closers.push(() => setDrawer(false));
  opener.addEventListener('click', () => setDrawer(true));
  $(drawer, '.drawer-close').addEventListener('click', () => setDrawer(false, true));
  backdrop.addEventListener('click', () => setDrawer(false, true));
  drawer.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') return setDrawer(false, true);
    if (e.key !== 'Tab') return;
    const focusable = [...drawer.querySelectorAll<HTMLElement>('a[href], button, input')].filter((el) => el.offsetParent);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last?.focus(); }
    else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first?.focus(); }
  });
  disclosure($(drawer, '.sub-toggle'), $(drawer, '.drawer-sub'));

  const wishLink = $(root, '[data-wish-link]');
  const badge = $(root, '[data-wish-count]');
  const showCount = () => {
    const count = wishlist.read().length;
    badge.textContent = String(count);
    badge.hidden = count === 0;
    wishLink.setAttribute('aria-label', count ? `Wishlist, ${count} item${count === 1 ? '' : 's'}` : 'Wishlist');
  };
  subscribeWishlist(showCount);
  showCount();

  for (const form of root.querySelectorAll<HTMLFormElement>('[data-search]')) {
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const input = form.elements.namedItem('query') as HTMLInputElement;
      const query = input.value.trim();
      if (!query) return;
      input.value = '';
      closeAll();
      location.assign(`/search?query=${encodeURIComponent(query)}`);
    });
  }

  // Leaving the page (or coming back to it from the back/forward cache) closes every menu.
  addEventListener('closemenus', closeAll);
  addEventListener('pagehide', closeAll);
}
