import type { WishlistItem } from './wishlist-store';
import { Island } from '@platform/islands/Island';
import WishButtonIsland from './wish-button.island';

/**
 * A wishlist heart: its own `wish-button` island. It starts only when there is a stored wishlist
 * to show (as it nears the viewport), when the wishlist changes, or on the first touch: for a
 * visitor with nothing saved, the unpressed heart the server renders is already right.
 * `name` is the item's name in the page's language, for the heart's accessible name; the stored
 * item keeps its English name and path, whichever language it was saved in.
 */
export function WishButton({ item, name, label, className }: { item: WishlistItem; name?: string; label?: string; className?: string }) {
  return (
    <Island
      of={WishButtonIsland}
      props={{ item, ...(name && name !== item.name ? { name } : {}), ...(label ? { label } : {}), ...(className ? { className } : {}) }}
      load="wishlist"
    />
  );
}
