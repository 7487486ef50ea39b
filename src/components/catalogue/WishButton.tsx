import type { WishlistItem } from '../../../client/lib/wishlist';
import { Island } from '../Island';
import WishButtonIsland from '../../../client/islands/wish-button';

/** A wishlist heart: its own `wish-button` island, which starts as it nears the viewport. */
export function WishButton({ item, label, className }: { item: WishlistItem; label?: string; className?: string }) {
  return <Island of={WishButtonIsland} props={{ item, ...(label ? { label } : {}), ...(className ? { className } : {}) }} load="visible" />;
}
