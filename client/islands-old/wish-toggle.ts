/**
 * Wishlist hearts (APG toggle buttons): every `[data-wish]` button inside the island toggles its
 * item (JSON in the attribute) in or out of the stored wishlist, and `aria-pressed` follows the
 * list, including changes made by another heart, the wishlist page or another tab. The buttons
 * stay invisible until they show the true state (`data-ready`); without JavaScript, CSS removes
 * them, because there is no wishlist to add to.
 */
import { hasItem, subscribeWishlist, wishlist, type WishlistItem } from '../lib/wishlist';

export function enhance(root: HTMLElement): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-wish]')].map((button) => ({
    button,
    item: JSON.parse(button.dataset.wish!) as WishlistItem,
  }));
  const sync = () => {
    const list = wishlist.read();
    for (const { button, item } of buttons) button.setAttribute('aria-pressed', String(hasItem(list, item.id)));
  };
  for (const { button, item } of buttons) {
    button.addEventListener('click', () => wishlist.toggle(item));
  }
  subscribeWishlist(sync);
  sync();
  for (const { button } of buttons) button.dataset.ready = '';
}
