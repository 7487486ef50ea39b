import { island } from '../lib/island';
import { IslandIcon } from '../lib/icon';
import { heartPath } from '../lib/paths';
import { useWishlist } from '../lib/wishlist';

export interface WishBadgeProps {
  /** `page` when the wishlist is the page shown. */
  current?: 'page';
}

/**
 * The header's link to the wishlist with the number of saved items, shown only above 0 and
 * following every change in this tab and others. It starts only when there is something to count
 * (load mode `wishlist`): a stored wishlist, or the first heart pressed.
 */
export default island('wish-badge', function WishBadge({ current }: WishBadgeProps) {
  const count = useWishlist().length;
  return (
    <a className="wish-link" href="/wishlist" aria-label={count ? `Wishlist, ${count} item${count === 1 ? '' : 's'}` : 'Wishlist'} aria-current={current} data-wish-link="">
      <IslandIcon d={heartPath} size={24} />
      <span className="badge" aria-hidden="true" data-wish-count="" hidden={count === 0}>{count || null}</span>
    </a>
  );
});
