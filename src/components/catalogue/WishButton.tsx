import type { WishlistItem } from '../../../client/lib/wishlist';
import { Island } from '../Island';
import WishButtonIsland from '../../../client/islands/wish-button';

/**
 * A wishlist heart: its own `wish-button` island. It starts only when there is a stored wishlist
 * to show (as it nears the viewport), when the wishlist changes, or on the first touch: for a
 * visitor with nothing saved, the unpressed heart the server renders is already right.
 */
export function WishButton({ item, label, className }: { item: WishlistItem; label?: string; className?: string }) {
  return <Island of={WishButtonIsland} props={{ item, ...(label ? { label } : {}), ...(className ? { className } : {}) }} load="wishlist" />;
}
